import { z } from 'zod';
import { paginationSchema } from './pagination';
import {
  LATIN_NAME_PATTERN,
  PAYMENT_ACTIONS,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STATUSES,
  paymentRuleMessage,
} from './payments-constants';
export * from './payments-constants';

/**
 * Payments (requirements §core-3 Payment method and Payment history item, §core-5 card, expiry, amount and IBAN
 * rules, §core-7 payments and /api/users/transaction, §core-9 crypto limits and thresholds). Amounts are
 * integer minor units of the payment's currency: cents for fiat, 1e-8 of a coin for crypto.
 */

const cents = z.number().int().nonnegative();
const currencyCode = z.string().regex(/^[A-Z]{3,4}$/, 'is not a currency code');

/** Min and max of one action; null when the method does not offer it. */
const rangeSchema = z.object({ min: cents, max: cents }).nullable();

/** A payment method (requirements §core-3). */
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

/** A payment history item (requirements §core-3) with the amount and times the history shows. */
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
  /** A withdrawal the money desk reviews (decision 067): held, approved or rejected by a payments officer. */
  review: z.enum(['held', 'approved', 'rejected']).optional(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const paymentsResponseSchema = z.object({ data: z.array(paymentHistoryItemSchema), pagination: paginationSchema });

/** Amount in minor units: a positive whole number (requirements §core-5). */
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
 * POST /api/users/transaction: fraud data (requirements §core-7). Only the card's first digits (bin) and last
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
