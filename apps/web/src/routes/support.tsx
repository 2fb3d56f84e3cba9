import { isHttpError } from '../api/is-http-error';
import { data } from 'react-router';
import { splitLocalePath, type CmsPage } from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { ContactForm } from '../shell/contact-form';
import { samePathKeepsData } from './revalidate';
import { metaFromLayout } from './route-meta';
import { seoMeta } from './seo';
import type { Route } from './+types/support';

/** /support: the contact form, unless the CMS has a static page named support, which then takes its place (ROUTE-13). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const origin = context.publicOrigin || new URL(request.url).origin;
  try {
    const { data: page } = await serverApi(context, request).get<CmsPage>('/api/cms/pages/support', {
      params: { l: locale },
      logCode: 'LOAD_CMS_PAGE_ERROR',
    });
    if (page.categories.includes('static')) return data({ page, origin });
  } catch (error) {
    if (!isHttpError(error) || error.response?.status !== 404) throw error;
  }
  return data({ page: null, origin });
}

export const shouldRevalidate = samePathKeepsData;

export const meta: Route.MetaFunction = ({ data: loaderData, matches, location }) => {
  const page = loaderData?.page;
  if (page) {
    return seoMeta({
      origin: loaderData.origin,
      pathname: location.pathname,
      title: page.blocks.title || page.title,
      description: page.blocks.description ?? '',
    });
  }
  return metaFromLayout(matches, location.pathname, 'shell.contact.title', 'shell.contact.intro');
};

export default function Support({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (page) {
    return (
      <article className="cms-page">
        <h1>{page.title}</h1>
        {/* CMS content is authored by staff in the back office and stored as HTML. */}
        <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: page.content }} />
      </article>
    );
  }
  return <ContactForm />;
}
