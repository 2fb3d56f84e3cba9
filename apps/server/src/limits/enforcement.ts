import { LIMIT_MESSAGES, localDate, timeZoneOfCountry, type MoneyLimitType } from '@casino/contracts';
import { eq, and, isNull } from 'drizzle-orm';
import type { SessionService } from '../auth';
import type { Db, DbOrTx, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { DepositLimits } from '../payments';
import type { PlayerService } from '../players';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { PlayLimitCheck, PlayLimits } from '../wallet';
import { LimitError } from './errors';
import { blockOf, liveLimits, type LiveLimit } from './store';
import { limitDepositHolds } from './tables';
import { addUsage, periodUsage, usedOf } from './usage';

export interface EnforcementDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  players: Pick<PlayerService, 'get'>;
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

export function createEnforcement(deps: EnforcementDeps) {
  const { db, clock, outbox } = deps;

  /** The player's time zone: the country's (decision 012). */
  async function zoneOf(playerId: number): Promise<string> {
    return timeZoneOfCountry((await deps.players.get(playerId)).country);
  }

  /** The local calendar day of now for the player. */
  async function todayOf(playerId: number): Promise<string> {
    return localDate(clock.now(), await zoneOf(playerId));
  }

  /** Checks `amount` more of a metric against every live limit of that type in the currency. */
  async function check(tx: Tx, playerId: number, today: string, metric: MoneyLimitType, currency: string, amount: number) {
    const limits = (await liveLimits(tx, playerId, clock.now(), { types: [metric], lock: true })).filter((l) =>
      l.amounts.some((a) => a.currency === currency),
    );
    if (limits.length === 0) return [];
    const usage = (await periodUsage(tx, playerId, today, currency)).get(currency);
    for (const limit of limits) {
      const cap = amountIn(limit, currency);
      // Every live limit must hold, so the lowest remaining one decides (LIM-10).
      if (limit.period && usedOf(usage, metric, limit.period) + amount > cap) {
        const key = { deposit: LIMIT_MESSAGES.depositLimit, wager: LIMIT_MESSAGES.wagerLimit, loss: LIMIT_MESSAGES.lossLimit };
        throw metric === 'deposit'
          ? new ValidationError({ amount_cents: [key.deposit] })
          : new LimitError('limit_exceeded', key[metric]);
      }
    }
    return limits;
  }

  /** After counting: tells the player's screens the usage changed, and whether a limit is now reached. */
  async function announce(
    tx: Tx,
    playerId: number,
    today: string,
    metric: MoneyLimitType,
    currency: string,
    limits: LiveLimit[],
  ) {
    if (limits.length === 0) return;
    const usage = (await periodUsage(tx, playerId, today, currency)).get(currency);
    const reached = limits.some((l) => l.period !== null && usedOf(usage, metric, l.period) >= amountIn(l, currency));
    await pushLimitEvent(tx, outbox, playerId, metric, reached);
  }

  const play: PlayLimits = {
    async prepare(playerId, kind) {
      const now = clock.now();
      if (kind === 'stake') {
        const block = await blockOf(db, playerId, now);
        if (block) throw new LimitError('blocked', block);
        const [session] = await liveLimits(db, playerId, now, { types: ['session'] });
        if (session?.minutes) {
          const minutes = await sessionMinutes(deps.sessions, playerId, now);
          if (minutes === null || minutes >= session.minutes) throw new LimitError('session_limit', LIMIT_MESSAGES.sessionLimit);
        }
      }
      const zone = await zoneOf(playerId);
      const today = localDate(now, zone);
      const result: PlayLimitCheck = {
        async stake(tx, currency, amount) {
          // Checked again inside: a self-exclusion set meanwhile must stop this bet too.
          const block = await blockOf(tx, playerId, clock.now());
          if (block) throw new LimitError('blocked', block);
          const wager = await check(tx, playerId, today, 'wager', currency, amount);
          const loss = await check(tx, playerId, today, 'loss', currency, amount);
          await addUsage(tx, { playerId, currency, day: today }, { wager: amount, loss: amount });
          await announce(tx, playerId, today, 'wager', currency, wager);
          await announce(tx, playerId, today, 'loss', currency, loss);
        },
        async credit(tx, currency, amount) {
          const loss = (await liveLimits(tx, playerId, clock.now(), { types: ['loss'] })).filter((l) =>
            l.amounts.some((a) => a.currency === currency),
          );
          await addUsage(tx, { playerId, currency, day: today }, { loss: -amount });
          await announce(tx, playerId, today, 'loss', currency, loss);
        },
        async returnStake(tx, currency, amount, stakedAt) {
          // A rolled-back stake was never played: it leaves the wager and the loss of the day it was counted on.
          const limits = (await liveLimits(tx, playerId, clock.now(), { types: ['wager', 'loss'] })).filter((l) =>
            l.amounts.some((a) => a.currency === currency),
          );
          await addUsage(tx, { playerId, currency, day: localDate(stakedAt, zone) }, { wager: -amount, loss: -amount });
          await announce(
            tx,
            playerId,
            today,
            'wager',
            currency,
            limits.filter((l) => l.type === 'wager'),
          );
          await announce(
            tx,
            playerId,
            today,
            'loss',
            currency,
            limits.filter((l) => l.type === 'loss'),
          );
        },
      };
      return result;
    },
  };

  const deposits: DepositLimits = {
    async prepare(playerId) {
      const block = await blockOf(db, playerId, clock.now());
      if (block) throw new LimitError('blocked', block);
      const today = await todayOf(playerId);
      return {
        async charge(tx, payment) {
          const block = await blockOf(tx, playerId, clock.now());
          if (block) throw new LimitError('blocked', block);
          const limits = await check(tx, playerId, today, 'deposit', payment.currency, payment.amountCents);
          await addUsage(tx, { playerId, currency: payment.currency, day: today }, { deposit: payment.amountCents });
          await tx.insert(limitDepositHolds).values({
            paymentId: payment.id,
            playerId,
            currency: payment.currency,
            day: today,
            amountCents: payment.amountCents,
          });
          await announce(tx, playerId, today, 'deposit', payment.currency, limits);
        },
      };
    },
    async release(paymentId) {
      await db.transaction(async (tx) => {
        const [hold] = await tx
          .update(limitDepositHolds)
          .set({ releasedAt: clock.now() })
          .where(and(eq(limitDepositHolds.paymentId, paymentId), isNull(limitDepositHolds.releasedAt)))
          .returning();
        if (!hold) return;
        await addUsage(tx, { playerId: hold.playerId, currency: hold.currency, day: hold.day }, { deposit: -hold.amountCents });
        await pushLimitEvent(tx, outbox, hold.playerId, 'deposit', false);
      });
      outbox.kick();
    },
  };

  return {
    play,
    deposits,
    /** The message key that refuses a sign-in (cooling-off, self-exclusion), or null. */
    signInRefusal: (playerId: number) => blockOf(db, playerId, clock.now()),
  };
}

const amountIn = (limit: LiveLimit, currency: string): number =>
  limit.amounts.find((a) => a.currency === currency)?.amountCents ?? Number.POSITIVE_INFINITY;
