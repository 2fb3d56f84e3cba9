/**
 * Where closing a betting overlay leads (ROUTE-17): the in-site path of ?path when it is one,
 * else the sports site, else the lobby.
 */
export function bettingCloseTarget(path: string | null, bettingUrl: string | undefined, localize: (p: string) => string): string {
  if (path && path.startsWith('/') && !path.startsWith('//')) return localize(path);
  return bettingUrl ?? localize('/');
}
