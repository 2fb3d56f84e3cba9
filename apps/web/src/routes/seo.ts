import { LOCALES, localizePath, splitLocalePath, type Locale } from '@casino/contracts';
import type { MetaDescriptor } from 'react-router';

/**
 * Pages deeper than this many path segments are not indexed (requirements §core-2). The locale prefix does not
 * count: `/a/b/c/d` and `/de/a/b/c/d` are the same page and are indexed alike
 * (docs/decisions/002-locale-prefix.md).
 */
export const MAX_INDEXED_SEGMENTS = 4;

/**
 * Title, description, canonical link in the page's locale, hreflang alternates for every
 * locale and noindex beyond four segments.
 */
export function seoMeta(options: { origin: string; pathname: string; title: string; description: string }): MetaDescriptor[] {
  const { origin, pathname, title, description } = options;
  const { locale, rest } = splitLocalePath(pathname);
  const segments = rest.split('/').filter(Boolean).length;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${origin}${localizePath(locale, rest)}` },
    ...LOCALES.map((l: Locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: `${origin}${localizePath(l, rest)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${localizePath('en', rest)}` },
  ];
  if (segments > MAX_INDEXED_SEGMENTS) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
