import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale, type Locale } from '@casino/contracts';

const instances = new WeakMap<object, i18n>();

/**
 * One i18next instance per locale and message set. Messages are flat keys ("lobby.title"), so
 * key and namespace separators are off; interpolation escaping is React's job.
 */
export function createI18n(locale: Locale, messages: Record<string, string>): i18n {
  // The same message set (the server keeps one per locale and 5-minute bucket) shares one
  // instance: pages only read from it, they never change its language.
  const known = instances.get(messages);
  if (known?.language === locale) return known;
  const instance = i18next.createInstance();
  instances.set(messages, instance);
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.services.formatter?.add('money', (value: number, _lng, options: { currency?: string }) =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: options.currency ?? 'EUR' }).format(value),
  );
  return instance;
}
