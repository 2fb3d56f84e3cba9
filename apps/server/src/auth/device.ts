import Bowser from 'bowser';

/**
 * The browser and operating system a user agent names, as the security page shows a session
 * ("Chrome on Android"): bowser's names, null for a part it does not recognise.
 */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}
