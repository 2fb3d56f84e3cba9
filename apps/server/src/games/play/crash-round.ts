import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  amountThresholdOf,
  type CrashChainInfo,
  type CrashHistory,
  type CrashHistoryEntry,
  type CrashPublicBet,
  type CrashRealtime,
  type CrashRoundInfo,
  type CrashStateResponse,
  type PlayRound,
} from '@casino/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { HttpError, ValidationError, conflict, notFound } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { Rng } from '../../platform/rng';
import { REALTIME_PUSH_EVENT } from '../../events/realtime-push';
import { isUniqueViolation } from '../../db/errors';
import { crash as crashEngine, multiplierAt, timeOf, type CrashState } from '../engines/crash';
import { GameRuleError, validateBet } from '../engines/types';
import {
  buildCrashChain,
  CRASH_CHAIN_LENGTH,
  CRASH_CLIENT_SEED,
  phaseAt,
  sha256Hex,
  type CrashChain,
  type CrashRoundTimes,
} from '../fair/crash-chain';
import { nodeHmac } from '../fair/hmac';
import { maskName } from './notify';
import type { RoundRow, RoundService } from './rounds';
import { SeamlessError, type SeamlessWallet } from './seamless';
import { INHOUSE_PROVIDER, type GameSessionRow } from './sessions';
import { crashChains, crashRounds, fairSeedPairs, gameRounds, gameSessions } from './tables';

/** A shared crash bet's state: the engine's, with the round it is in. The crash point stays null until the crash. */
export interface SharedCrashState extends Omit<CrashState, 'crashPoint'> {
  crashPoint: number | null;
  round: number;
}

/** Where the clock stands: the chain, the round's index in it and its times. */
export interface CrashMoment {
  chain: CrashChain;
  chainId: number;
  index: number;
  times: CrashRoundTimes;
  phase: ReturnType<typeof phaseAt>;
}

export interface CrashRoundService {
  /** The round now, its bets, the session's bet, the last rounds and the chain (the game frame's view). */
  state(token: string | undefined, callerId: number | null): Promise<CrashStateResponse>;
  /** Places the session's bet in the round open for bets (422 outside the betting phase). */
  bet(
    token: string | undefined,
    input: { round: number; betCents: number; autoCashout: number | null },
    callerId: number | null,
  ): Promise<PlayRound>;
  /** Cashes the session's bet out at the multiplier the server's clock reads now. */
  cashout(token: string | undefined, round: number, callerId: number | null): Promise<PlayRound>;
  /** The chain's commitment and the last crashed rounds with their seeds (public). */
  history(): Promise<CrashHistory>;
  /** The round running at a moment (creates the chain on first use). */
  at(ms: number): Promise<CrashMoment>;
  /**
   * Moves the shared round on: announces the round, publishes a crash once the clock passed it,
   * settles auto cash-outs and lost bets. Safe in any number of processes at once.
   */
  tick(): Promise<void>;
  /** Ticks on a timer (listening processes). */
  start(intervalMs?: number): void;
  stop(): void;
}

const HISTORY_SIZE = 20;
const PUBLIC_BETS = 100;
const TICK_MS = 250;
const iso = (ms: number) => new Date(ms).toISOString();
const betIdOf = (round: number, playerId: number) => `${INHOUSE_PROVIDER}-crash-${round}-${playerId}-bet`;

function ruleError(err: unknown, field: string): never {
  if (err instanceof GameRuleError) throw new ValidationError({ [field]: [err.message] });
  throw err;
}

/**
 * The crash game as one shared round (docs/decisions/020-shared-crash-round.md). No process
 * leads: the schedule and every crash point follow from the stored chain and the clock, and each
 * state change is a conditional write that only one process wins.
 */
export function createCrashRoundService(deps: {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  rounds: RoundService;
  seamless: SeamlessWallet;
  nameOf(playerId: number): Promise<string>;
  chainLength?: number;
}): CrashRoundService {
  const { db, clock, outbox, seamless, rounds } = deps;
  const chainLength = deps.chainLength ?? CRASH_CHAIN_LENGTH;
  const built = new Map<number, CrashChain>();
  const names = new Map<number, string>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let lastTick = 0;

  const chainOf = (row: typeof crashChains.$inferSelect): CrashChain => {
    let chain = built.get(row.id);
    if (!chain) {
      chain = buildCrashChain(nodeHmac, {
        secret: row.secretSeed,
        length: row.length,
        firstRound: row.firstRound,
        epochMs: row.epoch.getTime(),
      });
      built.set(row.id, chain);
    }
    return chain;
  };

  /** Inserts a chain unless another process did first (the first round number is unique). */
  async function createChain(firstRound: number, epochMs: number): Promise<void> {
    const secret = deps.rng.bytes(32).toString('hex');
    // The commitment is the hash of the first link, which needs every link.
    const chain = buildCrashChain(nodeHmac, { secret, length: chainLength, firstRound, epochMs });
    const [row] = await db
      .insert(crashChains)
      .values({
        firstRound,
        length: chainLength,
        secretSeed: secret,
        commitment: chain.commitment,
        epoch: new Date(epochMs),
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: crashChains.id });
    if (row) built.set(row.id, chain);
  }

  async function at(ms: number): Promise<CrashMoment> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const rows = await db.select().from(crashChains).orderBy(desc(crashChains.firstRound)).limit(2);
      const last = rows[0];
      if (!last) {
        await createChain(0, Math.floor(ms / 1000) * 1000);
        continue;
      }
      for (const row of rows) {
        const chain = chainOf(row);
        const index = chain.indexAt(ms);
        if (index >= 0) {
          const times = chain.times(index);
          return { chain, chainId: row.id, index, times, phase: phaseAt(times, ms) };
        }
      }
      const lastChain = chainOf(last);
      if (ms >= lastChain.endMs) await createChain(last.firstRound + last.length, lastChain.endMs);
      else throw new Error('the crash round clock is before its chain');
    }
    throw new Error('the crash chain could not be found');
  }

  /** The times of any round number (its chain row loaded). */
  async function timesOf(round: number): Promise<CrashMoment> {
    const [row] = await db
      .select()
      .from(crashChains)
      .where(lte(crashChains.firstRound, round))
      .orderBy(desc(crashChains.firstRound))
      .limit(1);
    if (!row || round >= row.firstRound + row.length) throw notFound('round not found');
    const chain = chainOf(row);
    const index = round - row.firstRound;
    const times = chain.times(index);
    return { chain, chainId: row.id, index, times, phase: phaseAt(times, clock.now().getTime()) };
  }

  const push = (tx: DbOrTx, data: CrashRealtime) =>
    outbox.publish(tx, { type: REALTIME_PUSH_EVENT, payload: { channel: 'public:crash', data } });

  /** The round's row and seed pair, written by the first process to need them; announces the round. */
  async function announce(moment: CrashMoment): Promise<typeof crashRounds.$inferSelect> {
    const round = moment.times.round;
    const [found] = await db.select().from(crashRounds).where(eq(crashRounds.round, round));
    if (found) return found;
    const seed = moment.chain.seedOf(moment.index);
    const created = await db
      .transaction(async (tx) => {
        const [pair] = await tx
          .insert(fairSeedPairs)
          .values({
            serverSeed: seed,
            serverSeedHash: sha256Hex(seed),
            clientSeed: CRASH_CLIENT_SEED,
            nonce: round,
            createdAt: clock.now(),
          })
          .returning({ id: fairSeedPairs.id });
        if (!pair) throw new Error('seed pair insert returned nothing');
        const [row] = await tx
          .insert(crashRounds)
          .values({ round, chainId: moment.chainId, seedPairId: pair.id, bettingAt: new Date(moment.times.bettingAt) })
          .onConflictDoNothing()
          .returning();
        // Another process announced it meanwhile: drop our seed pair with the transaction.
        if (!row) throw new AnnouncedMeanwhile();
        await push(tx, {
          type: 'round',
          round,
          betting_at: iso(moment.times.bettingAt),
          flight_at: iso(moment.times.flightAt),
          seed_hash: sha256Hex(seed),
        });
        return row;
      })
      .catch((err: unknown) => {
        if (err instanceof AnnouncedMeanwhile || isUniqueViolation(err)) return null;
        throw err;
      });
    if (created) {
      outbox.kick();
      return created;
    }
    const [again] = await db.select().from(crashRounds).where(eq(crashRounds.round, round));
    if (!again) throw new Error(`crash round ${round} could not be announced`);
    return again;
  }

  /** Publishes a crash the clock has passed, once: reveals the seed and writes the point into the round's bets. */
  async function publishCrash(round: number): Promise<void> {
    const { times, chain, index } = await timesOf(round);
    const now = clock.now().getTime();
    if (now < times.crashAt) return;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(crashRounds)
        .set({ crashedAt: new Date(times.crashAt), crashPoint: times.crashPoint })
        .where(and(eq(crashRounds.round, round), isNull(crashRounds.crashedAt)))
        .returning();
      if (!row) return false;
      await tx
        .update(fairSeedPairs)
        .set({ active: false, revealedAt: new Date(now) })
        .where(eq(fairSeedPairs.id, row.seedPairId));
      await fillCrashPoint(tx, round, times.crashPoint);
      await push(tx, {
        type: 'crashed',
        round,
        crash_point: times.crashPoint,
        crash_at: iso(times.crashAt),
        server_seed: chain.seedOf(index),
        next_at: iso(times.endAt),
      });
      return true;
    });
    if (claimed) outbox.kick();
  }

  const fillCrashPoint = (tx: DbOrTx, round: number, point: number) =>
    tx
      .update(gameRounds)
      .set({ state: sql`jsonb_set(${gameRounds.state}, '{crashPoint}', to_jsonb(${point}::bigint))` })
      .where(and(eq(gameRounds.crashRound, round), sql`${gameRounds.state}->'crashPoint' = 'null'::jsonb`));

  async function nameFor(playerId: number | null): Promise<string> {
    if (playerId === null) return maskName('guest');
    let name = names.get(playerId);
    if (name === undefined) {
      name = maskName(await deps.nameOf(playerId).catch(() => 'player'));
      if (names.size > 10_000) names.clear();
      names.set(playerId, name);
    }
    return name;
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
    state: row.state,
    balance_cents: balance,
  });

  /** Settles a bet at a multiplier (null: lost) once; a process that lost the race answers the stored row. */
  async function finish(row: RoundRow, multiplier: number | null, by: CrashState['settledBy']): Promise<RoundRow> {
    const { times } = await timesOf(row.crashRound ?? 0);
    const crashed = clock.now().getTime() >= times.crashAt;
    const before = row.state as SharedCrashState;
    const state: SharedCrashState = {
      ...before,
      crashPoint: crashed ? times.crashPoint : null,
      cashedOutAt: multiplier,
      win: multiplier === null ? 0 : Math.floor((row.stakeCents * multiplier) / 100),
      finished: true,
      settledBy: by,
    };
    let done: RoundRow;
    if (row.mode === 'real') {
      try {
        done = await rounds.settleRow(row, state);
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
        const [stored] = await db.select().from(gameRounds).where(eq(gameRounds.id, row.id));
        if (!stored) throw err;
        // Another call took it to settling: finishing it again replays the same win transaction.
        done = stored.status === 'settling' ? await rounds.settleRow(stored, stored.state as SharedCrashState) : stored;
        return done;
      }
    } else {
      const now = clock.now();
      const settled = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(gameRounds)
          .set({ status: 'settled', state, winCents: state.win, settledAt: now, updatedAt: now })
          .where(and(eq(gameRounds.id, row.id), eq(gameRounds.status, 'open')))
          .returning();
        if (!updated) return null;
        const [session] = await tx
          .update(gameSessions)
          .set({ demoBalanceCents: sql`${gameSessions.demoBalanceCents} + ${state.win}` })
          .where(eq(gameSessions.id, row.sessionId))
          .returning({ balance: gameSessions.demoBalanceCents });
        const [withBalance] = await tx
          .update(gameRounds)
          .set({ balanceAfterCents: session?.balance ?? null })
          .where(eq(gameRounds.id, row.id))
          .returning();
        return withBalance ?? updated;
      });
      if (!settled) {
        const [stored] = await db.select().from(gameRounds).where(eq(gameRounds.id, row.id));
        if (!stored) throw notFound('round not found');
        return stored;
      }
      done = settled;
    }
    if (multiplier !== null) {
      await push(db, {
        type: 'cashout',
        round: row.crashRound ?? 0,
        player: await nameFor(row.playerId),
        multiplier,
        win_cents: state.win,
        currency: row.currency,
      });
      outbox.kick();
    }
    return done;
  }

  /** Settles a bet whose fate the clock decided: an auto cash-out the curve passed, or the crash. */
  async function settleDue(row: RoundRow): Promise<RoundRow> {
    if (row.status !== 'open' || row.crashRound === null) return row;
    const { times } = await timesOf(row.crashRound);
    const now = clock.now().getTime();
    const auto = (row.state as SharedCrashState).params.autoCashout;
    const autoWins = auto !== null && auto <= times.crashPoint;
    if (now >= times.crashAt) return autoWins ? finish(row, auto, 'auto') : finish(row, null, 'crash');
    if (autoWins && now >= times.flightAt + timeOf(auto)) return finish(row, auto, 'auto');
    return row;
  }

  async function unfinishedOf(sessionId: number): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.sessionId, sessionId), inArray(gameRounds.status, ['betting', 'open', 'settling'])))
      .limit(1);
    return row;
  }

  async function crashSession(token: string | undefined, callerId: number | null): Promise<GameSessionRow> {
    const session = await rounds.sessionFor(token, callerId);
    if (session.engine !== 'crash') throw conflict('this game session does not play crash');
    return session;
  }

  async function roundInfo(moment: CrashMoment, now: number): Promise<CrashRoundInfo> {
    const { times, chain, index } = moment;
    const crashed = now >= times.crashAt;
    return {
      id: times.round,
      phase: phaseAt(times, now),
      betting_at: iso(times.bettingAt),
      flight_at: iso(times.flightAt),
      crash_at: crashed ? iso(times.crashAt) : null,
      crash_point: crashed ? times.crashPoint : null,
      seed_hash: sha256Hex(chain.seedOf(index)),
      server_seed: crashed ? chain.seedOf(index) : null,
      next_at: crashed ? iso(times.endAt) : null,
    };
  }

  async function historyRows(): Promise<CrashHistoryEntry[]> {
    const rows = await db
      .select({ round: crashRounds.round, point: crashRounds.crashPoint, seed: fairSeedPairs.serverSeed })
      .from(crashRounds)
      .innerJoin(fairSeedPairs, eq(fairSeedPairs.id, crashRounds.seedPairId))
      .where(isNotNull(crashRounds.crashedAt))
      .orderBy(desc(crashRounds.round))
      .limit(HISTORY_SIZE);
    return rows.map((r) => ({ id: r.round, crash_point: r.point ?? 100, server_seed: r.seed, seed_hash: sha256Hex(r.seed) }));
  }

  const chainInfo = (moment: CrashMoment): CrashChainInfo => ({
    commitment: moment.chain.commitment,
    first_round: moment.chain.firstRound,
    length: moment.chain.length,
  });

  async function tickNow(): Promise<void> {
    const now = clock.now().getTime();
    const moment = await at(now);
    await announce(moment);
    const pending = await db
      .select({ round: crashRounds.round })
      .from(crashRounds)
      .where(and(isNull(crashRounds.crashedAt), lte(crashRounds.round, moment.times.round)))
      .orderBy(asc(crashRounds.round))
      .limit(50);
    for (const { round } of pending) await publishCrash(round);
    // A bet an auto cash-out settled just as the crash was published may have missed its point.
    const recent = await db
      .select({ round: crashRounds.round, point: crashRounds.crashPoint })
      .from(crashRounds)
      .where(and(isNotNull(crashRounds.crashedAt), gte(crashRounds.crashedAt, new Date(now - 60_000))));
    for (const { round, point } of recent) if (point !== null) await fillCrashPoint(db, round, point);
    const open = await db
      .select()
      .from(gameRounds)
      .where(and(isNotNull(gameRounds.crashRound), eq(gameRounds.status, 'open'), lte(gameRounds.crashRound, moment.times.round)))
      .orderBy(asc(gameRounds.id))
      .limit(500);
    for (const row of open) await settleDue(row);
  }

  const service: CrashRoundService = {
    at,
    async tick() {
      // One tick at a time per process; concurrent callers wait for the running one.
      ticking ??= tickNow().finally(() => {
        ticking = null;
        lastTick = Date.now();
      });
      return ticking;
    },

    async state(token, callerId) {
      const session = await crashSession(token, callerId);
      // The state answer moves the round on too, so a process without a timer stays current.
      if (Date.now() - lastTick >= TICK_MS) await service.tick();
      const now = clock.now().getTime();
      const moment = await at(now);
      const round = moment.times.round;
      const rows = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.crashRound, round), inArray(gameRounds.status, ['open', 'settling', 'settled'])))
        .orderBy(asc(gameRounds.id))
        .limit(PUBLIC_BETS);
      const bets: CrashPublicBet[] = await Promise.all(
        rows.map(async (row) => {
          const state = row.state as SharedCrashState;
          return {
            player: await nameFor(row.playerId),
            amount_cents: row.stakeCents,
            currency: row.currency,
            cashed_out_at: state.cashedOutAt,
            win_cents: row.winCents,
            mine: row.sessionId === session.id,
          };
        }),
      );
      const [mine] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.sessionId, session.id), isNotNull(gameRounds.crashRound)))
        .orderBy(desc(gameRounds.id))
        .limit(1);
      const balance = await rounds.balanceOf(session);
      return {
        server_time: iso(now),
        round: await roundInfo(moment, now),
        bets,
        my_bet: mine && (mine.crashRound === round || mine.status !== 'settled') ? view(mine, balance) : null,
        history: await historyRows(),
        chain: chainInfo(moment),
        balance_cents: balance,
        currency: session.currency,
      };
    },

    async bet(token, input, callerId) {
      const session = await crashSession(token, callerId);
      let autoCashout: number | null;
      try {
        autoCashout = crashEngine.parseParams({ autoCashout: input.autoCashout }).autoCashout;
      } catch (err) {
        ruleError(err, 'auto_cashout');
      }
      try {
        validateBet(input.betCents, crashEngine.meta.minBet, crashEngine.meta.maxBet);
      } catch (err) {
        ruleError(err, 'bet_cents');
      }
      if (input.betCents > amountThresholdOf(session.currency).betCents)
        throw new ValidationError({ bet_cents: [`must be at most ${amountThresholdOf(session.currency).betCents}`] });
      const now = clock.now().getTime();
      const moment = await at(now);
      const round = moment.times.round;
      if (input.round !== round || moment.phase !== 'betting') {
        throw new ValidationError({
          round: [
            moment.phase === 'betting'
              ? `bets are open for round ${round} only`
              : `round ${round} takes no more bets: the next round opens at ${iso(moment.times.endAt)}`,
          ],
        });
      }
      const previous = await unfinishedOf(session.id);
      if (previous) {
        // A retry of the same bet answers it again; a bet of a finished round is settled first.
        if (previous.crashRound === round) return view(previous, previous.balanceAfterCents ?? (await rounds.balanceOf(session)));
        const settled = await settleDue(previous);
        if (settled.status !== 'settled' && settled.status !== 'rejected')
          throw conflict('your bet of the last round is still being settled: try again');
      }
      const announced = await announce(moment);
      const seed = moment.chain.seedOf(moment.index);
      const state: SharedCrashState = {
        engine: 'crash',
        stake: input.betCents,
        win: 0,
        finished: false,
        rngPosition: 4,
        params: { autoCashout },
        crashPoint: null,
        cashedOutAt: null,
        settledBy: null,
        round,
      };
      const base = {
        sessionId: session.id,
        playerId: session.playerId,
        gameId: session.gameId,
        engine: 'crash',
        mode: session.mode,
        currency: session.currency,
        params: { autoCashout },
        state,
        seedPairId: announced.seedPairId,
        serverSeedHash: sha256Hex(seed),
        clientSeed: CRASH_CLIENT_SEED,
        nonce: round,
        rngPosition: 4,
        crashRound: round,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      };
      const name = await nameFor(session.playerId);
      const betEvent = (tx: DbOrTx) =>
        push(tx, { type: 'bet', round, player: name, amount_cents: input.betCents, currency: session.currency });
      const duplicate = (err: unknown) => {
        if (isUniqueViolation(err)) throw conflict('you already have a bet in this round');
        throw err;
      };

      if (session.mode === 'demo') {
        const row = await db
          .transaction(async (tx) => {
            const [locked] = await tx.select().from(gameSessions).where(eq(gameSessions.id, session.id)).for('update');
            const balance = locked?.demoBalanceCents ?? 0;
            if (input.betCents > balance) throw new HttpError(409, 'not enough money');
            await tx
              .update(gameSessions)
              .set({ demoBalanceCents: balance - input.betCents })
              .where(eq(gameSessions.id, session.id));
            const [inserted] = await tx
              .insert(gameRounds)
              .values({
                ...base,
                status: 'open',
                stakeCents: input.betCents,
                balanceBeforeCents: balance,
                balanceAfterCents: balance - input.betCents,
              })
              .returning();
            if (!inserted) throw new Error('round insert returned nothing');
            await betEvent(tx);
            return inserted;
          })
          .catch(duplicate);
        outbox.kick();
        return view(row, row.balanceAfterCents ?? 0);
      }

      const playerId = session.playerId;
      if (playerId === null) throw new HttpError(403, 'real play needs a player');
      const betId = betIdOf(round, playerId);
      // Written before the stake is taken: recovery rolls a stake back whose bet never got recorded.
      const [inserted] = await db
        .insert(gameRounds)
        .values({ ...base, status: 'betting', stakeCents: 0, pending: { betId } })
        .returning()
        .catch(duplicate);
      if (!inserted) throw new Error('round insert returned nothing');
      let balance: number;
      try {
        balance = (
          await seamless.bet({
            provider: INHOUSE_PROVIDER,
            session: { id: session.id },
            playerId,
            transactionId: betId,
            roundRef: String(inserted.id),
            amountCents: input.betCents,
            currency: session.currency,
          })
        ).balance_cents;
      } catch (err) {
        if (err instanceof SeamlessError) {
          await db
            .update(gameRounds)
            .set({ status: 'rejected', pending: null, settledAt: clock.now(), updatedAt: clock.now() })
            .where(and(eq(gameRounds.id, inserted.id), eq(gameRounds.status, 'betting')));
          if (err.code === 'insufficient_funds') throw new HttpError(409, 'not enough money');
          if (err.code === 'invalid_amount') throw new ValidationError({ bet_cents: [err.message] });
        }
        throw err;
      }
      const row = await db.transaction(async (tx) => {
        const [open] = await tx
          .update(gameRounds)
          .set({
            status: 'open',
            pending: null,
            stakeCents: input.betCents,
            betIds: [betId],
            balanceBeforeCents: balance + input.betCents,
            balanceAfterCents: balance,
            updatedAt: clock.now(),
          })
          .where(and(eq(gameRounds.id, inserted.id), eq(gameRounds.status, 'betting')))
          .returning();
        if (!open) throw conflict('the round changed meanwhile');
        await betEvent(tx);
        return open;
      });
      outbox.kick();
      return view(row, balance);
    },

    async cashout(token, round, callerId) {
      const session = await crashSession(token, callerId);
      const [row] = await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.sessionId, session.id), eq(gameRounds.crashRound, round)))
        .limit(1);
      if (!row) throw notFound('no bet of yours in this round');
      const cashedOut = (stored: RoundRow) => (stored.state as SharedCrashState).cashedOutAt !== null;
      // A cash-out another request is still paying is finished here too (the payout is posted
      // once, by its transaction id), so every retry answers the settled round.
      const answer = async (stored: RoundRow) => {
        const final =
          stored.status === 'settling' && cashedOut(stored)
            ? await rounds.settleRow(stored, stored.state as SharedCrashState)
            : stored;
        return view(final, final.balanceAfterCents ?? (await rounds.balanceOf(session)));
      };
      if (row.status === 'settled' || row.status === 'settling') {
        // A retry of a cash-out answers the one that happened; a lost bet stays lost.
        if (cashedOut(row)) return answer(row);
        throw conflict('the round has crashed: the bet is lost');
      }
      if (row.status !== 'open') throw conflict('the bet is not in play');
      const { times } = await timesOf(round);
      const now = clock.now().getTime();
      if (now < times.flightAt) throw conflict('the flight has not started yet');
      if (now >= times.crashAt) {
        const settled = await settleDue(row);
        if (cashedOut(settled)) return answer(settled);
        throw conflict('the round has crashed: the bet is lost');
      }
      // The server's clock decides the multiplier; the auto cash-out fires first when the curve passed it.
      const multiplier = multiplierAt(now - times.flightAt);
      const auto = (row.state as SharedCrashState).params.autoCashout;
      const settled =
        auto !== null && auto <= multiplier && auto <= times.crashPoint
          ? await finish(row, auto, 'auto')
          : await finish(row, multiplier, 'cashout');
      if (!cashedOut(settled)) throw conflict('the round has crashed: the bet is lost');
      return answer(settled);
    },

    async history() {
      const moment = await at(clock.now().getTime());
      return { chain: chainInfo(moment), rounds: await historyRows() };
    },

    start(intervalMs = TICK_MS) {
      if (timer) return;
      timer = setInterval(() => {
        void service.tick().catch(() => undefined);
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return service;
}

class AnnouncedMeanwhile extends Error {}
