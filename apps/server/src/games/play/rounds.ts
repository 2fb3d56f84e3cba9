import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { amountThresholdOf, type PlayRound } from '@casino/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, ValidationError, conflict, forbidden, notFound } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { boundAction, publicState } from './round-privacy';
import { engineById, type EngineId } from '../engines';
import { GameRuleError, type GameEngine, type RoundStateBase } from '../engines/types';
import { nodeHmac } from '../fair/hmac';
import { FairRandom } from '../fair/random';
import { isUniqueViolation } from '../../db/errors';
import type { RoundNotifier } from './notify';
import { SeamlessError, type SeamlessWallet } from './seamless';
import type { FairSeedService, TakenNonce } from './seeds';
import { INHOUSE_PROVIDER, type GameSessionRow, type GameSessionService } from './sessions';
import { fairSeedPairs, gameRounds, gameSessions } from './tables';

/** An open round untouched this long is settled in the player's favour: the player had that long to come back. */
export const ROUND_GRACE_MS = 60 * 60 * 1000;
/**
 * A stake or a payout on its way to the wallet (`betting`, `settling`) untouched this long was
 * left by a stopped process: no live request takes a minute between its writes.
 */
export const PENDING_GRACE_MS = 60 * 1000;
/** How often the scheduled job `interrupted-rounds` sweeps for rounds left unfinished. */
export const ROUND_SWEEP_INTERVAL_MS = 60 * 1000;

type RoundRow = typeof gameRounds.$inferSelect;
/** A stake increase on its way to the wallet: the state it leads to and the bet's transaction id. */
interface Pending {
  state: RoundStateBase;
  action: unknown;
  betId: string;
  amountCents: number;
}

export interface RoundService {
  /** Starts a round: takes the stake and plays the first step; a one-step game settles at once. */
  start(token: string | undefined, input: { betCents: number; params?: unknown }, callerId: number | null): Promise<PlayRound>;
  /** Plays one more step of the session's open round. */
  act(token: string | undefined, roundId: number, action: unknown, callerId: number | null): Promise<PlayRound>;
  /** The session's unfinished round (to resume) and the balance. */
  current(
    token: string | undefined,
    callerId: number | null,
  ): Promise<{ round: PlayRound | null; balance_cents: number; currency: string }>;
  /**
   * Finishes what a crash or a closed tab left: payouts on their way are paid (once), stakes on
   * their way are given back, rounds left open longer than the grace are settled by the engine's
   * settleInterrupted. Answers how many rounds it finished.
   */
  recover(graceMs?: number): Promise<number>;
  /**
   * Fixes a round's outcome and pays it once (a retry, or another process, replays the same
   * transaction id); for the shared crash round, whose bets settle outside `act`.
   */
  settleRow(row: RoundRow, state: RoundStateBase): Promise<RoundRow>;
  /** The session of a frame's token, refused when it belongs to another signed-in player. */
  sessionFor(token: string | undefined, callerId: number | null): Promise<GameSessionRow>;
  /** What the session plays with: the demo balance, or the player's wallet through the seamless API (0 when it cannot tell). */
  balanceOf(session: GameSessionRow): Promise<number>;
}

export type { RoundRow };

const UNFINISHED = ['betting', 'open', 'settling'] as const;
const betIdOf = (roundId: number, n: number) => `${INHOUSE_PROVIDER}-${roundId}-bet-${n}`;
const winIdOf = (roundId: number) => `${INHOUSE_PROVIDER}-${roundId}-win`;

/** A rule the engine refuses, as the field error the frame shows. */
function ruleError(err: unknown, betField = 'bet_cents'): never {
  if (err instanceof GameRuleError) throw new ValidationError({ [err.field === 'bet' ? betField : err.field]: [err.message] });
  throw err;
}

export function createRoundService(deps: {
  db: Db;
  clock: Clock;
  seeds: FairSeedService;
  sessions: GameSessionService;
  seamless: SeamlessWallet;
  notify: RoundNotifier;
}): RoundService {
  const { db, clock, seamless } = deps;
  const engineOf = (id: string): GameEngine => engineById(id as EngineId);

  async function sessionFor(token: string | undefined, callerId: number | null): Promise<GameSessionRow> {
    const session = await deps.sessions.resolve(token, true);
    // A signed-in caller may only drive a game session of their own.
    if (callerId !== null && session.playerId !== null && session.playerId !== callerId) {
      throw forbidden('the game session belongs to another player');
    }
    return session;
  }

  async function balanceOf(session: GameSessionRow): Promise<number> {
    if (session.mode === 'demo') {
      const [row] = await db
        .select({ b: gameSessions.demoBalanceCents })
        .from(gameSessions)
        .where(eq(gameSessions.id, session.id));
      return row?.b ?? 0;
    }
    if (session.playerId === null) return 0;
    return (
      (
        await seamless
          .balance({ provider: INHOUSE_PROVIDER, session: { id: session.id }, playerId: session.playerId })
          .catch(() => null)
      )?.balance_cents ?? 0
    );
  }

  const view = (row: RoundRow, balance: number): PlayRound => ({
    id: row.id,
    game_id: row.gameId,
    engine: row.engine,
    mode: row.mode,
    status: row.status,
    currency: row.currency,
    stake_cents: row.stakeCents,
    win_cents: row.winCents,
    state: publicState(row.state, clock.now().getTime() - row.createdAt.getTime()),
    balance_cents: balance,
  });

  async function randomFor(tx: DbOrTx, row: RoundRow, position: number): Promise<FairRandom> {
    const [pair] = await tx.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, row.seedPairId));
    if (!pair) throw new Error(`seed pair ${row.seedPairId} missing`);
    return new FairRandom(nodeHmac, pair.serverSeed, row.clientSeed, row.nonce, position);
  }

  async function update(id: number, values: Partial<typeof gameRounds.$inferInsert>, whereStatus?: RoundRow['status']) {
    const [row] = await db
      .update(gameRounds)
      .set({ ...values, updatedAt: clock.now() })
      .where(whereStatus ? and(eq(gameRounds.id, id), eq(gameRounds.status, whereStatus)) : eq(gameRounds.id, id))
      .returning();
    return row;
  }

  /** Pays the round's win once (a retry replays the same transaction id) and closes it. */
  async function settle(row: RoundRow, state: RoundStateBase, interrupted: boolean): Promise<RoundRow> {
    const engine = engineOf(row.engine);
    const win = engine.payout(state);
    let settling = row;
    if (row.status !== 'settling') {
      const updated = await update(
        row.id,
        { status: 'settling', state, winCents: win, rngPosition: state.rngPosition, interrupted },
        row.status,
      );
      if (!updated) throw conflict('the round changed meanwhile');
      settling = updated;
    }
    let balanceAfter = settling.balanceAfterCents;
    if (settling.mode === 'real' && settling.playerId !== null && settling.winCents > 0) {
      const betId = settling.betIds[0];
      if (!betId) throw new Error(`round ${settling.id} has no bet`);
      const paid = await seamless.win({
        provider: INHOUSE_PROVIDER,
        session: { id: settling.sessionId },
        playerId: settling.playerId,
        transactionId: winIdOf(settling.id),
        roundRef: String(settling.id),
        betTransactionId: betId,
        amountCents: settling.winCents,
        currency: settling.currency,
      });
      balanceAfter = paid.balance_cents;
    }
    const settledAt = clock.now();
    const events = await deps.notify.eventsOf({ ...settling, balanceAfterCents: balanceAfter }, settledAt);
    const settled = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(gameRounds)
        .set({ status: 'settled', balanceAfterCents: balanceAfter, settledAt, updatedAt: settledAt })
        .where(and(eq(gameRounds.id, settling.id), eq(gameRounds.status, 'settling')))
        .returning();
      if (done) await deps.notify.publish(tx, events);
      return done;
    });
    if (settled) {
      deps.notify.kick();
      return settled;
    }
    // Another call settled it meanwhile (the same win transaction, replayed): answer the stored round.
    const [stored] = await db.select().from(gameRounds).where(eq(gameRounds.id, settling.id));
    return stored ?? settling;
  }

  async function ownUnfinished(sessionId: number): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, sessionId), inArray(gameRounds.status, [...UNFINISHED])))
      .limit(1);
    return row;
  }

  /**
   * The session's unfinished round. A real-money session also takes over the player's unfinished
   * round of the same game and currency left in an earlier session (a reload of the game page
   * launches a new one), so an open hand resumes wherever the player comes back.
   */
  async function unfinishedOf(session: GameSessionRow): Promise<RoundRow | undefined> {
    const own = await ownUnfinished(session.id);
    if (own || session.mode !== 'real' || session.playerId === null) return own;
    // Only a hand waiting for the player: a round with a stake or payout on its way, or one a
    // single-step game is settling this instant, belongs to the request writing it.
    const candidates = await db
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
    const left = candidates.find((r) => !engineOf(r.engine).isFinished(r.state as RoundStateBase));
    if (!left) return undefined;
    try {
      // Conditional on the old session: of two tabs taking it over at once, one gets it.
      const [adopted] = await db
        .update(gameRounds)
        .set({ sessionId: session.id })
        .where(and(eq(gameRounds.id, left.id), eq(gameRounds.sessionId, left.sessionId), eq(gameRounds.status, 'open')))
        .returning();
      return adopted ?? (await ownUnfinished(session.id));
    } catch (err) {
      // The session started a round of its own meanwhile (one unfinished round per session).
      if (isUniqueViolation(err)) return ownUnfinished(session.id);
      throw err;
    }
  }

  function checkBet(betCents: number, currency: string) {
    if (betCents > amountThresholdOf(currency).betCents) {
      throw new ValidationError({ bet_cents: [`must be at most ${amountThresholdOf(currency).betCents}`] });
    }
  }

  /** Takes the next nonce of the owner's seed pair and deals the round's first step. */
  async function deal(
    tx: DbOrTx,
    owner: Parameters<FairSeedService['takeNonce']>[1],
    engine: GameEngine,
    params: unknown,
    bet: number,
  ) {
    const seeds = await deps.seeds.takeNonce(tx, owner);
    const random = new FairRandom(nodeHmac, seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    let state: RoundStateBase;
    try {
      state = engine.start(params, bet, random);
    } catch (err) {
      ruleError(err);
    }
    return { seeds, random, state };
  }

  /** The columns every new round takes from its session, its seeds and its first step. */
  const roundOf = (session: GameSessionRow, seeds: TakenNonce, random: FairRandom, params: unknown, state: RoundStateBase) => ({
    sessionId: session.id,
    gameId: session.gameId,
    engine: session.engine,
    currency: session.currency,
    params: params ?? {},
    state,
    seedPairId: seeds.pairId,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    rngPosition: random.position,
  });

  async function startDemo(session: GameSessionRow, engine: GameEngine, params: unknown, bet: number): Promise<RoundRow> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(gameSessions).where(eq(gameSessions.id, session.id)).for('update');
      const balance = locked?.demoBalanceCents ?? 0;
      if (bet > balance) throw new HttpError(409, 'not enough money');
      const owner = session.playerId !== null ? { playerId: session.playerId } : { pairId: session.seedPairId ?? 0 };
      const { seeds, random, state } = await deal(tx, owner, engine, params, bet);
      const finished = engine.isFinished(state);
      const win = finished ? engine.payout(state) : 0;
      const after = balance - bet + win;
      await tx.update(gameSessions).set({ demoBalanceCents: after }).where(eq(gameSessions.id, session.id));
      const now = clock.now();
      const [row] = await tx
        .insert(gameRounds)
        .values({
          ...roundOf(session, seeds, random, params, state),
          playerId: session.playerId,
          mode: 'demo',
          status: finished ? 'settled' : 'open',
          stakeCents: state.stake,
          winCents: win,
          balanceBeforeCents: balance,
          balanceAfterCents: after,
          createdAt: now,
          updatedAt: now,
          settledAt: finished ? now : null,
        })
        .returning();
      if (!row) throw new Error('round insert returned nothing');
      return row;
    });
  }

  async function startReal(session: GameSessionRow, engine: GameEngine, params: unknown, bet: number): Promise<RoundRow> {
    const playerId = session.playerId;
    if (playerId === null) throw forbidden('real play needs a player');
    const inserted = await db.transaction(async (tx) => {
      const { seeds, random, state } = await deal(tx, { playerId }, engine, params, bet);
      const now = clock.now();
      // Written before the stake is taken: a crash from here on leaves a round recovery can finish.
      const [row] = await tx
        .insert(gameRounds)
        .values({
          ...roundOf(session, seeds, random, params, state),
          playerId,
          mode: 'real',
          status: 'betting',
          stakeCents: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('round insert returned nothing');
      return row;
    });
    const betId = betIdOf(inserted.id, 1);
    let balance: number;
    try {
      const taken = await seamless.bet({
        provider: INHOUSE_PROVIDER,
        session: { id: session.id },
        playerId,
        transactionId: betId,
        roundRef: String(inserted.id),
        amountCents: bet,
        currency: session.currency,
      });
      balance = taken.balance_cents;
    } catch (err) {
      if (err instanceof SeamlessError) {
        await update(inserted.id, { status: 'rejected', settledAt: clock.now() }, 'betting');
        if (err.code === 'insufficient_funds') throw new HttpError(409, 'not enough money');
        if (err.code === 'invalid_amount') throw new ValidationError({ bet_cents: [err.message] });
      }
      throw err;
    }
    const state = inserted.state as RoundStateBase;
    const open = await update(
      inserted.id,
      { status: 'open', stakeCents: bet, betIds: [betId], balanceBeforeCents: balance + bet, balanceAfterCents: balance },
      'betting',
    );
    if (!open) throw conflict('the round changed meanwhile');
    return engine.isFinished(state) ? settle(open, state, false) : open;
  }

  /** Takes a stake increase through the wallet, then stores the step; a refusal leaves the round as it was. */
  async function raise(row: RoundRow, next: RoundStateBase, action: unknown, amount: number): Promise<RoundRow> {
    const playerId = row.playerId;
    if (playerId === null) throw forbidden('real play needs a player');
    const betId = betIdOf(row.id, row.betIds.length + 1);
    const pending: Pending = { state: next, action, betId, amountCents: amount };
    const marked = await update(row.id, { status: 'betting', pending }, 'open');
    if (!marked) throw conflict('the round changed meanwhile');
    let balance: number;
    try {
      balance = (
        await seamless.bet({
          provider: INHOUSE_PROVIDER,
          session: { id: row.sessionId },
          playerId,
          transactionId: betId,
          roundRef: String(row.id),
          amountCents: amount,
          currency: row.currency,
        })
      ).balance_cents;
    } catch (err) {
      if (err instanceof SeamlessError) {
        await update(row.id, { status: 'open', pending: null }, 'betting');
        if (err.code === 'insufficient_funds') throw new HttpError(409, 'not enough money');
      }
      throw err;
    }
    const stored = await update(
      row.id,
      {
        status: 'open',
        pending: null,
        state: next,
        stakeCents: next.stake,
        actions: [...row.actions, action],
        betIds: [...row.betIds, betId],
        rngPosition: next.rngPosition,
        balanceAfterCents: balance,
      },
      'betting',
    );
    if (!stored) throw conflict('the round changed meanwhile');
    return stored;
  }

  async function actDemo(row: RoundRow, next: RoundStateBase, action: unknown, engine: GameEngine): Promise<RoundRow> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(gameSessions).where(eq(gameSessions.id, row.sessionId)).for('update');
      const balance = locked?.demoBalanceCents ?? 0;
      const state = row.state as RoundStateBase;
      const raiseBy = next.stake - state.stake;
      if (raiseBy > balance) throw new HttpError(409, 'not enough money');
      const finished = engine.isFinished(next);
      const win = finished ? engine.payout(next) : 0;
      const after = balance - Math.max(0, raiseBy) + win;
      await tx.update(gameSessions).set({ demoBalanceCents: after }).where(eq(gameSessions.id, row.sessionId));
      const now = clock.now();
      const [stored] = await tx
        .update(gameRounds)
        .set({
          state: next,
          stakeCents: next.stake,
          winCents: win,
          actions: [...row.actions, action],
          rngPosition: next.rngPosition,
          status: finished ? 'settled' : 'open',
          balanceAfterCents: after,
          updatedAt: now,
          settledAt: finished ? now : null,
        })
        .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'open'), eq(gameRounds.rngPosition, row.rngPosition)))
        .returning();
      if (!stored) throw conflict('the round changed meanwhile');
      return stored;
    });
  }

  /** Gives back a stake whose fate a crash left unknown (a tombstone if it never reached the wallet). */
  async function abandonPending(row: RoundRow): Promise<void> {
    const pending = row.pending as Pending | null;
    const betId = pending?.betId ?? betIdOf(row.id, 1);
    if (row.playerId !== null) {
      await seamless
        .rollback({
          provider: INHOUSE_PROVIDER,
          session: { id: row.sessionId },
          playerId: row.playerId,
          transactionId: `${betId}-rollback`,
          roundRef: String(row.id),
          betTransactionId: betId,
        })
        .catch((err: unknown) => {
          if (!(err instanceof SeamlessError)) throw err;
        });
    }
    if (row.betIds.length === 0) await update(row.id, { status: 'rejected', pending: null, settledAt: clock.now() }, 'betting');
    else await update(row.id, { status: 'open', pending: null }, 'betting');
  }

  return {
    settleRow: (row, state) => settle(row, state, false),
    sessionFor,
    balanceOf,
    async start(token, input, callerId) {
      const session = await sessionFor(token, callerId);
      // Crash is one round for everyone (docs/decisions/020-shared-crash-round.md).
      if (session.engine === 'crash') throw conflict('crash is played in the shared round: bet with POST /crash/bets');
      const engine = engineOf(session.engine);
      let params: unknown;
      try {
        params = engine.parseParams(input.params ?? {});
      } catch (err) {
        ruleError(err);
      }
      checkBet(input.betCents, session.currency);
      if (await unfinishedOf(session)) throw conflict('a round is in progress: finish it first');
      let row: RoundRow;
      try {
        row =
          session.mode === 'demo'
            ? await startDemo(session, engine, params, input.betCents)
            : await startReal(session, engine, params, input.betCents);
      } catch (err) {
        // Two starts at once on one session: the one-open-round index lets one through.
        if (isUniqueViolation(err)) {
          throw conflict('a round is in progress: finish it first');
        }
        throw err;
      }
      return view(row, row.balanceAfterCents ?? (await balanceOf(session)));
    },

    async act(token, roundId, input, callerId) {
      const session = await sessionFor(token, callerId);
      const row = await unfinishedOf(session);
      if (!row || row.id !== roundId) throw notFound('round not found');
      if (row.status !== 'open') throw conflict('the round is busy: try again');
      const engine = engineOf(row.engine);
      let action: unknown;
      let next: RoundStateBase;
      try {
        action = engine.parseAction(boundAction(row.engine, input, clock.now().getTime() - row.createdAt.getTime()));
        next = engine.act(row.state as RoundStateBase, action, await randomFor(db, row, row.rngPosition));
      } catch (err) {
        ruleError(err);
      }
      if (row.mode === 'demo') {
        const stored = await actDemo(row, next, action, engine);
        return view(stored, stored.balanceAfterCents ?? 0);
      }
      const raiseBy = next.stake - (row.state as RoundStateBase).stake;
      let stored: RoundRow;
      if (raiseBy > 0) {
        checkBet(raiseBy, row.currency);
        stored = await raise(row, next, action, raiseBy);
      } else {
        const [updated] = await db
          .update(gameRounds)
          .set({ state: next, actions: [...row.actions, action], rngPosition: next.rngPosition, updatedAt: clock.now() })
          .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'open'), eq(gameRounds.rngPosition, row.rngPosition)))
          .returning();
        if (!updated) throw conflict('the round changed meanwhile');
        stored = updated;
      }
      if (engine.isFinished(next)) stored = await settle(stored, next, false);
      return view(stored, stored.balanceAfterCents ?? (await balanceOf(session)));
    },

    async current(token, callerId) {
      const session = await sessionFor(token, callerId);
      const row = await unfinishedOf(session);
      const balance = await balanceOf(session);
      return { round: row ? view(row, balance) : null, balance_cents: balance, currency: session.currency };
    },

    recover,
  };

  async function recover(graceMs = ROUND_GRACE_MS): Promise<number> {
    const now = clock.now().getTime();
    const rows = await db
      .select()
      .from(gameRounds)
      .where(
        or(
          and(eq(gameRounds.status, 'open'), lt(gameRounds.updatedAt, new Date(now - graceMs))),
          and(
            inArray(gameRounds.status, ['betting', 'settling']),
            lt(gameRounds.updatedAt, new Date(now - Math.min(graceMs, PENDING_GRACE_MS))),
          ),
        ),
      )
      .orderBy(gameRounds.id)
      .limit(1000);
    let finished = 0;
    const failures: unknown[] = [];
    for (const row of rows) {
      try {
        finished += await recoverRow(row);
      } catch (err) {
        // Another process finished the round meanwhile: nothing left to do for it.
        if (err instanceof HttpError && err.statusCode === 409) continue;
        failures.push(err);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} interrupted rounds not recovered`);
    return finished;
  }

  /** Finishes one round a stopped process or a closed tab left; answers 1 when it settled it. */
  async function recoverRow(row: RoundRow): Promise<number> {
    if (row.status === 'settling') {
      await settle(row, row.state as RoundStateBase, row.interrupted);
    } else if (row.status === 'betting') {
      await abandonPending(row);
      return 0;
    } else if (row.crashRound !== null) {
      // A shared crash bet is settled by the crash round's own clock (crash-round.ts), never refunded.
      return 0;
    } else {
      const engine = engineOf(row.engine);
      const state = engine.settleInterrupted(row.state as RoundStateBase, await randomFor(db, row, row.rngPosition));
      if (row.mode === 'demo') {
        await db.transaction(async (tx) => {
          const [done] = await tx
            .update(gameRounds)
            .set({
              status: 'settled',
              state,
              winCents: engine.payout(state),
              interrupted: true,
              settledAt: clock.now(),
              updatedAt: clock.now(),
            })
            .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'open')))
            .returning();
          if (done) {
            await tx
              .update(gameSessions)
              .set({ demoBalanceCents: sql`${gameSessions.demoBalanceCents} + ${done.winCents}` })
              .where(eq(gameSessions.id, row.sessionId));
          }
        });
      } else {
        await settle(row, state, true);
      }
    }
    return 1;
  }
}
