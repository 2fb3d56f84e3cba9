import { localizePath, type Locale } from '@casino/contracts';

/** The text of one CMS page in one locale. */
export interface PageText {
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  keywords: string;
  content: string;
}

/** A page's text in every one of the ten locales: the compiler refuses a missing one. */
export type PageTexts = Record<Locale, PageText>;

/**
 * What a page variant is written for (requirements §core-2: {page}/{licence or AU}): the default Curaçao-style
 * licence, the Estonian one, or visitors from Australia.
 */
export type Licence = 'CW' | 'EE' | 'AU';

export type EnglishLocale = 'en' | 'en-AU' | 'en-CA' | 'en-NZ' | 'en-KW';

/** What differs between the English-speaking markets: wording and local help lines. */
export interface EnglishVariant {
  locale: EnglishLocale;
  /** 'pokies' in Australia and New Zealand, 'slots' elsewhere. */
  slots: string;
  /** Capitalised form of `slots`. */
  Slots: string;
  /** Local problem-gambling help organisations, as <li> items. */
  helpItems: string[];
  /** The first local help line, for short mentions ("... call X on Y"). */
  helpLine: string;
}

/** Who runs the casino and where the player can reach them. */
export const BRAND = 'Rocket Casino';
export const OPERATOR_CW = 'Rocket Entertainment N.V.';
export const OPERATOR_EE = 'Rocket Entertainment OÜ';
export const SUPPORT_EMAIL = 'support@casino.example';
export const PRIVACY_EMAIL = 'privacy@casino.example';
export const COMPLAINTS_EMAIL = 'complaints@casino.example';
export const VIP_EMAIL = 'vip@casino.example';
export const SUPPORT_PHONE = '+372 555 0100';

/** HTML helpers: the seed content is plain h2 / p / ul markup. */
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const p = (...texts: string[]): string => texts.map((t) => `<p>${t}</p>`).join('\n');
export const ul = (...items: string[]): string => `<ul>\n${items.map((i) => `  <li>${i}</li>`).join('\n')}\n</ul>`;
export const html = (...parts: string[]): string => parts.join('\n');
export const mail = (address: string): string => `<a href="mailto:${address}">${address}</a>`;
export const tel = (number: string): string => `<a href="tel:${number.replace(/[^+\d]/g, '')}">${number}</a>`;
export const ext = (url: string, text?: string): string =>
  `<a href="https://${url}" target="_blank" rel="noopener noreferrer">${text ?? url}</a>`;
/** A link to another page of the site, in the reader's locale. */
export const link = (locale: Locale, path: string, text: string): string => `<a href="${localizePath(locale, path)}">${text}</a>`;
/** The support chat opens on the #chat hash (requirements §core-2). */
export const chat = (text: string): string => `<a href="#chat">${text}</a>`;

const GAMBLING_THERAPY = `Gambling Therapy: free multilingual online support, ${ext('www.gamblingtherapy.org')}`;
const GAMBLERS_ANONYMOUS = `Gamblers Anonymous: local self-help meetings, ${ext('www.gamblersanonymous.org')}`;
const BETBLOCKER = `BetBlocker: free software that blocks access to gambling sites, ${ext('betblocker.org')}`;

export const ENGLISH_VARIANTS: Record<EnglishLocale, EnglishVariant> = {
  en: {
    locale: 'en',
    slots: 'slots',
    Slots: 'Slots',
    helpItems: [GAMBLING_THERAPY, GAMBLERS_ANONYMOUS, BETBLOCKER],
    helpLine: `Gambling Therapy (${ext('www.gamblingtherapy.org')})`,
  },
  'en-AU': {
    locale: 'en-AU',
    slots: 'pokies',
    Slots: 'Pokies',
    helpItems: [
      `Gambling Help Online: free, confidential counselling 24/7 on ${tel('1800 858 858')} or at ${ext('www.gamblinghelponline.org.au')}`,
      `Lifeline: crisis support 24/7 on ${tel('13 11 14')}`,
      GAMBLERS_ANONYMOUS,
      BETBLOCKER,
    ],
    helpLine: `Gambling Help Online on ${tel('1800 858 858')}`,
  },
  'en-CA': {
    locale: 'en-CA',
    slots: 'slots',
    Slots: 'Slots',
    helpItems: [
      `ConnexOntario: free, confidential help 24/7 on ${tel('1-866-531-2600')} or at ${ext('www.connexontario.ca')}`,
      `Gambling Support BC: ${tel('1-888-795-6111')}, 24/7`,
      `Gambling: Help and Referral (Quebec): ${tel('1-800-461-0140')}`,
      GAMBLERS_ANONYMOUS,
      BETBLOCKER,
    ],
    helpLine: `ConnexOntario on ${tel('1-866-531-2600')}`,
  },
  'en-NZ': {
    locale: 'en-NZ',
    slots: 'pokies',
    Slots: 'Pokies',
    helpItems: [
      `Gambling Helpline: free, confidential support 24/7 on ${tel('0800 654 655')} or at ${ext('www.gamblinghelpline.co.nz')}`,
      `Problem Gambling Foundation: ${tel('0800 664 262')}, ${ext('www.pgf.nz')}`,
      GAMBLERS_ANONYMOUS,
      BETBLOCKER,
    ],
    helpLine: `the Gambling Helpline on ${tel('0800 654 655')}`,
  },
  'en-KW': {
    locale: 'en-KW',
    slots: 'slots',
    Slots: 'Slots',
    helpItems: [`Gambling Therapy: free online support in English and Arabic, ${ext('www.gamblingtherapy.org')}`, GAMBLERS_ANONYMOUS, BETBLOCKER],
    helpLine: `Gambling Therapy (${ext('www.gamblingtherapy.org')})`,
  },
};

/** Checks at compile time that a page has all ten locales. */
export const allLocales = (texts: PageTexts): PageTexts => texts;

/** Builds the five English versions of a page from one writer, each with its market's wording. */
export function english(build: (v: EnglishVariant) => PageText): Record<EnglishLocale, PageText> {
  return {
    en: build(ENGLISH_VARIANTS.en),
    'en-AU': build(ENGLISH_VARIANTS['en-AU']),
    'en-CA': build(ENGLISH_VARIANTS['en-CA']),
    'en-NZ': build(ENGLISH_VARIANTS['en-NZ']),
    'en-KW': build(ENGLISH_VARIANTS['en-KW']),
  };
}

/** Estonian help: the state gambling-restriction register and the national counselling centre. */
export const EMTA_SITE = ext('www.emta.ee');
export const EE_COUNSELLING_SITE = ext('www.mangusoltuvus.ee');
