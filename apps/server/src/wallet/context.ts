import type { Account } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import { WalletError } from './errors';
import type { AccountRow, HouseKind, Ledger, Posted, TransactionRow } from './ledger';
import { ledgerAccounts, ledgerTransactions } from './tables';

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
  /** The wallet of a currency; read in `tx` when the movement runs in a caller's transaction. */
  walletFor(playerId: number, currency: string, tx?: Tx): Promise<AccountRow>;
  walletById(id: number): Promise<AccountRow>;
  /**
   * The id of a player's wallet of a currency, remembered once read: a wallet is never deleted nor
   * moved to another player or currency, so the bet path locks it by id without reading it first.
   */
  walletIdFor(playerId: number, currency: string): Promise<number>;
  transaction(id: number): Promise<TransactionRow>;
  house(kind: HouseKind, currency: string, tx?: Tx): Promise<number>;
  movement(posted: Posted, walletId: number): Promise<Movement>;
  checkAmount(amountCents: number): void;
}

/** A player's wallet of a currency, if it is open. */
async function walletRow(db: DbOrTx, playerId: number, currency: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.currency, currency)))
    .limit(1);
  return row;
}

/** Wallet ids remembered per process; past this many the oldest are forgotten (a bound, not a tuning). */
const WALLET_IDS_KEPT = 50_000;

export function createWalletContext(deps: { db: Db; ledger: Ledger }): WalletContext {
  const { db, ledger } = deps;
  const walletIds = new Map<string, number>();
  const ctx: WalletContext = {
    db,
    ledger,
    async walletFor(playerId, currency, tx) {
      const row = await walletRow(tx ?? db, playerId, currency);
      if (!row) throw new WalletError(404, 'wallet_not_found', `no ${currency} wallet`);
      return row;
    },
    async walletIdFor(playerId, currency) {
      const key = `${playerId}:${currency}`;
      const known = walletIds.get(key);
      if (known !== undefined) return known;
      const { id } = await ctx.walletFor(playerId, currency);
      if (walletIds.size >= WALLET_IDS_KEPT) walletIds.delete(walletIds.keys().next().value ?? key);
      walletIds.set(key, id);
      return id;
    },
    async walletById(id) {
      const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).limit(1);
      if (!row || row.playerId === null) throw new WalletError(404, 'wallet_not_found', 'wallet not found');
      return row;
    },
    async transaction(id) {
      const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id)).limit(1);
      if (!row) throw new WalletError(404, 'transaction_not_found', 'transaction not found');
      return row;
    },
    house: (kind, currency, tx) => ledger.houseAccount(kind, currency, tx),
    async movement(posted, walletId) {
      const after = posted.wallets.find((w) => w.id === walletId);
      // The row locked in the movement's transaction serves; only a raced replay reads it again.
      const locked = posted.accounts?.get(walletId);
      const row = locked && locked.playerId !== null ? locked : await ctx.walletById(walletId);
      // The balances as the movement left them (the first result on a replay), today's active flag.
      return { transactionId: posted.transaction.id, replayed: posted.replayed, account: toAccount({ ...row, ...after }) };
    },
    checkAmount(amountCents) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new WalletError(422, 'invalid_amount', 'amount must be a positive integer of minor units');
      }
    },
  };
  return ctx;
}
