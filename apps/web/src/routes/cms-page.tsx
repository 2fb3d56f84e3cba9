import { data, redirect } from 'react-router';
import type { AxiosInstance } from 'axios';
import { isHttpError } from '../api/is-http-error';
import {
  CMS_PAGE_PATH_MAX,
  STATIC_PAGE_PATHS,
  localizePath,
  splitLocalePath,
  type CmsPage,
  type Locale,
} from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { getClientContext } from '../common/config/api';
import { licenceVariantPath, pageVariantOf } from '../shell/licence';
import { NotFound } from '../shell/not-found';
import { samePathKeepsData } from './revalidate';
import { notFoundMeta } from './route-meta';
import { seoMeta } from './seo';
import type { Route } from './+types/cms-page';

/**
 * Any other path: a static CMS page of the locale if one exists at that path, else 404 with the
 * lookup's answer logged as a warning: '{path} page is not found', or '{path} page is not
 * StaticPages' for a page that exists but is not a static page (requirements §core-2, §core-8). A visitor under the
 * Estonian licence is sent to the page's /EE variant, a visitor from Australia to its /AU variant,
 * where one exists (CMS-06, GEO-02).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const path = `/${params['*'] ?? ''}`;
  const origin = context.publicOrigin || new URL(request.url).origin;
  // A path longer than any page's is no page: the not-found page, without asking the CMS.
  if (path.length > CMS_PAGE_PATH_MAX + 1) return notFoundPage(path, origin);
  const api = serverApi(context, request);
  // Only the spec's static pages have licence variants; other CMS pages skip the visitor lookup.
  if ((STATIC_PAGE_PATHS as readonly string[]).includes(path)) {
    const variant = licenceVariantPath(path, pageVariantOf(await getClientContext(api).catch(() => null)));
    if (variant && (await staticPageExists(api, variant, locale))) throw redirect(localizePath(locale, variant));
  }
  try {
    const { data: page } = await api.get<CmsPage>(`/api/cms/pages${path}`, {
      params: { l: locale },
      logCode: 'LOAD_CMS_PAGE_ERROR',
    });
    if (page.categories.includes('static')) return { page, origin };
    return notFoundPage(path, origin, 'is not StaticPages');
  } catch (error) {
    if (!isHttpError(error) || error.response?.status !== 404) throw error;
  }
  return notFoundPage(path, origin);
}

/** The 404 page, with the lookup's answer logged as a warning (the path cut to 100 characters). */
function notFoundPage(path: string, origin: string, why = 'is not found') {
  console.warn(JSON.stringify({ code: 'CMS_PAGE_NOT_FOUND', message: `${path.slice(0, 100)} page ${why}` }));
  return data({ page: null, origin }, { status: 404 });
}

async function staticPageExists(api: AxiosInstance, path: string, locale: Locale): Promise<boolean> {
  try {
    const { data: page } = await api.get<CmsPage>(`/api/cms/pages${path}`, {
      params: { l: locale },
      logCode: 'LOAD_CMS_PAGE_ERROR',
    });
    return page.categories.includes('static');
  } catch {
    return false;
  }
}

export const shouldRevalidate = samePathKeepsData;

export const meta: Route.MetaFunction = ({ data: loaderData, location, matches }) => {
  if (!loaderData?.page) return notFoundMeta(matches);
  const { page, origin } = loaderData;
  return seoMeta({
    origin,
    pathname: location.pathname,
    title: page.blocks.title || page.title,
    description: page.blocks.description ?? '',
  });
};

export default function CmsPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <NotFound />;
  return (
    <article className="cms-page">
      <h1>{page.title}</h1>
      {/* CMS content is authored by staff in the back office and stored as HTML. */}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
