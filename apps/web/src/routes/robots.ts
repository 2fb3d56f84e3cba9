import type { Route } from './+types/robots';

/** /robots.txt: everything but the API is crawlable; the sitemap's absolute address follows the site's origin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicOrigin || new URL(request.url).origin;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
