import type { Account } from './wallet';

/**
 * The balance view of an account. Apart from the schemas in wallet.ts, so a page can show balances
 * without loading zod.
 */

/** The balance view of the header dropdown and the sidebar (requirements §core-3, §promo-5). */
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
