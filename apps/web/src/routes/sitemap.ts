import { DEFAULT_LOCALE, type Category, type CmsPage, type Provider } from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { getCmsPages } from '../features/cms/api';
import { categoryPath, PRODUCERS_PATH, producerPath } from '../common/games/paths';
import { sitemapXml } from '../shell/sitemap';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml: the lobby, the shell's pages, the visible static CMS pages and the catalogue's
 * category and provider pages (those with games), in every locale.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicOrigin || new URL(request.url).origin;
  const api = serverApi(context, request);
  // The page tree (paths, categories, visibility) is the same in every locale; only the texts
  // differ, so one list serves all ten.
  const [pages, categories, providers] = await Promise.all([
    getCmsPages(api, DEFAULT_LOCALE).catch((): CmsPage[] => []),
    // Category and provider slugs are the same in every locale, like the page tree.
    api
      .get<Category[]>('/api/games/collections', { params: { l: DEFAULT_LOCALE } })
      .then((r) => r.data)
      .catch((): Category[] => []),
    api
      .get<Provider[]>('/api/games/providers')
      .then((r) => r.data)
      .catch((): Provider[] => []),
  ]);
  const paths = [
    ...flatten(pages)
      .filter((p) => !p.hidden && p.categories.includes('static'))
      .map((p) => p.path),
    ...catalogueSitemapPaths(categories, providers),
  ];
  return new Response(
    sitemapXml(origin, () => paths),
    {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    },
  );
}

function flatten(pages: CmsPage[]): CmsPage[] {
  return pages.flatMap((p) => [p, ...flatten(p.children ?? [])]);
}

/** The catalogue pages a sitemap lists: each category and provider that has games, and the provider index. */
export function catalogueSitemapPaths(categories: readonly Category[], providers: readonly Provider[]): string[] {
  const withGames = providers.filter((p) => p.games_count > 0);
  return [
    ...categories.filter((c) => c.games_count > 0).map((c) => categoryPath(c.slug)),
    ...(withGames.length > 0 ? [PRODUCERS_PATH] : []),
    ...withGames.map((p) => producerPath(p.slug)),
  ];
}
