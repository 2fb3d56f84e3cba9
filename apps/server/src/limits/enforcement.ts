import { LIMIT_MESSAGES, localDate, timeZoneOfCountry, type LimitPeriod, type MoneyLimitType } from '@casino/contracts';
import { eq, and, isNull } from 'drizzle-orm';
import type { SessionService } from '../auth';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { DepositLimitCheck, DepositLimits } from '../payments';
import type { PlayerService } from '../players';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { PlayLimitCheck, PlayLimits } from '../wallet';
import { LimitError } from './errors';
import { blockIn, blockOf, limitsBeforeStake, limitsForStake, liveLimits, type LiveLimit } from './store';
import { limitDepositHolds } from './tables';
import { addUsage, periodUsage, usedOf, type PeriodUsage } from './usage';

interface EnforcementDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  players: Pick<PlayerService, 'countryOf'>;
  sessions: Pick<SessionService, 'list'>;
}

/** Pushes `game_limits` after commit: the web refreshes the limits and shows the reached warning. */
export async function pushLimitEvent(tx: DbOrTx, outbox: Outbox, playerId: number, type: string, reached: boolean) {
  await outbox.publish(tx, { type: REALTIME_PUSH_EVENT, playerId, payload: { channel: 'game_limits', data: { type, reached } } });
}

/** The minutes the player's newest live session has lasted, or null when none is live. */
export async function sessionMinutes(
  sessions: Pick<SessionService, 'list'>,
  playerId: number,
  now: Date,
): Promise<number | null> {
  const [newest] = await sessions.list(playerId);
  return newest ? Math.floor((now.getTime() - newest.createdAt.getTime()) / 60_000) : null;
}

/** Wires the enforcement of limits on play, deposits and sign-in; the rules are the functions below. */
export function createEnforcement(deps: EnforcementDeps) {
  const play: PlayLimits = { prepare: (playerId, kind) => preparePlay(deps, { playerId, kind }) };
  const deposits: DepositLimits = {
    prepare: (playerId) => prepareDeposit(deps, playerId),
    release: (paymentId) => releaseDepositHold(deps, paymentId),
  };
  return {
    play,
    deposits,
    /** The message key that refuses a sign-in (cooling-off, self-exclusion), or null. */
    signInRefusal: (playerId: number) => blockOf(deps.db, playerId, deps.clock.now()),
  };
}

/** The day a player's usage is counted on: the local calendar day of their country (decision 012). */
interface UsageDay {
  playerId: number;
  /** The player's time zone. */
  zone: string;
  /** The local date of now in that zone. */
  today: string;
}

const amountIn = (limit: LiveLimit, currency: string): number =>
  limit.amounts.find((a) => a.currency === currency)?.amountCents ?? Number.POSITIVE_INFINITY;

/** Live limits of some types that have an amount in the currency. */
async function limitsIn(
  deps: Pick<EnforcementDeps, 'clock'>,
  tx: Tx,
  input: { playerId: number; types: MoneyLimitType[]; currency: string; lock?: boolean },
) {
  return (await liveLimits(tx, input.playerId, deps.clock.now(), { types: input.types, lock: input.lock })).filter((l) =>
    l.amounts.some((a) => a.currency === input.currency),
  );
}

/** The live limit with the least left in its current period, and what is left (never below zero). */
function tightest(limits: LiveLimit[], usage: PeriodUsage | undefined, metric: MoneyLimitType, currency: string) {
  let found: { limit: LiveLimit & { period: LimitPeriod }; remaining: number } | null = null;
  for (const limit of limits) {
    if (!limit.period) continue;
    const remaining = Math.max(0, amountIn(limit, currency) - usedOf(usage, metric, limit.period));
    if (!found || remaining < found.remaining) found = { limit: { ...limit, period: limit.period }, remaining };
  }
  return found;
}

/**
 * Checks `amount` more of a metric against every live limit of that type in the currency, under
 * the limits' row locks; answers those limits. Over one of them: a deposit is a 422 on
 * amount_cents that says what the tightest limit still allows, a stake a LimitError.
 */
async function checkMoneyLimits(
  deps: Pick<EnforcementDeps, 'clock'>,
  tx: Tx,
  input: { day: Pick<UsageDay, 'playerId' | 'today'>; metric: MoneyLimitType; currency: string; amount: number },
): Promise<LiveLimit[]> {
  const { day, metric, currency } = input;
  const limits = await limitsIn(deps, tx, { playerId: day.playerId, types: [metric], currency, lock: true });
  return refuseOverLimit(tx, { ...input, limits });
}

/** Refuses `amount` more of a metric over the tightest of `limits` (read under their row locks); answers them. */
async function refuseOverLimit(
  tx: Tx,
  input: {
    day: Pick<UsageDay, 'playerId' | 'today'>;
    metric: MoneyLimitType;
    currency: string;
    amount: number;
    limits: LiveLimit[];
  },
): Promise<LiveLimit[]> {
  const { day, metric, currency, amount, limits } = input;
  if (limits.length === 0) return [];
  const usage = (await periodUsage(tx, day.playerId, day.today, currency)).get(currency);
  // Every live limit must hold, so the lowest remaining one decides (LIM-10).
  const decisive = tightest(limits, usage, metric, currency);
  if (decisive && amount > decisive.remaining) {
    const key = { deposit: LIMIT_MESSAGES.depositLimit, wager: LIMIT_MESSAGES.wagerLimit, loss: LIMIT_MESSAGES.lossLimit };
    if (metric !== 'deposit') throw new LimitError('limit_exceeded', key[metric]);
    const details = { remaining_cents: decisive.remaining, currency, period: decisive.limit.period };
    throw new ValidationError({ amount_cents: [key.deposit] }, details);
  }
  return limits;
}

/** After counting: tells the player's screens the usage changed, and whether a limit is now reached. */
async function announceUsage(
  deps: Pick<EnforcementDeps, 'outbox'>,
  tx: Tx,
  input: { day: Pick<UsageDay, 'playerId' | 'today'>; metric: MoneyLimitType; currency: string; limits: LiveLimit[] },
): Promise<void> {
  const { day, metric, currency, limits } = input;
  if (limits.length === 0) return;
  const usage = (await periodUsage(tx, day.playerId, day.today, currency)).get(currency);
  const reached = limits.some((l) => l.period !== null && usedOf(usage, metric, l.period) >= amountIn(l, currency));
  await pushLimitEvent(tx, deps.outbox, day.playerId, metric, reached);
}

/** A running cooling-off or self-exclusion at `now` refuses with its message key. */
async function refuseBlocked(tx: DbOrTx, playerId: number, now: Date): Promise<void> {
  const block = await blockOf(tx, playerId, now);
  if (block) throw new LimitError('blocked', block);
}

/**
 * Before a movement of play: a stake is refused up front to a blocked player and past the
 * session limit; answers the checks that run in the movement's transaction.
 */
async function preparePlay(
  deps: EnforcementDeps,
  input: { playerId: number; kind: 'stake' | 'credit' },
): Promise<PlayLimitCheck> {
  const { playerId } = input;
  const now = deps.clock.now();
  if (input.kind === 'stake') {
    // A block and the session limit in one read.
    const running = await limitsBeforeStake(deps.db, playerId, now);
    const block = blockIn(running);
    if (block) throw new LimitError('blocked', block);
    const session = running.find((l) => l.type === 'session');
    if (session?.minutes) {
      const minutes = await sessionMinutes(deps.sessions, playerId, now);
      if (minutes === null || minutes >= session.minutes) throw new LimitError('session_limit', LIMIT_MESSAGES.sessionLimit);
    }
  }
  const zone = await zoneOf(deps, playerId);
  const day: UsageDay = { playerId, zone, today: localDate(now, zone) };
  return {
    stake: (tx, currency, amount) => chargeStake(deps, tx, { day, currency, amount }),
    credit: (tx, currency, amount) => creditLoss(deps, tx, { day, currency, amount }),
    returnStake: (tx, currency, amount, stakedAt) => returnStake(deps, tx, { day, currency, amount, stakedAt }),
  };
}

/** A stake against the wager and loss limits: refused over one, counted otherwise. */
export async function chargeStake(
  deps: Pick<EnforcementDeps, 'clock' | 'outbox'>,
  tx: Tx,
  input: { day: UsageDay; currency: string; amount: number },
): Promise<void> {
  const { day, currency, amount } = input;
  // One read under lock: the blocks, checked again inside (a self-exclusion set meanwhile must
  // stop this bet too), and the wager and loss limits of the currency.
  const live = await limitsForStake(tx, day.playerId, deps.clock.now());
  const block = blockIn(live);
  if (block) throw new LimitError('blocked', block);
  const inCurrency = (type: MoneyLimitType) =>
    live.filter((l) => l.type === type && l.amounts.some((a) => a.currency === currency));
  const wager = await refuseOverLimit(tx, { day, metric: 'wager', currency, amount, limits: inCurrency('wager') });
  const loss = await refuseOverLimit(tx, { day, metric: 'loss', currency, amount, limits: inCurrency('loss') });
  await addUsage(tx, { playerId: day.playerId, currency, day: day.today }, { wager: amount, loss: amount });
  await announceUsage(deps, tx, { day, metric: 'wager', currency, limits: wager });
  await announceUsage(deps, tx, { day, metric: 'loss', currency, limits: loss });
}

/** A win counts against the loss of the day. */
async function creditLoss(
  deps: Pick<EnforcementDeps, 'clock' | 'outbox'>,
  tx: Tx,
  input: { day: UsageDay; currency: string; amount: number },
): Promise<void> {
  const { day, currency, amount } = input;
  const loss = await limitsIn(deps, tx, { playerId: day.playerId, types: ['loss'], currency });
  await addUsage(tx, { playerId: day.playerId, currency, day: day.today }, { loss: -amount });
  await announceUsage(deps, tx, { day, metric: 'loss', currency, limits: loss });
}

/** A rolled-back stake was never played: it leaves the wager and the loss of the day it was counted on. */
async function returnStake(
  deps: Pick<EnforcementDeps, 'clock' | 'outbox'>,
  tx: Tx,
  input: { day: UsageDay; currency: string; amount: number; stakedAt: Date },
): Promise<void> {
  const { day, currency, amount } = input;
  const limits = await limitsIn(deps, tx, { playerId: day.playerId, types: ['wager', 'loss'], currency });
  await addUsage(
    tx,
    { playerId: day.playerId, currency, day: localDate(input.stakedAt, day.zone) },
    { wager: -amount, loss: -amount },
  );
  await announceUsage(deps, tx, { day, metric: 'wager', currency, limits: limits.filter((l) => l.type === 'wager') });
  await announceUsage(deps, tx, { day, metric: 'loss', currency, limits: limits.filter((l) => l.type === 'loss') });
}

/** The player's time zone: the country's (decision 012). */
async function zoneOf(deps: Pick<EnforcementDeps, 'players'>, playerId: number): Promise<string> {
  return timeZoneOfCountry(await deps.players.countryOf(playerId));
}

/** Before a deposit: a blocked player is refused up front; answers the charge that runs in the payment's transaction. */
async function prepareDeposit(deps: EnforcementDeps, playerId: number): Promise<DepositLimitCheck> {
  await refuseBlocked(deps.db, playerId, deps.clock.now());
  const today = localDate(deps.clock.now(), await zoneOf(deps, playerId));
  return { charge: (tx, payment) => chargeDepositLimit(deps, tx, { playerId, today }, payment) };
}

/**
 * The deposit limit check, in the payment's transaction: refused (403) while a block runs and
 * (422 on amount_cents) over any live deposit limit of the currency; otherwise counted on the
 * day's usage and held against the payment, so a failed deposit can give it back once.
 */
export async function chargeDepositLimit(
  deps: Pick<EnforcementDeps, 'clock' | 'outbox'>,
  tx: Tx,
  day: { playerId: number; today: string },
  payment: { id: number; currency: string; amountCents: number },
): Promise<void> {
  const { playerId, today } = day;
  await refuseBlocked(tx, playerId, deps.clock.now());
  const limits = await checkMoneyLimits(deps, tx, {
    day,
    metric: 'deposit',
    currency: payment.currency,
    amount: payment.amountCents,
  });
  await addUsage(tx, { playerId, currency: payment.currency, day: today }, { deposit: payment.amountCents });
  await tx.insert(limitDepositHolds).values({
    paymentId: payment.id,
    playerId,
    currency: payment.currency,
    day: today,
    amountCents: payment.amountCents,
  });
  await announceUsage(deps, tx, { day, metric: 'deposit', currency: payment.currency, limits });
}

/** Gives a failed deposit's amount back to the usage of the day it was counted on, once. */
export async function releaseDepositHold(
  deps: Pick<EnforcementDeps, 'db' | 'clock' | 'outbox'>,
  paymentId: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [hold] = await tx
      .update(limitDepositHolds)
      .set({ releasedAt: deps.clock.now() })
      .where(and(eq(limitDepositHolds.paymentId, paymentId), isNull(limitDepositHolds.releasedAt)))
      .returning();
    if (!hold) return;
    await addUsage(tx, { playerId: hold.playerId, currency: hold.currency, day: hold.day }, { deposit: -hold.amountCents });
    await pushLimitEvent(tx, deps.outbox, hold.playerId, 'deposit', false);
  });
  deps.outbox.kick();
}
