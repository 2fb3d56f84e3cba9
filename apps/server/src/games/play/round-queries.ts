import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { nodeHmac } from '../fair/hmac';
import { FairRandom } from '../fair/random';
import type { RoundRow } from './round-deps';
import { UNFINISHED } from './round-rules';
import type { GameSessionRow } from './sessions';
import { fairSeedPairs, gameRounds, gameSessions } from './tables';

/**
 * The data access of the in-house rounds (`game_rounds`, the demo balance of `game_sessions`, the
 * round's seed pair). Every conditional write answers undefined when its condition failed, so the
 * caller decides what a lost race means.
 */

type RoundValues = Partial<typeof gameRounds.$inferInsert>;

/** Writes a round's columns and its updatedAt; with `whereStatus`, only while it is in that status. */
export async function updateRound(
  deps: { db: Db; clock: Clock },
  id: number,
  values: RoundValues,
  whereStatus?: RoundRow['status'],
): Promise<RoundRow | undefined> {
  const [row] = await deps.db
    .update(gameRounds)
    .set({ ...values, updatedAt: deps.clock.now() })
    .where(whereStatus ? and(eq(gameRounds.id, id), eq(gameRounds.status, whereStatus)) : eq(gameRounds.id, id))
    .returning();
  return row;
}

export async function roundById(db: DbOrTx, id: number): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row;
}

/** Inserts a round; the insert always answers its row. */
export async function insertRound(tx: DbOrTx, values: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(gameRounds).values(values).returning();
  if (!row) throw new Error('round insert returned nothing');
  return row;
}

/** Stores a step of an open round, unless another step was stored since the row was read (its rngPosition moved). */
export async function storeStep(tx: DbOrTx, row: RoundRow, values: RoundValues): Promise<RoundRow | undefined> {
  const [stored] = await tx
    .update(gameRounds)
    .set(values)
    .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'open'), eq(gameRounds.rngPosition, row.rngPosition)))
    .returning();
  return stored;
}

/** Closes a round whose payout is done, unless another call closed it first. */
export async function closeSettling(tx: DbOrTx, id: number, values: RoundValues): Promise<RoundRow | undefined> {
  const [done] = await tx
    .update(gameRounds)
    .set(values)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'settling')))
    .returning();
  return done;
}

/** Closes a round still open, unless another call closed it first. */
export async function closeOpen(tx: DbOrTx, id: number, values: RoundValues): Promise<RoundRow | undefined> {
  const [done] = await tx
    .update(gameRounds)
    .set(values)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'open')))
    .returning();
  return done;
}

/** The session's own unfinished round (a session holds at most one). */
export async function ownUnfinishedRound(db: DbOrTx, sessionId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, sessionId), inArray(gameRounds.status, [...UNFINISHED])))
    .limit(1);
  return row;
}

/**
 * The player's open rounds of the session's game and currency left in earlier real-money
 * sessions (shared crash bets aside), oldest first: the rounds a new session may take over.
 */
export async function roundsLeftInOtherSessions(db: DbOrTx, session: GameSessionRow & { playerId: number }): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, session.playerId),
        eq(gameRounds.gameId, session.gameId),
        eq(gameRounds.mode, 'real'),
        eq(gameRounds.currency, session.currency),
        ne(gameRounds.sessionId, session.id),
        isNull(gameRounds.crashRound),
        eq(gameRounds.status, 'open'),
      ),
    )
    .orderBy(gameRounds.id)
    .limit(5);
}

/** Moves an open round to another session, conditional on its old session: of two tabs taking it over at once, one gets it. */
export async function moveRoundToSession(db: DbOrTx, round: RoundRow, sessionId: number): Promise<RoundRow | undefined> {
  const [adopted] = await db
    .update(gameRounds)
    .set({ sessionId })
    .where(and(eq(gameRounds.id, round.id), eq(gameRounds.sessionId, round.sessionId), eq(gameRounds.status, 'open')))
    .returning();
  return adopted;
}

/** Rounds left unfinished: open ones untouched since `cutoffs.open`, stakes or payouts on their way untouched since `cutoffs.pending`. */
export async function roundsToRecover(db: DbOrTx, cutoffs: { open: Date; pending: Date }): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(
      or(
        and(eq(gameRounds.status, 'open'), lt(gameRounds.updatedAt, cutoffs.open)),
        and(inArray(gameRounds.status, ['betting', 'settling']), lt(gameRounds.updatedAt, cutoffs.pending)),
      ),
    )
    .orderBy(gameRounds.id)
    .limit(1000);
}

/** The round's outcome stream from its seed pair, opened at a byte position. */
export async function randomOf(tx: DbOrTx, row: RoundRow, position: number): Promise<FairRandom> {
  const [pair] = await tx.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, row.seedPairId));
  if (!pair) throw new Error(`seed pair ${row.seedPairId} missing`);
  return new FairRandom(nodeHmac, pair.serverSeed, row.clientSeed, row.nonce, position);
}

export async function demoBalanceOf(db: DbOrTx, sessionId: number): Promise<number> {
  const [row] = await db.select({ b: gameSessions.demoBalanceCents }).from(gameSessions).where(eq(gameSessions.id, sessionId));
  return row?.b ?? 0;
}

/** Locks the session's row for the transaction and answers its demo balance. */
export async function lockDemoBalance(tx: DbOrTx, sessionId: number): Promise<number> {
  const [locked] = await tx.select().from(gameSessions).where(eq(gameSessions.id, sessionId)).for('update');
  return locked?.demoBalanceCents ?? 0;
}

export async function setDemoBalance(tx: DbOrTx, sessionId: number, cents: number): Promise<void> {
  await tx.update(gameSessions).set({ demoBalanceCents: cents }).where(eq(gameSessions.id, sessionId));
}

/** Adds to the demo balance in the statement itself (no read before). */
export async function creditDemoBalance(tx: DbOrTx, sessionId: number, cents: number): Promise<void> {
  await tx
    .update(gameSessions)
    .set({ demoBalanceCents: sql`${gameSessions.demoBalanceCents} + ${cents}` })
    .where(eq(gameSessions.id, sessionId));
}
