import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { preparedForRows, preparedOn, rowPlaceholders, rowsValues } from '../db/prepared';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables';

/**
 * The statements of every movement of money, prepared once (db/prepared.ts): they run inside the
 * movement's transaction, on its connection.
 */

type AccountRow = typeof ledgerAccounts.$inferSelect;
type TransactionRow = typeof ledgerTransactions.$inferSelect;
type NewTransaction = Omit<typeof ledgerTransactions.$inferInsert, 'id'>;
type NewEntry = Omit<typeof ledgerEntries.$inferInsert, 'id'>;

/** Locks the accounts FOR UPDATE in id order (distinct ids), answering their rows. */
export function lockAccounts(tx: DbOrTx, ids: readonly number[]): Promise<AccountRow[]> {
  const query = preparedForRows(tx, 'ledger_lock_accounts', ids.length, (on, name) =>
    on
      .select()
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.id,
          ids.map((_, i) => sql.placeholder(`id${i}`)),
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update')
      .prepare(name),
  );
  return query.execute(Object.fromEntries(ids.map((id, i) => [`id${i}`, id])));
}

/** Inserts a ledger transaction, answering its row. */
export async function insertTransaction(tx: DbOrTx, values: NewTransaction): Promise<TransactionRow> {
  const query = preparedOn(tx, 'ledger_insert_transaction', (on, name) =>
    on
      .insert(ledgerTransactions)
      .values({
        kind: sql.placeholder('kind'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
        requestHash: sql.placeholder('requestHash'),
        playerId: sql.placeholder('playerId'),
        referenceId: sql.placeholder('referenceId'),
        metadata: sql.placeholder('metadata'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning()
      .prepare(name),
  );
  const [row] = await query.execute({ ...values, playerId: values.playerId ?? null, referenceId: values.referenceId ?? null });
  if (!row) throw new Error('ledger transaction insert returned nothing');
  return row;
}

const ENTRY_COLUMNS = ['transactionId', 'accountId', 'currency', 'part', 'amountCents'] as const;

/** Inserts the entries of a transaction in one statement. */
export async function insertEntries(tx: DbOrTx, entries: readonly NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const query = preparedForRows(tx, 'ledger_insert_entries', entries.length, (on, name) =>
    on
      .insert(ledgerEntries)
      .values(entries.map((_, i) => rowPlaceholders(ENTRY_COLUMNS, i) as PgInsertValue<typeof ledgerEntries>))
      .prepare(name),
  );
  await query.execute(rowsValues(entries.map((e) => ({ ...e }))));
}

/** Stores an account's balances and wagering after a movement. */
export async function storeAccount(
  tx: DbOrTx,
  row: Pick<AccountRow, 'id' | 'realCents' | 'bonusCents' | 'wageringRequiredCents' | 'wageredCents'>,
  now: Date,
): Promise<void> {
  const query = preparedOn(tx, 'ledger_store_account', (on, name) =>
    on
      .update(ledgerAccounts)
      // An update's placeholders are wrapped in SQL (drizzle types `set` without them): sent as given.
      .set({
        realCents: sql`${sql.placeholder('realCents')}`,
        bonusCents: sql`${sql.placeholder('bonusCents')}`,
        wageringRequiredCents: sql`${sql.placeholder('wageringRequiredCents')}`,
        wageredCents: sql`${sql.placeholder('wageredCents')}`,
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(eq(ledgerAccounts.id, sql.placeholder('id')))
      .prepare(name),
  );
  await query.execute({
    id: row.id,
    realCents: row.realCents,
    bonusCents: row.bonusCents,
    wageringRequiredCents: row.wageringRequiredCents,
    wageredCents: row.wageredCents,
    updatedAt: now.toISOString(),
  });
}
