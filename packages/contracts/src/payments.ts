import { z } from 'zod';
import { GROUPS } from './constants';
import { paginationSchema } from './pagination';

/**
 * Payments (spec §3 Payment method and Payment history item, §5 card, expiry, amount and IBAN
 * rules, §7 payments and /api/users/transaction, §9 crypto limits and thresholds). Amounts are
 * integer minor units of the payment's currency: cents for fiat, 1e-8 of a coin for crypto.
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

/** The rule messages of spec §5 for payments; the web translates them by rule name. */
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
  /** DECISIONS 5: no deposits from a restricted country; withdrawals stay open. */
  restrictedCountry: 'payments.error.restricted_country',
} as const;

/**
 * Spec §4 (GIFT-14, ROLE-06): deposit gifts are not offered to multi-account players (group 100),
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

/** Bank prefixes (BIN starts) whose cards are refused (spec §5). */
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

/** IBAN: letters, digits and spaces only (spec §5), with its country, length and mod-97 check. */
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

/** An IBAN of a Lithuanian bank adds the player to group 1101 (spec §5, §6). */
export const isLithuanianIban = (value: string): boolean => value.replace(/ /g, '').toUpperCase().startsWith('LT');

/**
 * Crypto limits of spec §9 in minor units (1e-8 of a coin): minimum deposit, and the withdrawal
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

/** The coin names of spec §9, used as the crypto methods' brand. */
export const CRYPTO_BRANDS: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  BCH: 'bitcoin-cash',
  LTC: 'litecoin',
  ETH: 'ethereum',
  DOG: 'dogecoin',
  USDT: 'tether',
};

/**
 * Bet and deposit sum thresholds of spec §9 per currency, in cents (DECISIONS 9 and 23);
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

/** How long after a canceled deposit the web shows its warning toast (spec §4, §9). */
export const CANCELED_DEPOSIT_TOAST_WINDOW_MS = 5 * 60 * 1000;

const cents = z.number().int().nonnegative();
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/, 'is not a currency code');

/** Min and max of one action; null when the method does not offer it. */
const rangeSchema = z.object({ min: cents, max: cents }).nullable();

/** A payment method (spec §3). */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  provider: z.string(),
  currency: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  savedProfiles: z.array(
    z.object({
      id: z.number().int(),
      brand: z.string(),
      bin: z.string(),
      last4: z.string(),
      expiry: z.string(),
      holder: z.string(),
    }),
  ),
  image: z.string(),
  termsOfService: z.object({ restrictions: z.object({ amountCurrencyCode: z.string() }) }),
  info: z.object({
    processingTime: z.string(),
    fee: z.number().int(),
    deposit: rangeSchema,
    withdrawal: rangeSchema,
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsQuerySchema = z.object({ currency: currencyCode, action: z.enum(PAYMENT_ACTIONS) }).strict();
export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);

/** A payment history item (spec §3) with the amount and times the history shows. */
export const paymentHistoryItemSchema = z.object({
  id: z.number().int(),
  action: z.enum(PAYMENT_ACTIONS),
  state: z.enum(PAYMENT_STATUSES),
  amount_cents: cents,
  currency: z.string(),
  method_id: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  recallable: z.boolean(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const paymentsResponseSchema = z.object({ data: z.array(paymentHistoryItemSchema), pagination: paginationSchema });

/** Amount in minor units: a positive whole number (spec §5). */
const amountSchema = z
  .number(paymentRuleMessage('required'))
  .int(paymentRuleMessage('amount_integer'))
  .positive(paymentRuleMessage('amount_positive'))
  .max(Number.MAX_SAFE_INTEGER, paymentRuleMessage('amount_max', Number.MAX_SAFE_INTEGER));

export const cardInputSchema = z
  .object({
    number: z.string().max(23),
    expiry: z.string().max(5),
    holder: z
      .string()
      .trim()
      .min(1, paymentRuleMessage('required'))
      .max(80)
      .regex(LATIN_NAME_PATTERN, paymentRuleMessage('latin_letters_only')),
    cvv: z.string().regex(/^\d{3,4}$/),
    save: z.boolean().optional(),
  })
  .strict();

/** POST /api/player/payments/deposits. */
export const depositRequestSchema = z
  .object({
    amount_cents: amountSchema,
    currency: currencyCode,
    method_id: z.string().max(64),
    card: cardInputSchema.optional(),
    saved_profile_id: z.number().int().positive().optional(),
    iban: z.string().max(42).optional(),
    /** The deposit gift the player chose, passed on to promotions with the succeeded deposit. */
    deposit_bonus: z.string().max(64).optional(),
  })
  .strict();
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const depositResponseSchema = z.object({
  payment: paymentHistoryItemSchema,
  /** The 3-D Secure style challenge the player must answer in a popup, when the card asks for it. */
  challenge: z.object({ url: z.string() }).nullable(),
  /** Where to send the coins, for a crypto deposit. */
  crypto: z.object({ address: z.string(), confirmations_required: z.number().int() }).nullable(),
  /** The IBAN was Lithuanian: the player joined group 1101 and the UI shows the Lithuania message. */
  lithuanian_iban: z.boolean(),
});

/** POST /api/player/payments/withdrawals. */
export const withdrawalRequestSchema = z
  .object({
    amount_cents: amountSchema,
    currency: currencyCode,
    method_id: z.string().max(64),
    saved_profile_id: z.number().int().positive().optional(),
    iban: z.string().max(42).optional(),
    address: z.string().max(128).optional(),
  })
  .strict();
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalResponseSchema = z.object({ payment: paymentHistoryItemSchema, lithuanian_iban: z.boolean() });

/** POST /api/player/payments/{id}/challenge: the player's answer to the card's challenge. */
export const challengeRequestSchema = z.object({ code: z.string().max(16).optional(), cancel: z.boolean().optional() }).strict();

export const cryptoAddressQuerySchema = z.object({ currency: currencyCode }).strict();
export const cryptoAddressResponseSchema = z.object({
  currency: z.string(),
  address: z.string(),
  confirmations_required: z.number().int(),
  min_deposit_cents: cents,
});

export const paymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();

/**
 * POST /api/users/transaction: fraud data (spec §7). Only the card's first digits (bin) and last
 * four are accepted; a full card number is an unknown field and refused.
 */
export const fraudTransactionRequestSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'is not a country code'),
    first_name: z.string().max(80).optional(),
    last_name: z.string().max(80).optional(),
    dfpc: z.string().max(256).optional(),
    /**
     * Six digits only: the shortest card Luhn accepts has 12, so 8 digits plus the last 4 could
     * rebuild a whole number (the request carries no card length to allow 8 for longer cards).
     */
    card_bin: z
      .string()
      .regex(/^\d{6}$/, 'must be the first 6 digits')
      .optional(),
    card_last4: z
      .string()
      .regex(/^\d{4}$/, 'must be 4 digits')
      .optional(),
    expiry: z
      .string()
      .regex(/^\d{2}\/\d{2}$/, 'must be MM/YY')
      .optional(),
    holder: z.string().max(80).optional(),
    amount_cents: amountSchema,
    currency: currencyCode,
    payment_system: z.string().max(64),
    type: z.enum(['transaction', 'payout']),
    custom_player_status: z.string().max(64).optional(),
  })
  .strict();
export type FraudTransactionRequest = z.infer<typeof fraudTransactionRequestSchema>;

/** A signed webhook of a payment provider (the sandbox's shape; a real provider parses its own). */
export const paymentWebhookSchema = z
  .object({
    event_id: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    status: z.enum(PAYMENT_STATUSES),
    amount_cents: cents,
    currency: currencyCode,
    confirmations: z.number().int().nonnegative().optional(),
  })
  .strict();
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;
