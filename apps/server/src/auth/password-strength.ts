import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import { ruleMessage, type ValidationRule } from '@casino/contracts';

/**
 * zxcvbn's score (0 to 4) a new password must reach: 3 is "safely unguessable", about 10^10
 * guesses (docs/decisions/031-realtime-origin-captcha-passwords.md).
 */
const MIN_PASSWORD_SCORE = 3;

/**
 * English and German word lists besides the common ones (passwords, keyboard layouts). zxcvbn-ts
 * ships no Norwegian or Estonian; French and Italian would more than double the time of every
 * check for fewer players (decision 031).
 */
const LANGUAGES = { de, en } as const;

function suffixed(dictionary: Record<string, (string | number)[]>, language: string) {
  return Object.fromEntries(Object.entries(dictionary).map(([name, words]) => [`${name}-${language}`, words]));
}

let factory: ZxcvbnFactory | undefined;
/** Built on first use: ranking the dictionaries takes a moment and some memory. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: {
      ...common.dictionary,
      ...Object.assign({}, ...Object.entries(LANGUAGES).map(([code, language]) => suffixed(language.dictionary, code))),
    },
  });
  return factory;
}

/** zxcvbn's warning (its default translations are the warning's own key) to our rule. */
const RULE_OF_WARNING: Record<string, ValidationRule> = {
  topTen: 'password_common',
  topHundred: 'password_common',
  common: 'password_common',
  similarToCommon: 'password_common',
  pwned: 'password_common',
  straightRow: 'password_pattern',
  keyPattern: 'password_pattern',
  sequences: 'password_pattern',
  simpleRepeat: 'password_pattern',
  extendedRepeat: 'password_pattern',
  recentYears: 'password_dates',
  dates: 'password_dates',
  wordByItself: 'password_words',
  namesByThemselves: 'password_words',
  commonNames: 'password_words',
  userInputs: 'password_personal',
};

/** The words of the player's own data that a password should not be built on. */
const personalWords = (email: string | undefined) =>
  email
    ? [
        email,
        ...email
          .toLowerCase()
          .split(/[@.+_-]+/)
          .filter((part) => part.length >= 3),
      ]
    : [];

/**
 * Null for a password strong enough, otherwise the contracts rule message saying why it is
 * too easy to guess (the web shows it in the page's language, VAL-21).
 */
export function weakPasswordMessage(password: string, email?: string, field = 'password'): string | null {
  const result: ZxcvbnResult = estimator().check(password, personalWords(email));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const rule = RULE_OF_WARNING[result.feedback.warning ?? ''] ?? 'password_weak';
  return ruleMessage(rule, field);
}
