import { parse } from 'cookie';
import { decodeCookieValue } from '@casino/contracts';

/** Cookie names and lifetimes of the shell (requirements §core-9). */
export const COOKIES_ACCEPTED = 'cookies_accepted';
export const AU_APPROVED = 'EMP_user_approved';
export const LOCALE_CHOICE = 'locale_choice';
/** "Long expiry" of EMP_user_approved: 400 days, the longest lifetime browsers keep a cookie. */
export const AU_APPROVED_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The cookies of a Cookie header (or document.cookie); a value that does not decode is left out. */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  return parse(header ?? '', { decode: decodeCookieValue });
}

/** A cookie of a Cookie header (or document.cookie), or null (also when its value does not decode). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return readCookies(header)[name] ?? null;
}

/** The Set-Cookie-style string the browser stores through document.cookie. */
export function cookieString(name: string, value: string, maxAgeS: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax`;
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = cookieString(name, value, maxAgeS);
}
