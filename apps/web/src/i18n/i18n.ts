import i18next, { type TFunction, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { intlLocale, type Locale } from '@casino/contracts';

const instances = new WeakMap<object, i18n>();

type FixedT = ((key: unknown, options?: unknown, ...rest: unknown[]) => string) & { lng?: string; ns?: unknown };

/**
 * What components receive: an object whose prototype is the i18next instance, with two own
 * properties. react-i18next copies every own property of the instance it is given into a new
 * object for each component that calls useTranslation (the instance binds its ~40 methods as own
 * properties), which was a tenth of a lobby render on the server; through this object the copy
 * has two. Every method is the instance's own, bound to it, so nothing is read from or written
 * to a copy. The translation functions it hands out skip i18next's per-call option merging for
 * a plain key and remember what a key without options says: a message set never changes once
 * loaded (one instance per locale and message set, see createI18n).
 */
function renderView(instance: i18n, locale: Locale): i18n {
  const plain = new Map<string, string>();
  const view = Object.create(instance) as i18n;
  const getFixedT = instance.getFixedT as unknown as (...args: unknown[]) => FixedT;
  view.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions: unknown) => {
    const fixed = getFixedT(lng, ns, keyPrefix, fixedOptions);
    // Only the usual case (this locale, one namespace, no prefix) takes the short way.
    if (lng !== locale || typeof ns !== 'string' || keyPrefix) return fixed;
    const t = (key: unknown, options?: unknown, ...rest: unknown[]): string => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, options, ...rest);
      if (options === undefined) {
        const cacheKey = `${ns}\u0000${key}`;
        let text = plain.get(cacheKey);
        if (text === undefined) {
          text = String(instance.t(key, { lng: locale, ns }));
          plain.set(cacheKey, text);
        }
        return text;
      }
      if (typeof options !== 'object' || options === null) return fixed(key, options, ...rest);
      const given = options as { lng?: string; ns?: string };
      return String(instance.t(key, { ...given, lng: given.lng || locale, ns: given.ns || ns }));
    };
    return Object.assign(t, { lng: fixed.lng, ns: fixed.ns, keyPrefix: undefined }) as unknown as TFunction;
  }) as i18n['getFixedT'];
  return view;
}

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
  const view = renderView(instance, locale);
  instances.set(messages, view);
  return view;
}
