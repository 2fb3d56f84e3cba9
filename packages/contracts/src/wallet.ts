import { z } from 'zod';
export * from './wallet-balance';

/**
 * Wallets (requirements §core-3 Account, §core-7 /api/player/accounts). `amount_cents` is the whole balance,
 * `available_to_cashout_cents` its real-money part; the bonus part is the difference. Amounts are
 * integer minor units of the account's currency (`subunits_to_unit` in money.ts).
 */
const cents = z.number().int().nonnegative();

export const accountSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  active: z.boolean(),
  amount_cents: cents,
  available_to_cashout_cents: cents,
  /** Bets still owed by the current bonus: the wagering requirement and how much of it is met. */
  total_wagering_cents: cents,
  wagered_cents: cents,
});
export type Account = z.infer<typeof accountSchema>;

export const accountsResponseSchema = z.array(accountSchema);

/** `?compatibility` is a bare flag in the spec's call; a value other than empty, true or 1 is refused. */
export const accountsQuerySchema = z
  .object({
    compatibility: z.enum(['', 'true', '1']).optional(),
  })
  .strict();

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3,4}$/, 'is not a currency code');

/** POST /api/player/accounts: choose the wallet of a currency, opening it when there is none. */
export const selectAccountRequestSchema = z.object({ currency: currencyCodeSchema }).strict();
