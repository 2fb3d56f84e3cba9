import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { TxRow } from './seamless-rules';
import { seamlessTransactions } from './tables';

/** The data access of the seamless wallet: its record of applied calls (`seamless_transactions`). */

/** The call recorded under a provider's transaction id. */
export async function findCall(db: DbOrTx, provider: string, transactionId: string): Promise<TxRow | undefined> {
  const [row] = await db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.provider, provider), eq(seamlessTransactions.transactionId, transactionId)))
    .limit(1);
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
  const rows = await db
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.provider, provider),
        or(
          eq(seamlessTransactions.transactionId, transactionId),
          and(eq(seamlessTransactions.betTransactionId, transactionId), eq(seamlessTransactions.kind, 'rollback')),
        ),
      ),
    );
  return {
    call: rows.find((row) => row.transactionId === transactionId),
    tombstone: rows.find((row) => row.kind === 'rollback' && row.betTransactionId === transactionId),
  };
}

/** Records an applied call; the unique (provider, transaction id) refuses a concurrent twin's second row. */
export async function insertCall(db: DbOrTx, values: typeof seamlessTransactions.$inferInsert): Promise<void> {
  await db.insert(seamlessTransactions).values(values);
}

/** The record of one kind (a rollback's tombstone, a win) kept for a bet, if any. */
export async function callForBet(
  db: DbOrTx,
  provider: string,
  betTransactionId: string,
  kind: 'rollback' | 'win',
): Promise<TxRow | undefined> {
  const [row] = await db
    .select()
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.provider, provider),
        eq(seamlessTransactions.betTransactionId, betTransactionId),
        eq(seamlessTransactions.kind, kind),
      ),
    )
    .limit(1);
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
