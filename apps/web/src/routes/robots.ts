import type { Route } from './+types/robots';

/**
 * Private or per-player paths: the player's own pages, the cashbox, staff tools, game frames and the
 * testers' flag screen. A crawler finds nothing there but sign-in prompts; each is listed unprefixed
 * and behind any locale prefix (`/de/profile`).
 */
export const PRIVATE_PATHS = ['/profile', '/accounts', '/cashbox', '/users', '/staff', '/ffc', '/provider/', '/dev/'];

/** The robots.txt body: everything public is crawlable; the sitemap's absolute address follows the site's origin. */
export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PATHS.flatMap((p) => [`Disallow: ${p}`, `Disallow: /*${p}`]);
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.publicOrigin || new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
