import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { messagesBucket, messagesFor, primeMessages } from '../../../i18n/messages';

/** Language subtags that name one of our locales by another code. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no' };

/**
 * The staff console has no locale in its path: the browser's preferred languages choose one of
 * ours, each in turn exactly (`fr-CA`) or by its language (`de-AT` is `de`, `fr` is `fr-CA`).
 */
export function staffLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase() ?? '';
    const base = ALIASES[language] ?? language;
    const byLanguage = LOCALES.find((locale) => locale.split('-')[0] === base);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** The browser's choice; the server render (which never shows staff data) uses the default. */
export const browserStaffLocale = (): Locale =>
  staffLocale(
    typeof navigator === 'undefined' ? [] : navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  );

/** The message catalogue of a locale for the console's translated sections (the same file the casino's pages load). */
export const staffMessagesQuery = (locale: Locale, bucket = messagesBucket()) =>
  queryOptions({
    queryKey: ['staff', 'messages', locale, bucket] as const,
    queryFn: async () => {
      await primeMessages(locale, bucket);
      return messagesFor(locale, bucket);
    },
    staleTime: Infinity,
  });
