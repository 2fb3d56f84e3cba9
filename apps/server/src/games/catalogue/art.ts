import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './snapshot';

/** Small deterministic hash of a string, for colours and shapes that never change for a game. */
function hash(value: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < value.length; i++) h = Math.imul(h ^ value.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Splits a title into at most three lines of about 14 characters. */
function lines(title: string): string[] {
  const out: string[] = [];
  for (const word of title.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + word.length < 14) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/** The preview of a game: a gradient, a few shapes and its title; well under 3 KB. */
export function gamePreviewSvg(id: number, title: string, providerTitle: string): string {
  const h = hash(`${id}:${title}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const k = hash(`${h}:${i}`);
    const cx = k % PREVIEW_WIDTH;
    const cy = (k >>> 10) % PREVIEW_HEIGHT;
    const r = 20 + ((k >>> 20) % 70);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.${1 + (i % 2)}"/>`;
  }).join('');
  const text = lines(title)
    .map((line, i) => `<tspan x="150" dy="${i === 0 ? 0 : 34}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,22%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}` +
    `<text x="150" y="250" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>` +
    `<text x="150" y="375" font-family="system-ui,sans-serif" font-size="15" fill="#fff" fill-opacity="0.85" text-anchor="middle">${escapeXml(providerTitle)}</text></svg>`
  );
}

/** A provider's logo: its initials on a coloured badge with its name. */
export function providerLogoSvg(slug: string, title: string): string {
  const hue = hash(slug) % 360;
  const initials = title
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="160" height="64" rx="12" fill="hsl(${hue},55%,30%)"/><circle cx="32" cy="32" r="22" fill="hsl(${hue},70%,55%)"/>` +
    `<text x="32" y="39" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="62" y="38" font-family="system-ui,sans-serif" font-size="12" fill="#fff">${escapeXml(title.slice(0, 16))}</text></svg>`
  );
}
