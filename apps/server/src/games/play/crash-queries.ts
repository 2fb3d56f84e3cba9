import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { RoundRow } from './round-deps';
import { crashChains, crashRounds, fairSeedPairs, gameRounds, gameSessions } from './tables';

/**
 * The data access of the shared crash round: its chains, its announced rounds and the bets
 * (`game_rounds` rows with a `crash_round`). Conditional writes answer undefined when another
 * process won the race, so the caller decides what that means.
 */

export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;

/** The two newest chains, newest first (the round at a moment is in one of them, or in a chain still to create). */
export async function latestChains(db: DbOrTx): Promise<CrashChainRow[]> {
  return db.select().from(crashChains).orderBy(desc(crashChains.firstRound)).limit(2);
}

/** The chain a round number falls in, if one was created that far. */
export async function chainOfRound(db: DbOrTx, round: number): Promise<CrashChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(lte(crashChains.firstRound, round))
    .orderBy(desc(crashChains.firstRound))
    .limit(1);
  return row;
}

/** Inserts a chain unless another process did first (the first round number is unique); answers its id when this one did. */
export async function insertChain(db: DbOrTx, values: typeof crashChains.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(crashChains).values(values).onConflictDoNothing().returning({ id: crashChains.id });
  return row?.id;
}

export async function announcedRound(db: DbOrTx, round: number): Promise<CrashRoundRow | undefined> {
  const [found] = await db.select().from(crashRounds).where(eq(crashRounds.round, round));
  return found;
}

/** Writes the seed pair a round is played with (revealed at the crash). */
export async function insertSeedPair(tx: DbOrTx, values: typeof fairSeedPairs.$inferInsert): Promise<number> {
  const [pair] = await tx.insert(fairSeedPairs).values(values).returning({ id: fairSeedPairs.id });
  if (!pair) throw new Error('seed pair insert returned nothing');
  return pair.id;
}

/** Writes a round's row unless another process announced it first. */
export async function insertCrashRound(tx: DbOrTx, values: typeof crashRounds.$inferInsert): Promise<CrashRoundRow | undefined> {
  const [row] = await tx.insert(crashRounds).values(values).onConflictDoNothing().returning();
  return row;
}

/** Marks a round crashed at its point, unless another process did first. */
export async function claimCrash(
  tx: DbOrTx,
  round: number,
  values: { crashedAt: Date; crashPoint: number },
): Promise<CrashRoundRow | undefined> {
  const [row] = await tx
    .update(crashRounds)
    .set(values)
    .where(and(eq(crashRounds.round, round), isNull(crashRounds.crashedAt)))
    .returning();
  return row;
}

/** Ends a seed pair's use and dates its reveal. */
export async function revealSeedPair(tx: DbOrTx, pairId: number, revealedAt: Date): Promise<void> {
  await tx.update(fairSeedPairs).set({ active: false, revealedAt }).where(eq(fairSeedPairs.id, pairId));
}

/** Writes the crash point into the round's bets that do not have it yet. */
export async function fillCrashPoint(tx: DbOrTx, round: number, point: number): Promise<void> {
  await tx
    .update(gameRounds)
    .set({ state: sql`jsonb_set(${gameRounds.state}, '{crashPoint}', to_jsonb(${point}::bigint))` })
    .where(and(eq(gameRounds.crashRound, round), sql`${gameRounds.state}->'crashPoint' = 'null'::jsonb`));
}

/** Rounds up to `upTo` whose crash is not yet published, oldest first. */
export async function uncrashedRounds(db: DbOrTx, upTo: number): Promise<{ round: number }[]> {
  return db
    .select({ round: crashRounds.round })
    .from(crashRounds)
    .where(and(isNull(crashRounds.crashedAt), lte(crashRounds.round, upTo)))
    .orderBy(asc(crashRounds.round))
    .limit(50);
}

/** Rounds that crashed since a moment, with their points. */
export async function crashedSince(db: DbOrTx, since: Date): Promise<{ round: number; point: number | null }[]> {
  return db
    .select({ round: crashRounds.round, point: crashRounds.crashPoint })
    .from(crashRounds)
    .where(and(isNotNull(crashRounds.crashedAt), gte(crashRounds.crashedAt, since)));
}

/** The last crashed rounds with their points and revealed seeds, newest first. */
export async function crashedRounds(db: DbOrTx, limit: number): Promise<{ round: number; point: number | null; seed: string }[]> {
  return db
    .select({ round: crashRounds.round, point: crashRounds.crashPoint, seed: fairSeedPairs.serverSeed })
    .from(crashRounds)
    .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, crashRounds.seedPairId))
    .where(isNotNull(crashRounds.crashedAt))
    .orderBy(desc(crashRounds.round))
    .limit(limit);
}

/** Open bets of rounds up to `upTo`, oldest first: the ones the clock may have settled. */
export async function openBets(db: DbOrTx, upTo: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(isNotNull(gameRounds.crashRound), eq(gameRounds.status, 'open'), lte(gameRounds.crashRound, upTo)))
    .orderBy(asc(gameRounds.id))
    .limit(500);
}

/** The bets of a round shown to everyone, in the order they were placed. */
export async function betsOfRound(db: DbOrTx, round: number, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.crashRound, round), inArray(gameRounds.status, ['open', 'settling', 'settled'])))
    .orderBy(asc(gameRounds.id))
    .limit(limit);
}

/** The session's latest crash bet. */
export async function latestBetOf(db: DbOrTx, sessionId: number): Promise<RoundRow | undefined> {
  const [mine] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), isNotNull(gameRounds.crashRound)))
    .orderBy(desc(gameRounds.id))
    .limit(1);
  return mine;
}

/** The session's bet in a round. */
export async function betOfRound(db: DbOrTx, sessionId: number, round: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), eq(gameRounds.crashRound, round)))
    .limit(1);
  return row;
}

/** The session's bet not yet settled (a stake or a payout on its way, or in play). */
export async function unfinishedBetOf(db: DbOrTx, sessionId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), inArray(gameRounds.status, ['betting', 'open', 'settling'])))
    .limit(1);
  return row;
}

/** Settles an open demo bet with its state and win, unless another call did first. */
export async function settleOpenBet(
  tx: DbOrTx,
  id: number,
  values: { state: unknown; winCents: number; now: Date },
): Promise<RoundRow | undefined> {
  const [updated] = await tx
    .update(gameRounds)
    .set({ status: 'settled', state: values.state, winCents: values.winCents, settledAt: values.now, updatedAt: values.now })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'open')))
    .returning();
  return updated;
}

/** Adds a win to the session's demo balance; answers the balance after it. */
export async function creditDemoWin(tx: DbOrTx, sessionId: number, cents: number): Promise<number | null> {
  const [session] = await tx
    .update(gameSessions)
    .set({ demoBalanceCents: sql`${gameSessions.demoBalanceCents} + ${cents}` })
    .where(eq(gameSessions.id, sessionId))
    .returning({ balance: gameSessions.demoBalanceCents });
  return session?.balance ?? null;
}

/** Writes the balance a bet left. */
export async function setBalanceAfter(tx: DbOrTx, id: number, balance: number | null): Promise<RoundRow | undefined> {
  const [withBalance] = await tx.update(gameRounds).set({ balanceAfterCents: balance }).where(eq(gameRounds.id, id)).returning();
  return withBalance;
}

/** Rejects a bet whose stake the wallet refused (only while it is still `betting`). */
export async function rejectBet(db: DbOrTx, id: number, at: { settledAt: Date; updatedAt: Date }): Promise<void> {
  await db
    .update(gameRounds)
    .set({ status: 'rejected', pending: null, settledAt: at.settledAt, updatedAt: at.updatedAt })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'betting')));
}

/** Opens a bet whose stake the wallet took (only while it is still `betting`). */
export async function openBet(
  tx: DbOrTx,
  id: number,
  values: { stakeCents: number; betId: string; balance: number; now: Date },
): Promise<RoundRow | undefined> {
  const [open] = await tx
    .update(gameRounds)
    .set({
      status: 'open',
      pending: null,
      stakeCents: values.stakeCents,
      betIds: [values.betId],
      balanceBeforeCents: values.balance + values.stakeCents,
      balanceAfterCents: values.balance,
      updatedAt: values.now,
    })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'betting')))
    .returning();
  return open;
}
