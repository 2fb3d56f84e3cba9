import type { Locale } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/i18n';
import { browserStaffLocale, staffMessagesQuery } from './staff-locale';

/**
 * A translated section of the staff console: its texts in the browser's language where it is
 * one of ours (issue 25; the whole console is translated, decision 017's addendum). Until the
 * catalogue is in, an empty placeholder of the section's class keeps its place.
 */
export function InStaffLanguage({ className, children }: { className: string; children: (locale: Locale) => ReactNode }) {
  const [locale] = useState(browserStaffLocale);
  const messages = useQuery(staffMessagesQuery(locale));
  const i18n = useMemo(() => (messages.data ? createI18n(locale, messages.data) : null), [locale, messages.data]);
  if (!i18n) return <div className={className} aria-busy="true" />;
  return <I18nextProvider i18n={i18n}>{children(locale)}</I18nextProvider>;
}
