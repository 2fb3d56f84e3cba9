import { localizePath, splitLocalePath, type Locale } from '@casino/contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** The locale of the current page, from its first path segment. */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Builds the href of an in-app path in the current locale (stable while the locale is). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
