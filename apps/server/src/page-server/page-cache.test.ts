import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, encodedBody, shareable, toCachedPage, type RenderResult } from './page-cache';

const NO_NONCES = { script: '', style: '' };

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

describe('the guest page cache', () => {
  it('renders a page once for guests who ask at the same moment, then answers it until it expires', async () => {
    const cache = createPageCache({ ttlMs: 150, maxBytes: 1024 * 1024 });
    let renders = 0;
    const render = async (): Promise<RenderResult> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { page: await toCachedPage(html(`<p>render ${renders}</p>`), NO_NONCES, "script-src 'self'") };
    };
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.get('/', render)));
    expect(renders).toBe(1);
    expect(first.map((r) => r.state).sort()).toEqual([...Array<string>(19).fill('inflight'), 'miss']);
    const again = await cache.get('/', render);
    expect(again.state).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await cache.get('/', render);
    expect(later.state).toBe('miss');
    expect(renders).toBe(2);
    expect('page' in later && later.page.body.toString()).toBe('<p>render 2</p>');
  });

  it('gives an answer that may not be shared to its own request only; the others render for themselves', async () => {
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1024 * 1024 });
    let renders = 0;
    const render = async (): Promise<RenderResult> => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { response: new Response('gone', { status: 404 }) };
    };
    const results = await Promise.all([cache.get('/x', render), cache.get('/x', render), cache.get('/x', render)]);
    expect(results.every((r) => 'response' in r && r.response.status === 404)).toBe(true);
    expect(renders).toBe(3);
    expect((await cache.get('/x', render)).state).toBe('miss');
  });

  it("takes the render's nonces out and lets the CSP allow exactly its inline scripts by their hashes", async () => {
    const script = 'a'.repeat(32);
    const style = 'b'.repeat(32);
    const csp = `default-src 'self';script-src 'self' 'nonce-${script}';style-src 'self' 'unsafe-inline' 'nonce-${style}'`;
    const page = await toCachedPage(
      html(
        `<script nonce="${script}">window.x = 1;</script><script nonce="${script}" src="/a.js"></script><link nonce="${script}">"${script}"`,
      ),
      { script, style },
      csp,
    );
    const body = page.body.toString();
    expect(body).not.toContain(script);
    expect(body).toBe('<script>window.x = 1;</script><script src="/a.js"></script><link>""');
    const hash = createHash('sha256').update('window.x = 1;').digest('base64');
    expect(page.csp).toBe(`default-src 'self';script-src 'self' 'sha256-${hash}';style-src 'self' 'unsafe-inline'`);
  });

  it('compresses a page once per encoding, brotli first, gzip next, as the client takes them', async () => {
    const page = await toCachedPage(html(`<p>${'lobby '.repeat(2000)}</p>`), NO_NONCES, '');
    const br = encodedBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(page.body)).toBe(true);
    expect(encodedBody(page, 'br').body).toBe(br.body);
    const gzip = encodedBody(page, 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(page.body)).toBe(true);
    expect(encodedBody(page, '')).toEqual({ encoding: null, body: page.body });
  });

  it('keeps only plain HTML pages that set no cookie and are not private', () => {
    expect(shareable(html('<p>ok</p>'))).toBe(true);
    expect(shareable(html('<p>ok</p>', { status: 404 }))).toBe(false);
    expect(shareable(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(shareable(html('<p>ok</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }))).toBe(false);
    expect(shareable(html('<p>ok</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' } }))).toBe(
      false,
    );
  });
});
