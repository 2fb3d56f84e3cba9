import type { Locale } from './locales';

/**
 * The mirror domain of each locale (requirements §core-1, ROUTE-03). The server seeds `site_locales` with the
 * same hosts; the web app uses the list as the origin allow-list of iframe embedding.
 */
export const LOCALE_MIRROR_DOMAINS: Readonly<Record<Locale, string>> = {
  en: 'casino.example',
  de: 'casino-de.example',
  'en-AU': 'casino-au.example',
  'en-CA': 'casino-ca.example',
  'en-NZ': 'casino-nz.example',
  'fr-CA': 'casino-qc.example',
  no: 'casino-no.example',
  it: 'casino-it.example',
  et: 'casino-ee.example',
  'en-KW': 'casino-kw.example',
};

/** The locale whose mirror a host is (`casino-de.example` is German), or null for any other host. */
export function mirrorLocaleOf(host: string): Locale | null {
  const name = (host.split(':')[0] ?? host).toLowerCase();
  for (const [locale, domain] of Object.entries(LOCALE_MIRROR_DOMAINS)) if (domain === name) return locale as Locale;
  return null;
}

/** Messages an embedding parent and the embedded casino page exchange (SHELL-16). */
export const EMBED_MESSAGE_TYPES = ['close', 'redirect', 'refresh_user'] as const;
export type EmbedMessageType = (typeof EMBED_MESSAGE_TYPES)[number];

/** The mirror domains over https: the seeded embed-config allow-list. */
export const MIRROR_ORIGINS: readonly string[] = Object.values(LOCALE_MIRROR_DOMAINS).map((host) => `https://${host}`);

/**
 * Origins allowed to talk to an embedded page: the page's own origin plus embed-config's
 * allowed_origins, the list the server's frame-ancestors is built from
 * (docs/decisions/008-shell-popups-and-embedding.md).
 */
export function embedAllowedOrigins(ownOrigin: string, configured: readonly string[]): string[] {
  return [...new Set([ownOrigin, ...configured])];
}
