/** The ten locales of the casino (DECISIONS-1). `en` is served without a path prefix. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et', 'en-KW'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** The country assumed when a visitor's country cannot be told (requirements §core-1). */
export const DEFAULT_COUNTRY = 'CA';

/** Locale defaults by country (requirements §core-1); any other country falls back to the default country's. */
export const COUNTRY_LOCALES: Readonly<Record<string, Locale>> = {
  CA: 'en-CA',
  AU: 'en-AU',
  DE: 'de',
  NZ: 'en-NZ',
  IT: 'it',
  EE: 'et',
  KW: 'en-KW',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a visitor from `country` lands on when the URL names none. */
export function localeForCountry(country: string | null | undefined): Locale {
  const code = (country ?? DEFAULT_COUNTRY).toUpperCase();
  return COUNTRY_LOCALES[code] ?? COUNTRY_LOCALES[DEFAULT_COUNTRY] ?? DEFAULT_LOCALE;
}

/** Splits a pathname into its locale prefix and the rest: `/de/pokies` -> ['de', '/pokies']. */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, rest: match?.[2] ?? '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || '/', prefixed: false };
}

/** Builds the path of `rest` in `locale`: the default locale has no prefix. */
export function localizePath(locale: Locale, rest: string): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The BCP 47 tag handed to Intl for a locale (`no` is Norwegian Bokmål). */
export function intlLocale(locale: Locale): string {
  return locale === 'no' ? 'nb-NO' : locale;
}
