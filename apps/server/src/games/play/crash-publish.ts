import type { CrashRealtime } from '@casino/contracts';
import type { DbOrTx } from '../../db/client';
import { REALTIME_PUSH_EVENT } from '../../events/realtime-push';
import { isUniqueViolation } from '../../db/errors';
import { CRASH_CLIENT_SEED, sha256Hex } from '../fair/crash-chain';
import type { CrashContext } from './crash-deps';
import {
  announcedRound,
  claimCrash,
  fillCrashPoint,
  insertCrashRound,
  insertSeedPair,
  revealSeedPair,
  type CrashRoundRow,
} from './crash-queries';
import { iso } from './crash-rules';
import { momentOfRound, type CrashMoment } from './crash-schedule';
import { maskName } from './notify';

/**
 * The shared round's public life: announcing a round, publishing its crash, and the `public:crash`
 * pushes that go with them. Each is a conditional write only one process wins, so any number of
 * processes may run them at once.
 */

/** Another process announced the round while this one was writing it. */
class AnnouncedMeanwhile extends Error {}

/** Writes a push of the `public:crash` channel in the transaction. */
export const pushCrash = (ctx: CrashContext, tx: DbOrTx, data: CrashRealtime) =>
  ctx.outbox.publish(tx, { type: REALTIME_PUSH_EVENT, payload: { channel: 'public:crash', data } });

/** The masked name shown beside a player's bet, kept in memory (at most about ten thousand). */
export async function nameFor(ctx: CrashContext, playerId: number | null): Promise<string> {
  if (playerId === null) return maskName('guest');
  let name = ctx.names.get(playerId);
  if (name === undefined) {
    name = maskName(await ctx.nameOf(playerId).catch(() => 'player'));
    if (ctx.names.size > 10_000) ctx.names.clear();
    ctx.names.set(playerId, name);
  }
  return name;
}

/** The round's row and seed pair, written by the first process to need them; announces the round. */
export async function announce(ctx: CrashContext, moment: CrashMoment): Promise<CrashRoundRow> {
  const round = moment.times.round;
  const found = await announcedRound(ctx.db, round);
  if (found) return found;
  const created = await writeAnnouncement(ctx, moment).catch((err: unknown) => {
    if (err instanceof AnnouncedMeanwhile || isUniqueViolation(err)) return null;
    throw err;
  });
  if (created) {
    ctx.outbox.kick();
    return created;
  }
  const again = await announcedRound(ctx.db, round);
  if (!again) throw new Error(`crash round ${round} could not be announced`);
  return again;
}

/** The round's seed pair, its row and the `round` push, in one transaction. */
function writeAnnouncement(ctx: CrashContext, moment: CrashMoment): Promise<CrashRoundRow> {
  const round = moment.times.round;
  const seed = moment.chain.seedOf(moment.index);
  return ctx.db.transaction(async (tx) => {
    const seedPairId = await insertSeedPair(tx, {
      serverSeed: seed,
      serverSeedHash: sha256Hex(seed),
      clientSeed: CRASH_CLIENT_SEED,
      nonce: round,
      createdAt: ctx.clock.now(),
    });
    const row = await insertCrashRound(tx, {
      round,
      chainId: moment.chainId,
      seedPairId,
      bettingAt: new Date(moment.times.bettingAt),
    });
    // Another process announced it meanwhile: drop our seed pair with the transaction.
    if (!row) throw new AnnouncedMeanwhile();
    await pushCrash(ctx, tx, {
      type: 'round',
      round,
      betting_at: iso(moment.times.bettingAt),
      flight_at: iso(moment.times.flightAt),
      seed_hash: sha256Hex(seed),
    });
    return row;
  });
}

/** Publishes a crash the clock has passed, once: reveals the seed and writes the point into the round's bets. */
export async function publishCrash(ctx: CrashContext, round: number): Promise<void> {
  const { times, chain, index } = await momentOfRound(ctx, round);
  const now = ctx.clock.now().getTime();
  if (now < times.crashAt) return;
  const claimed = await ctx.db.transaction(async (tx) => {
    const row = await claimCrash(tx, round, { crashedAt: new Date(times.crashAt), crashPoint: times.crashPoint });
    if (!row) return false;
    await revealSeedPair(tx, row.seedPairId, new Date(now));
    await fillCrashPoint(tx, round, times.crashPoint);
    await pushCrash(ctx, tx, {
      type: 'crashed',
      round,
      crash_point: times.crashPoint,
      crash_at: iso(times.crashAt),
      server_seed: chain.seedOf(index),
      next_at: iso(times.endAt),
    });
    return true;
  });
  if (claimed) ctx.outbox.kick();
}
