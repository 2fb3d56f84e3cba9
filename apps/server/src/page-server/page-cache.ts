import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A rendered page that any guest with the same variant may receive, the same bytes for each:
 * the render's nonces are taken out and the CSP allows its inline scripts by their hashes
 * instead, so the page is compressed once, not per answer.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The Content-Security-Policy of every answer of this page. */
  csp: string;
  etag: string;
  /** The compressed forms, made on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

/** What one render produced: a page worth keeping, or a response that only its caller may have. */
export type RenderResult = { page: CachedPage } | { response: Response };

/** How the cache answered: rendered for this request, kept, or waited for the render another request started. */
export type CacheState = 'miss' | 'hit' | 'inflight';

export interface PageCache {
  /**
   * The page for `key`: from the cache, or rendered by `render` once however many guests ask at
   * the same moment; a render whose answer must not be shared comes back as its own response to
   * the caller that made it (the others then render for themselves).
   */
  get(key: string, render: () => Promise<RenderResult>): Promise<RenderResult & { state: CacheState }>;
}

/** The render of the request that asked first; `own` receives its answer when that may not be shared. */
interface RenderContext {
  render: () => Promise<RenderResult>;
  own?: Response;
}

/**
 * The guests' page cache (docs/decisions/021-guest-page-cache.md): the same page for every guest
 * with the same variant is rendered once per `ttlMs` per process, however many ask at once.
 */
export function createPageCache(options: { ttlMs: number; maxBytes: number }): PageCache {
  const cache = new LRUCache<string, CachedPage, RenderContext>({
    ttl: options.ttlMs,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.ceil(page.body.length * 1.5) + 512,
    // An expired page is never answered: after a quiet hour the first guest waits for a render.
    allowStale: false,
    fetchMethod: async (_key, _stale, { context }) => {
      const result = await context.render();
      if ('page' in result) return result.page;
      context.own = result.response;
      return undefined;
    },
  });
  return {
    async get(key, render) {
      const context: RenderContext = { render };
      const status: LRUCache.Status<string, CachedPage, RenderContext> = {};
      const page = await cache.fetch(key, { context, status });
      if (page) return { page, state: status.fetch === 'hit' || status.fetch === 'inflight' ? status.fetch : 'miss' };
      return { ...(context.own ? { response: context.own } : await render()), state: 'miss' };
    },
  };
}

/** Whether a rendered response may be kept for other guests: a plain 200 HTML page that sets no cookie. */
export function shareable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.headers.getSetCookie().length === 0 &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')
  );
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Reads a shareable response into a page: `nonces` (script and style) taken out of the HTML and
 * of `csp`, which instead lists the SHA-256 of each inline script (CSP level 2 hashes).
 */
export async function toCachedPage(
  response: Response,
  nonces: { script: string; style: string },
  csp: string,
): Promise<CachedPage> {
  let html = await response.text();
  // The attributes, then any other mention (the root loader's data): these values are the render's own.
  for (const nonce of [nonces.script, nonces.style])
    if (nonce) html = html.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, '');
  const hashes = new Set<string>();
  for (const [, source = ''] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  }
  let policy = csp;
  if (nonces.script) policy = policy.replace(`'nonce-${nonces.script}'`, [...hashes].join(' '));
  if (nonces.style) policy = policy.replace(` 'nonce-${nonces.style}'`, '');
  const body = Buffer.from(html);
  return {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'content-security-policy'),
    body,
    csp: policy,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: {},
  };
}

/** The page's bytes in the best encoding the client takes (brotli, then gzip), compressed once per page. */
export function encodedBody(page: CachedPage, acceptEncoding: string): { encoding: Encoding | null; body: Buffer } {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  const encoding: Encoding | null = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (!encoding) return { encoding, body: page.body };
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length },
        })
      : gzipSync(page.body, { level: 9 });
  return { encoding, body: page.encoded[encoding] };
}
