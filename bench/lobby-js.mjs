// The lobby's JavaScript a browser downloads on first load, gzip (target under 170 KB).
// Fetches `/`, takes the module scripts, the modulepreload links (in the HTML or added after the
// first paint) and the static imports of the inline module script, then follows every static `import`/`export ... from` of those files (not
// dynamic import(), which loads later). Each file is fetched with `accept-encoding: gzip` and its
// bytes on the wire are counted; a file the server sent uncompressed counts as gzip -9 of it.
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']((?:\.{1,2}\/|\/)[^"']+\.m?js)["']/g;

/** GET with gzip accepted, not decompressed: the body as sent and its encoding. */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode({ encoding, body }) {
  return (encoding === 'gzip' && body.length > 0 ? gunzipSync(body) : body).toString('utf8');
}

export async function lobbyJavaScript(base, path = '/') {
  const page = await getRaw(`${base}${path}`);
  if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}`);
  const html = decode(page);
  const seeds = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) seeds.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) seeds.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(STATIC_IMPORT)) seeds.add(i[1]);
  }
  // The preloads the page adds after its first paint (apps/web/src/late-preloads.ts): a list in
  // an inline script that creates modulepreload links.
  for (const m of html.matchAll(/<script\b[^>]*>([^<]*modulepreload[^<]*)<\/script>/g)) {
    for (const href of m[1].matchAll(/"(\/[^"]+\.m?js)"/g)) seeds.add(href[1]);
  }
  const files = new Map();
  const queue = [...seeds].map((s) => new URL(s, `${base}/`).href);
  while (queue.length > 0) {
    const url = queue.shift();
    if (files.has(url) || !url.startsWith(base)) continue;
    files.set(url, null);
    const res = await getRaw(url);
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
    const text = decode(res);
    const gzipBytes = res.encoding === 'gzip' ? res.body.length : gzipSync(res.body, { level: 9 }).length;
    files.set(url, { rawBytes: Buffer.byteLength(text), gzipBytes, servedGzip: res.encoding === 'gzip' });
    for (const i of text.matchAll(STATIC_IMPORT)) queue.push(new URL(i[1], url).href);
  }
  const list = [...files].map(([url, f]) => ({ path: new URL(url).pathname, ...f }));
  const sum = (key) => list.reduce((n, f) => n + f[key], 0);
  return {
    path,
    files: list.length,
    gzipKiB: Number((sum('gzipBytes') / 1024).toFixed(1)),
    rawKiB: Number((sum('rawBytes') / 1024).toFixed(1)),
    allServedGzip: list.every((f) => f.servedGzip),
    htmlGzipKiB: Number(((page.encoding === 'gzip' ? page.body.length : gzipSync(page.body).length) / 1024).toFixed(1)),
    // Decision 047's 170 KiB (its addendum: 172 KiB for a while, back to 170 KiB at 169.4).
    targetKiB: 170,
    largest: list
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, Number(process.env.BENCH_JS_LIST ?? 5))
      .map((f) => ({ path: f.path, gzipKiB: Number((f.gzipBytes / 1024).toFixed(1)) })),
  };
}
