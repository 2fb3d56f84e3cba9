import { DEFAULT_LOCALE, type CmsPage } from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { getCmsPages } from '../features/cms/api';
import { sitemapXml } from '../shell/sitemap';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: the lobby, the shell's pages and the visible static CMS pages, in every locale. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicOrigin || new URL(request.url).origin;
  const api = serverApi(context, request);
  // The page tree (paths, categories, visibility) is the same in every locale; only the texts
  // differ, so one list serves all ten.
  const pages = await getCmsPages(api, DEFAULT_LOCALE).catch((): CmsPage[] => []);
  const paths = flatten(pages)
    .filter((p) => !p.hidden && p.categories.includes('static'))
    .map((p) => p.path);
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
