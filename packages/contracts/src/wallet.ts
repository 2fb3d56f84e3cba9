import { z } from 'zod';

/**
 * Wallets (spec §3 Account, §7 /api/player/accounts). `amount_cents` is the whole balance,
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

/** The balance view of the header dropdown and the sidebar (spec §3, P§5). */
export interface BalanceView {
  real_cents: number;
  bonus_cents: number;
  common_cents: number;
  total_wagering_cents: number;
  wagered_cents: number;
  /** floor(wagered / total × 100), 0 without a requirement, never above 100. */
  wagering_percent: number;
}

/** Wagering percent as the spec defines it: wagered over total times 100, floored. */
export function wageringPercent(wageredCents: number, totalCents: number): number {
  if (totalCents <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((wageredCents * 100) / totalCents)));
}

/** Splits an account into the real, bonus and common balances and the wagering progress. */
export function balanceView(
  account: Pick<Account, 'amount_cents' | 'available_to_cashout_cents' | 'total_wagering_cents' | 'wagered_cents'>,
): BalanceView {
  const real = Math.min(account.available_to_cashout_cents, account.amount_cents);
  return {
    real_cents: real,
    bonus_cents: account.amount_cents - real,
    common_cents: account.amount_cents,
    total_wagering_cents: account.total_wagering_cents,
    wagered_cents: account.wagered_cents,
    wagering_percent: wageringPercent(account.wagered_cents, account.total_wagering_cents),
  };
}
