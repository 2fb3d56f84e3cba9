/**
 * Moves the page's script preloads behind its first paint.
 *
 * React hoists the `<link rel="modulepreload">` tags of React Router's `<Scripts>` into the
 * head, so a phone starts fetching every script of the page (about 160 KiB) before it has
 * painted anything, and the scripts compete with the stylesheet and the first row's images for
 * a slow connection. Here the tags are taken out of the HTML as it streams, and a small script
 * at the end of the body adds them once the browser has painted: the content shows first and
 * the scripts still load in parallel instead of one import level after another.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/?>/g;
const BODY_END = '</body>';

interface LatePreloads {
  /** The hrefs taken out so far, in document order. */
  readonly hrefs: string[];
  /** Whether the script adding them back has been written. */
  written: boolean;
}

export function latePreloads(): LatePreloads {
  return { hrefs: [], written: false };
}

/** The inline script adding the preloads after the next paint (a frame, then a task). */
export function preloadScript(hrefs: readonly string[], nonce?: string): string {
  // JSON in a script: `<` escaped so no href can close the element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  const body =
    `requestAnimationFrame(function(){setTimeout(function(){${list}.forEach(function(h){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})})})`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${body}</script>`;
}

/**
 * One chunk of the streamed document: its modulepreload tags removed (remembered in `state`),
 * and, in the chunk that closes the body, the script that adds them back. Chunks split inside a
 * tag are not a concern: React writes each tag whole, and the caller hands whole writes over.
 */
export function movePreloads(chunk: string, state: LatePreloads, nonce?: string): string {
  // Once the script is out, nothing more is moved (a tag taken now could not be added back).
  if (state.written) return chunk;
  let html = chunk.replace(MODULE_PRELOAD, (_tag, href: string) => {
    state.hrefs.push(href);
    return '';
  });
  const end = html.lastIndexOf(BODY_END);
  if (end >= 0 && state.hrefs.length > 0) {
    state.written = true;
    html = html.slice(0, end) + preloadScript(state.hrefs, nonce) + html.slice(end);
  }
  return html;
}
