/** Cookie names and lifetimes of the shell (requirements §core-9). */
export const COOKIES_ACCEPTED = 'cookies_accepted';
export const AU_APPROVED = 'EMP_user_approved';
export const LOCALE_CHOICE = 'locale_choice';
/** "Long expiry" of EMP_user_approved: 400 days, the longest lifetime browsers keep a cookie. */
export const AU_APPROVED_MAX_AGE_S = 400 * 24 * 60 * 60;

/** A cookie of a Cookie header (or document.cookie), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The Set-Cookie-style string the browser stores through document.cookie. */
export function cookieString(name: string, value: string, maxAgeS: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax`;
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = cookieString(name, value, maxAgeS);
}
