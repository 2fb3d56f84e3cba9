import { LOCALES, localizePath, type Locale } from '@casino/contracts';

/** Pages of the shell every locale has, besides the CMS pages. */
const SITEMAP_SHELL_PATHS = ['/', '/benefits-of-crypto', '/support'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * sitemap.xml: every page in every locale, each entry with its hreflang alternates. `pagesOf`
 * gives the CMS paths a locale has.
 */
export function sitemapXml(origin: string, pagesOf: (locale: Locale) => string[]): string {
  const entries: string[] = [];
  for (const locale of LOCALES) {
    const paths = [...new Set([...SITEMAP_SHELL_PATHS, ...pagesOf(locale)])];
    for (const path of paths) {
      const alternates = LOCALES.filter(
        (other) => other === locale || pagesOf(other).includes(path) || SITEMAP_SHELL_PATHS.includes(path),
      )
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${origin}${localizePath(other, path)}`)}"/>`,
        )
        .join('');
      entries.push(`<url><loc>${escapeXml(`${origin}${localizePath(locale, path)}`)}</loc>${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
