import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
// auth owns the credential columns of the players row (docs/architecture.md §2).
import { players } from '../players/tables';

/** The account columns of the players row that registration, sign-in and the lock-out read and write. */
export type AccountRow = typeof players.$inferSelect;
type NewAccount = typeof players.$inferInsert;

/** The account of an address (already normalised), whatever the case it was registered in. */
export async function accountByEmail(tx: DbOrTx, email: string): Promise<AccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(players)
    .where(eq(sql`lower(${players.email})`, email))
    .limit(1);
  return row;
}

/** Whether an address is taken, and by a closed account (registration answers those differently). */
export async function emailHolder(tx: DbOrTx, email: string): Promise<{ closedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ closedAt: players.closedAt })
    .from(players)
    .where(eq(sql`lower(${players.email})`, email));
  return row;
}

/** Inserts the new account; undefined when the address was taken meanwhile (the unique index). */
export async function insertAccount(tx: DbOrTx, values: NewAccount): Promise<AccountRow | undefined> {
  const [row] = await tx.insert(players).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Writes a sign-in on the account and clears its lock; false when the account is closed (checked
 * in the update, under the row lock, so a closure at the same moment wins).
 */
export async function markSignedIn(tx: DbOrTx, account: AccountRow, ip: string, now: Date): Promise<boolean> {
  const [open] = await tx
    .update(players)
    .set({
      lastSignInAt: account.currentSignInAt,
      currentSignInAt: now,
      lastSignInIp: ip,
      signInCount: sql`${players.signInCount} + 1`,
      lockedUntil: null,
    })
    .where(and(eq(players.id, account.id), isNull(players.closedAt)))
    .returning({ id: players.id });
  return Boolean(open);
}

/** Locks the account until `until`; false when it is locked already at `now` (an earlier guess set the lock). */
export async function lockAccountUntil(tx: DbOrTx, playerId: number, until: Date, now: Date): Promise<boolean> {
  const [set] = await tx
    .update(players)
    .set({ lockedUntil: until })
    .where(and(eq(players.id, playerId), or(isNull(players.lockedUntil), lte(players.lockedUntil, now))))
    .returning({ id: players.id });
  return Boolean(set);
}
