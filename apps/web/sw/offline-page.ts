/** The texts of the offline page, read from the locale's cached messages. */
export interface OfflineTexts {
  lang: string;
  site: string;
  title: string;
  text: string;
  retry: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The offline page: the brand, what happened and a link that tries the same page again. */
export function offlinePage(texts: OfflineTexts, url: string): string {
  const title = texts.title || 'Offline';
  return `<!doctype html>
<html lang="${escape(texts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#120d2b">
<title>${escape(title)}${texts.site ? ` | ${escape(texts.site)}` : ''}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#120d2b;color:#f4f2ff;font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;padding:2rem;text-align:center}
img{width:140px;height:36px}
h1{font-size:1.5rem;margin:1.5rem 0 .5rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#ffb938;color:#120d2b;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style>
</head>
<body>
<main data-offline="true">
<img src="/brand/logo-full.svg" alt="${escape(texts.site)}" width="140" height="36">
<h1>${escape(title)}</h1>
<p>${escape(texts.text)}</p>
<a href="${escape(url)}">${escape(texts.retry || '↻')}</a>
</main>
</body>
</html>`;
}
