import { describe, expect, it } from 'vitest';
import { latePreloads, movePreloads, preloadScript } from './late-preloads';

const head =
  '<head><link rel="stylesheet" href="/assets/global.css"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js"/><link rel="preload" as="image" href="/api/games/art/1.svg"/></head>';
const body = '<body><main>Games</main><script type="module" async="">import("/assets/entry.client-A.js");</script></body></html>';

describe('script preloads behind the first paint (Lighthouse)', () => {
  it('takes the modulepreload tags out of the head and adds them back from a script closing the body', () => {
    const state = latePreloads();
    const first = movePreloads(`<!DOCTYPE html><html>${head}`, state, 'n0');
    expect(first).not.toContain('modulepreload');
    // Everything else in the head stays where it was: the stylesheet and the image preload.
    expect(first).toContain('<link rel="stylesheet" href="/assets/global.css"/>');
    expect(first).toContain('<link rel="preload" as="image" href="/api/games/art/1.svg"/>');
    const last = movePreloads(body, state, 'n0');
    expect(last.endsWith(`${preloadScript(['/assets/entry.client-A.js', '/assets/framework-B.js'], 'n0')}</body></html>`)).toBe(
      true,
    );
    expect(last).toContain('<script nonce="n0">requestAnimationFrame(');
  });

  it('writes the script once, and not at all for a page without preloads', () => {
    const state = latePreloads();
    expect(movePreloads(`<html>${head}${body}`, state).match(/requestAnimationFrame/g)).toHaveLength(1);
    expect(movePreloads('</body>', state)).toBe('</body>');
    // A tag streamed after the script is left where it is, not taken out for good.
    const late = '<link rel="modulepreload" href="/assets/late-C.js"/>';
    expect(movePreloads(late, state)).toBe(late);
    expect(movePreloads('<html><head></head><body></body></html>', latePreloads())).toBe(
      '<html><head></head><body></body></html>',
    );
  });

  it('keeps an href from closing the script element', () => {
    expect(preloadScript(['/a</script><script>alert(1)</script>.js'])).not.toContain('</script><script>');
  });
});
