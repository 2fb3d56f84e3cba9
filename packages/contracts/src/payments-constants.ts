import { GROUPS } from './constants';

/**
 * The payments' plain values and checks: statuses, rules and their messages, card, IBAN and amount
 * helpers (requirements §core-3, §core-5, §core-9). Apart from the schemas in payments.ts, so a page can use them without
 * loading zod.
 */

export const PAYMENT_STATUSES = [
  'canceled',
  'declined',
  'rejected',
  'recalled',
  'succeeded',
  'pending',
  'processing',
  'reserved',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment in one of these never changes again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['canceled', 'declined', 'rejected', 'recalled', 'succeeded'];
export const isFinalPaymentStatus = (status: string): boolean => (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status);

export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export const PAYMENT_METHOD_TYPES = ['card', 'bank', 'crypto'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** The rule messages of requirements §core-5 for payments; the web translates them by rule name. */
export const PAYMENT_RULES = {
  invalid_card_number: 'card number is invalid',
  blocked_card: 'cards of this bank are not accepted',
  card_brand_mismatch: 'card number does not belong to {{bound}}',
  invalid_expiry: 'expiry must be MM/YY',
  card_expired: 'card has expired',
  invalid_iban: 'IBAN may contain only letters, digits and spaces and must be a valid account number',
  amount_integer: 'amount must be a whole number of minor units',
  amount_positive: 'amount must be greater than 0',
  amount_min: 'amount must be at least {{bound}}',
  amount_max: 'amount must be at most {{bound}}',
  not_enough_money: 'not enough money',
  unknown_method: 'is not an available payment method',
  currency_not_enabled: 'is not enabled',
  amount_step: 'amount must be a multiple of {{bound}}',
  latin_letters_only: 'use English letters only',
  deposit_gift_unavailable: 'deposit gifts are not available for this account',
  required: 'is required',
} as const;
export type PaymentRule = keyof typeof PAYMENT_RULES;
export const paymentRuleMessage = (rule: PaymentRule, bound?: string | number): string =>
  PAYMENT_RULES[rule].replace('{{bound}}', String(bound ?? ''));

/** Refusals that are not about one field, sent as message keys the web translates. */
export const PAYMENT_MESSAGES = {
  /** DECISIONS-5: no deposits from a restricted country; withdrawals stay open. */
  restrictedCountry: 'payments.error.restricted_country',
} as const;

/**
 * Requirements §core-4 (GIFT-14, ROLE-06): deposit gifts are not offered to multi-account players (group 100),
 * to players whose can_issue_bonuses is false, nor to players who already hold a deposit bonus code.
 */
export function canChooseDepositGift(player: {
  groups: readonly number[];
  can_issue_bonuses: boolean;
  deposit_bonus_code: string | null;
}): boolean {
  return !player.groups.includes(GROUPS.multiAccount) && player.can_issue_bonuses && !player.deposit_bonus_code;
}

/**
 * VAL-12 VAL-27: the step every amount is a multiple of, in minor units. One minor unit unless
 * the currency moves in coarser steps: KZT in whole tenge (tiyn are out of use), USDT in
 * millionths (the token's own precision; our unit is 1e-8 like every coin).
 */
export const AMOUNT_STEPS: Readonly<Record<string, number>> = { KZT: 100, USDT: 100 };
export const amountStepOf = (currency: string): number => AMOUNT_STEPS[currency] ?? 1;

/**
 * VAL-14: English letters only, for names typed as on a card: words of A-Z separated by a
 * space, dot, apostrophe or hyphen ("Ada Lovelace", "J. R. R. Tolkien", "O'Neil-Smith").
 */
export const LATIN_NAME_PATTERN = /^[A-Za-z]+(?:[ .'-]+[A-Za-z]+)*\.?$/;
export const isLatinName = (value: string): boolean => LATIN_NAME_PATTERN.test(value.trim());

/** Bank prefixes (BIN starts) whose cards are refused (requirements §core-5). */
export const BLOCKED_CARD_PREFIXES = ['400005', '520082'] as const;

/** The Luhn checksum of a card number of 12 to 19 digits (spaces allowed). */
export function isLuhnValid(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const isBlockedCard = (value: string): boolean =>
  BLOCKED_CARD_PREFIXES.some((prefix) => value.replace(/ /g, '').startsWith(prefix));

/** Which card brand a number belongs to, by its leading digits. */
export function cardBrandOf(value: string): 'visa' | 'mastercard' | 'maestro' | null {
  const n = value.replace(/ /g, '');
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(n)) return 'mastercard';
  if (/^(50|5[6-9]|6\d)/.test(n)) return 'maestro';
  return null;
}

/** MM/YY with month 1..12, not before the month of `today` (the card is valid through its month). */
export function expiryProblem(value: string, today: Date): 'invalid_expiry' | 'card_expired' | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return 'invalid_expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid_expiry';
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'card_expired' : null;
}

/** IBAN: letters, digits and spaces only (requirements §core-5), with its country, length and mod-97 check. */
export function isValidIban(value: string): boolean {
  if (!/^[A-Za-z0-9 ]+$/.test(value)) return false;
  const iban = value.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An IBAN of a Lithuanian bank adds the player to group 1101 (requirements §core-5, §core-6). */
export const isLithuanianIban = (value: string): boolean => value.replace(/ /g, '').toUpperCase().startsWith('LT');

/**
 * Crypto limits of requirements §core-9 in minor units (1e-8 of a coin): minimum deposit, and the withdrawal
 * range. Keys are currency codes; the spec names the coins (bitcoin, bitcoin-cash, ...).
 */
export const CRYPTO_LIMITS: Readonly<Record<string, { depositMin: number; withdrawMin: number; withdrawMax: number }>> = {
  BTC: { depositMin: 10_000, withdrawMin: 10_000, withdrawMax: 40_000_000 },
  BCH: { depositMin: 10_000, withdrawMin: 10_000, withdrawMax: 40_000_000 },
  LTC: { depositMin: 1_000_000, withdrawMin: 10_000, withdrawMax: 6_000_000_000 },
  ETH: { depositMin: 1_000_000, withdrawMin: 10_000, withdrawMax: 1_200_000_000 },
  DOG: { depositMin: 1_000_000, withdrawMin: 10_000, withdrawMax: 160_000_000_000_000 },
  USDT: { depositMin: 2_000_000_000, withdrawMin: 2_500_000_000, withdrawMax: 400_000_000_000 },
};

/** The coin names of requirements §core-9, used as the crypto methods' brand. */
export const CRYPTO_BRANDS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  BCH: 'bitcoin-cash',
  LTC: 'litecoin',
  ETH: 'ethereum',
  DOG: 'dogecoin',
  USDT: 'tether',
};

/**
 * Bet and deposit sum thresholds of requirements §core-9 per currency, in cents (DECISIONS-9 and DECISIONS-23);
 * other currencies use the default.
 */
export const AMOUNT_THRESHOLDS: Readonly<Record<string, { betCents: number; depositCents: number }>> = {
  USD: { betCents: 6_000_000, depositCents: 600_000 },
  EUR: { betCents: 6_000_000, depositCents: 600_000 },
  AUD: { betCents: 9_000_000, depositCents: 900_000 },
  CAD: { betCents: 9_000_000, depositCents: 900_000 },
  NZD: { betCents: 9_000_000, depositCents: 900_000 },
  BRL: { betCents: 30_000_000, depositCents: 3_000_000 },
};
export const DEFAULT_AMOUNT_THRESHOLD = { betCents: 9_000_000, depositCents: 900_000 } as const;
export const amountThresholdOf = (currency: string) => AMOUNT_THRESHOLDS[currency] ?? DEFAULT_AMOUNT_THRESHOLD;

/** How long after a canceled deposit the web shows its warning toast (requirements §core-4, §core-9). */
export const CANCELED_DEPOSIT_TOAST_WINDOW_MS = 5 * 60 * 1000;
