import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import type { TxRow } from './seamless-rules';
import { seamlessTransactions } from './tables';

/**
 * The data access of the seamless wallet: its record of applied calls (`seamless_transactions`).
 * The statements every call sends are prepared (db/prepared.ts).
 */

const PROVIDER = sql.placeholder('provider');
const TRANSACTION_ID = sql.placeholder('transactionId');
const BET_TRANSACTION_ID = sql.placeholder('betTransactionId');

/** The call recorded under a provider's transaction id. */
export async function findCall(db: DbOrTx, provider: string, transactionId: string): Promise<TxRow | undefined> {
  const query = preparedOn(db, 'seamless_find_call', (on, name) =>
    on
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.provider, PROVIDER), eq(seamlessTransactions.transactionId, TRANSACTION_ID)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ provider, transactionId });
  return row;
}

/**
 * In one statement, what a new bet must know before it moves money: the call already recorded under
 * its transaction id (a repeat), and the tombstone of a rollback that arrived before it.
 */
export async function callAndTombstone(
  db: DbOrTx,
  provider: string,
  transactionId: string,
): Promise<{ call: TxRow | undefined; tombstone: TxRow | undefined }> {
  const query = preparedOn(db, 'seamless_call_and_tombstone', (on, name) =>
    on
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.provider, PROVIDER),
          or(
            eq(seamlessTransactions.transactionId, TRANSACTION_ID),
            and(eq(seamlessTransactions.betTransactionId, TRANSACTION_ID), eq(seamlessTransactions.kind, 'rollback')),
          ),
        ),
      )
      .prepare(name),
  );
  const rows = await query.execute({ provider, transactionId });
  return {
    call: rows.find((row) => row.transactionId === transactionId),
    tombstone: rows.find((row) => row.kind === 'rollback' && row.betTransactionId === transactionId),
  };
}

/** Records an applied call; the unique (provider, transaction id) refuses a concurrent twin's second row. */
export async function insertCall(db: DbOrTx, values: typeof seamlessTransactions.$inferInsert): Promise<void> {
  const query = preparedOn(db, 'seamless_insert_call', (on, name) =>
    on
      .insert(seamlessTransactions)
      .values({
        provider: PROVIDER,
        transactionId: TRANSACTION_ID,
        kind: sql.placeholder('kind'),
        playerId: sql.placeholder('playerId'),
        currency: sql.placeholder('currency'),
        amountCents: sql.placeholder('amountCents'),
        roundRef: sql.placeholder('roundRef'),
        betTransactionId: BET_TRANSACTION_ID,
        requestHash: sql.placeholder('requestHash'),
        walletTransactionId: sql.placeholder('walletTransactionId'),
        tombstone: sql.placeholder('tombstone'),
        settledBy: sql.placeholder('settledBy'),
        response: sql.placeholder('response'),
        createdAt: sql.placeholder('createdAt'),
      })
      .prepare(name),
  );
  await query.execute({
    ...values,
    betTransactionId: values.betTransactionId ?? null,
    walletTransactionId: values.walletTransactionId ?? null,
    tombstone: values.tombstone ?? false,
    settledBy: values.settledBy ?? null,
  });
}

/** The record of one kind (a rollback's tombstone, a win) kept for a bet, if any. */
export async function callForBet(
  db: DbOrTx,
  provider: string,
  betTransactionId: string,
  kind: 'rollback' | 'win',
): Promise<TxRow | undefined> {
  const query = preparedOn(db, 'seamless_call_for_bet', (on, name) =>
    on
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.provider, PROVIDER),
          eq(seamlessTransactions.betTransactionId, BET_TRANSACTION_ID),
          eq(seamlessTransactions.kind, sql.placeholder('kind')),
        ),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ provider, betTransactionId, kind });
  return row;
}

/**
 * Claims a bet for a win: one win id gets through however many arrive at once, the same id again
 * keeps its claim. Answers whether this win holds the claim.
 */
export async function claimBetForWin(db: DbOrTx, betRowId: number, winTransactionId: string): Promise<boolean> {
  const [claimed] = await db
    .update(seamlessTransactions)
    .set({ settledBy: winTransactionId })
    .where(
      and(
        eq(seamlessTransactions.id, betRowId),
        or(isNull(seamlessTransactions.settledBy), eq(seamlessTransactions.settledBy, winTransactionId)),
      ),
    )
    .returning({ id: seamlessTransactions.id });
  return claimed !== undefined;
}
