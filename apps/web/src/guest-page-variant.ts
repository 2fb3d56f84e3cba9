import { isbot } from 'isbot';
import { SESSION_COOKIE_NAME, STAFF_SESSION_COOKIE_NAME } from '@casino/contracts';
import { AFFB_COOKIE, STAG_COOKIE } from './shell/affiliate';
import { AU_APPROVED, COOKIES_ACCEPTED, LOCALE_CHOICE, readCookies } from './shell/cookies';
import { deviceFromUserAgent } from './features/games/rules';

/** Cookies whose value a server render reads; their values are part of the variant. */
const RENDERED_COOKIES = [COOKIES_ACCEPTED, AU_APPROVED, LOCALE_CHOICE];
/**
 * Cookies a guest may carry that no server render reads (read in the browser, or by the API
 * only through the visitor's country, which is part of the key anyway).
 */
const IGNORED_COOKIES = new Set([STAG_COOKIE, AFFB_COOKIE, 'debug_country']);
const PERSONAL_COOKIES = new Set([SESSION_COOKIE_NAME, STAFF_SESSION_COOKIE_NAME]);

/**
 * What a guest's server render depends on besides the URL, the host and the country: the
 * device class and crawler flag of the user agent and the shell's own cookies. Null (render for
 * this request only) with a session of any kind or with a cookie this app does not know, since
 * a render might read it.
 */
export function guestPageVariant(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const cookies = readCookies(request.headers.get('cookie'));
  for (const name of Object.keys(cookies)) {
    if (PERSONAL_COOKIES.has(name)) return null;
    if (!RENDERED_COOKIES.includes(name) && !IGNORED_COOKIES.has(name)) return null;
  }
  const userAgent = request.headers.get('user-agent');
  const rendered = RENDERED_COOKIES.map((name) => cookies[name] ?? '');
  return JSON.stringify([deviceFromUserAgent(userAgent), Boolean(userAgent && isbot(userAgent)), ...rendered]);
}
