import type { IncomingMessage } from 'node:http';

/** The site's own hosts besides the request's Host (docs/decisions/031-realtime-origin-captcha-passwords.md). */
export interface SiteOrigins {
  /** PUBLIC_URL: its origin (scheme, host and port) is the site's own. */
  publicUrl?: string;
  /** MAIN_HOSTS and the locales' mirror domains: host names the site is served on over https. */
  hosts: readonly string[];
}

const firstHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a realtime connection may open: a browser's page must be one of the site's own, since
 * the session cookie rides along with a cross-site websocket (cookies carry the session, and
 * SameSite=Lax does not hold a websocket back). Allowed: no Origin header (not a browser; every
 * browser sends one on a websocket upgrade and a cross-origin request), an Origin whose host is
 * the request's Host, PUBLIC_URL's origin, or https on one of `hosts`. Anything else, `null`
 * (a sandboxed frame, a file) included, is refused.
 */
export function isOwnOrigin(request: Pick<IncomingMessage, 'headers'>, site: SiteOrigins): boolean {
  const origin = firstHeader(request.headers.origin);
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = firstHeader(request.headers.host)?.toLowerCase();
  if (host !== undefined && parsed.host === host) return true;
  if (site.publicUrl !== undefined && parsed.origin === new URL(site.publicUrl).origin) return true;
  return parsed.protocol === 'https:' && site.hosts.includes(parsed.hostname);
}
