import type { Account } from '@casino/contracts';
import type { Db } from '../db/client';
import type { AccountRow, HouseKind, Ledger, Posted, TransactionRow } from './ledger';

/** The result of a movement: its ledger transaction and the wallet right after it. */
export interface Movement {
  transactionId: number;
  /** True when the key had been used before with the same content: nothing moved this time. */
  replayed: boolean;
  account: Account;
}

/** A money request: the caller's idempotency key, the player's wallet and a positive amount. */
export interface MoneyRequest {
  key: string;
  playerId: number;
  currency: string;
  amountCents: number;
  metadata?: Record<string, unknown>;
}

/** A wallet row in the spec's Account shape (amount = real + bonus; cashout part = real). */
export const toAccount = (
  row: Pick<AccountRow, 'id' | 'currency' | 'active' | 'realCents' | 'bonusCents' | 'wageringRequiredCents' | 'wageredCents'>,
): Account => ({
  id: row.id,
  currency: row.currency,
  active: row.active,
  amount_cents: row.realCents + row.bonusCents,
  available_to_cashout_cents: row.realCents,
  total_wagering_cents: row.wageringRequiredCents,
  wagered_cents: row.wageredCents,
});

/** What movements share: finding wallets and transactions, turning a posting into a Movement. */
export interface WalletContext {
  db: Db;
  ledger: Ledger;
  walletFor(playerId: number, currency: string): Promise<AccountRow>;
  walletById(id: number): Promise<AccountRow>;
  transaction(id: number): Promise<TransactionRow>;
  house(kind: HouseKind, currency: string): Promise<number>;
  movement(posted: Posted, walletId: number): Promise<Movement>;
  checkAmount(amountCents: number): void;
}
