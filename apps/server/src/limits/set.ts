import {
  COOLING_OFF_DURATIONS,
  LIMIT_MESSAGES,
  SELF_EXCLUSION_DURATIONS,
  isMoneyLimitType,
  limitEndsAt,
  type LimitChangeResponse,
  type LimitDuration,
  type LimitRequest,
} from '@casino/contracts';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { isUniqueViolation } from '../db/errors';
import { cancelOpenChanges, requestLoosening } from './changes';
import type { LimitsContext } from './context';
import { pushLimitEvent } from './enforcement';
import { limitView } from './list';
import { BLOCKING_TYPES, liveLimits, type ChangeRow } from './store';
import { playerLimitAmounts, playerLimits } from './tables';
import { toPending } from './view';

/**
 * Setting a limit: what makes play safer (a new limit, a lower amount, a shorter session, a
 * longer block) applies at once; a raise waits the cooling period (`changes.ts`).
 */

const fieldError = (field: string, key: string) => new ValidationError({ [field]: [key] });
const conflict = (key: string) => new HttpError(409, key);

/**
 * Runs a limit change once more when a concurrent first request of the same type created the
 * limit meanwhile (the one-live-limit index refused the second insert): the second run sees
 * that limit and applies to it, so a double click answers like a single click, never 500.
 */
async function onceMoreOnRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return work();
  }
}

/** Fields that do not belong to a limit type are refused, not ignored. */
function rejectFields(request: LimitRequest, fields: (keyof LimitRequest)[]) {
  const errors: Record<string, string[]> = {};
  for (const field of fields) if (request[field] !== undefined) errors[field] = [LIMIT_MESSAGES.notAllowed];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Sets or changes a limit of any type; the fields of other types are refused. */
export async function setLimit(
  ctx: LimitsContext,
  input: { playerId: number; request: LimitRequest },
): Promise<LimitChangeResponse> {
  const { playerId, request } = input;
  if (isMoneyLimitType(request.type)) {
    rejectFields(request, ['minutes', 'duration']);
    return setMoneyLimit(ctx, { playerId, request });
  }
  if (request.type === 'session') {
    rejectFields(request, ['period', 'currency', 'amount_cents', 'duration']);
    return setSessionLimit(ctx, { playerId, minutes: request.minutes });
  }
  rejectFields(request, ['period', 'currency', 'amount_cents', 'minutes']);
  return setBlock(ctx, { playerId, request });
}

/** The answer to a set: the limit as it stands, and the pending change when it waits. */
async function changeResponse(
  ctx: LimitsContext,
  input: { playerId: number; limitId: number; pending: ChangeRow | null },
): Promise<LimitChangeResponse> {
  return {
    limit: await limitView(ctx, { playerId: input.playerId, limitId: input.limitId }),
    applied: input.pending === null,
    pending: input.pending && toPending(input.pending),
  };
}

/** A deposit, loss or wager limit of a period and currency: a raise waits, anything else applies at once (LIM-10). */
async function setMoneyLimit(
  ctx: LimitsContext,
  input: { playerId: number; request: LimitRequest },
): Promise<LimitChangeResponse> {
  const { playerId, request } = input;
  const type = request.type;
  const errors: Record<string, string[]> = {};
  if (!request.period) errors['period'] = [LIMIT_MESSAGES.required];
  if (!request.currency) errors['currency'] = [LIMIT_MESSAGES.required];
  else if (!(await ctx.info.currencies()).enabled.includes(request.currency))
    errors['currency'] = [LIMIT_MESSAGES.currencyNotEnabled];
  if (request.amount_cents === undefined) errors['amount_cents'] = [LIMIT_MESSAGES.required];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const {
    period,
    currency,
    amount_cents: amount,
  } = request as Required<Pick<LimitRequest, 'period' | 'currency' | 'amount_cents'>>;
  const now = ctx.clock.now();
  const result = await onceMoreOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const [existing] = (await liveLimits(tx, playerId, now, { types: [type], lock: true })).filter((l) => l.period === period);
      let limitId = existing?.id;
      if (!existing) {
        const [row] = await tx
          .insert(playerLimits)
          .values({ playerId, type, period, startsAt: now, createdAt: now })
          .returning({ id: playerLimits.id });
        if (!row) throw new Error('limit insert returned nothing');
        limitId = row.id;
      }
      if (limitId === undefined) throw new Error('no limit id');
      const current = existing?.amounts.find((a) => a.currency === currency);
      if (existing && current && amount > current.amountCents) {
        return {
          limitId,
          pending: await requestLoosening(ctx, tx, existing, { action: 'raise', currency, amountCents: amount }),
        };
      }
      // A new currency or a lower amount makes play safer: it applies at once (LIM-10).
      await tx
        .insert(playerLimitAmounts)
        .values({ limitId, currency, amountCents: amount, updatedAt: now })
        .onConflictDoUpdate({
          target: [playerLimitAmounts.limitId, playerLimitAmounts.currency],
          set: { amountCents: amount, updatedAt: now },
        });
      await cancelOpenChanges(ctx, tx, { limitId, currency });
      await cancelOpenChanges(ctx, tx, { limitId, currency: null });
      await pushLimitEvent(tx, ctx.outbox, playerId, type, false);
      return { limitId, pending: null };
    }),
  );
  ctx.outbox.kick();
  return changeResponse(ctx, { playerId, ...result });
}

/** A session-time limit: a longer one waits, a shorter or new one applies at once. */
async function setSessionLimit(
  ctx: LimitsContext,
  input: { playerId: number; minutes: number | undefined },
): Promise<LimitChangeResponse> {
  const { playerId, minutes } = input;
  if (minutes === undefined) throw fieldError('minutes', LIMIT_MESSAGES.required);
  const now = ctx.clock.now();
  const result = await onceMoreOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const [existing] = await liveLimits(tx, playerId, now, { types: ['session'], lock: true });
      if (existing?.minutes != null && minutes > existing.minutes) {
        return {
          limitId: existing.id,
          pending: await requestLoosening(ctx, tx, existing, { action: 'raise', currency: null, minutes }),
        };
      }
      let limitId = existing?.id;
      if (existing) await tx.update(playerLimits).set({ minutes }).where(eq(playerLimits.id, existing.id));
      else {
        const [row] = await tx
          .insert(playerLimits)
          .values({ playerId, type: 'session', minutes, startsAt: now, createdAt: now })
          .returning({ id: playerLimits.id });
        limitId = row?.id;
      }
      if (limitId === undefined) throw new Error('limit insert returned nothing');
      await cancelOpenChanges(ctx, tx, { limitId });
      await pushLimitEvent(tx, ctx.outbox, playerId, 'session', false);
      return { limitId, pending: null };
    }),
  );
  ctx.outbox.kick();
  return changeResponse(ctx, { playerId, ...result });
}

/** Cooling-off or self-exclusion: at once; a running one can only be made longer. */
async function setBlock(ctx: LimitsContext, input: { playerId: number; request: LimitRequest }): Promise<LimitChangeResponse> {
  const { playerId, request } = input;
  const type = request.type as (typeof BLOCKING_TYPES)[number];
  const allowed: readonly string[] = type === 'cooling_off' ? COOLING_OFF_DURATIONS : SELF_EXCLUSION_DURATIONS;
  if (!request.duration) throw fieldError('duration', LIMIT_MESSAGES.required);
  if (!allowed.includes(request.duration)) throw fieldError('duration', LIMIT_MESSAGES.notAllowed);
  const duration = request.duration;
  const now = ctx.clock.now();
  const endsAt = limitEndsAt(duration, now);
  const { limitId, ended } = await onceMoreOnRace(() =>
    ctx.db.transaction(async (tx) => {
      const id = await upsertBlock(ctx, tx, { playerId, type, duration, now, endsAt });
      await pushLimitEvent(tx, ctx.outbox, playerId, type, true);
      return { limitId: id, ended: await shutOut(ctx, tx, playerId) };
    }),
  );
  ctx.outbox.kick();
  ctx.disconnectSessions(ended);
  return { limit: await limitView(ctx, { playerId, limitId }), applied: true, pending: null };
}

/** Starts a block, or makes a running one longer (the same one twice answers like once); answers its id. */
async function upsertBlock(
  ctx: Pick<LimitsContext, 'clock'>,
  tx: Tx,
  input: { playerId: number; type: (typeof BLOCKING_TYPES)[number]; duration: LimitDuration; now: Date; endsAt: Date | null },
): Promise<number> {
  const { playerId, type, duration, now, endsAt } = input;
  // Run-out ones are retired first, so the one-live-limit index leaves room for the new one.
  await tx
    .update(playerLimits)
    .set({ removedAt: sql`${playerLimits.endsAt}` })
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        eq(playerLimits.type, type),
        isNull(playerLimits.removedAt),
        lte(playerLimits.endsAt, now),
      ),
    );
  const running = await liveLimits(tx, playerId, now, { types: BLOCKING_TYPES, lock: true });
  if (type === 'cooling_off' && running.some((l) => l.type === 'self_exclusion')) throw conflict(LIMIT_MESSAGES.cannotChange);
  const [existing] = running.filter((l) => l.type === type);
  // The same request twice (a double click) answers like once.
  const same = existing?.duration === duration && existing.endsAt?.getTime() === endsAt?.getTime();
  if (existing && same) return existing.id;
  if (existing) {
    const longer = existing.endsAt !== null && (endsAt === null || endsAt > existing.endsAt);
    if (!longer) throw conflict(LIMIT_MESSAGES.cannotEndEarly);
    await tx.update(playerLimits).set({ endsAt, duration }).where(eq(playerLimits.id, existing.id));
    await cancelOpenChanges(ctx, tx, { limitId: existing.id });
    return existing.id;
  }
  const [row] = await tx
    .insert(playerLimits)
    .values({ playerId, type, duration, startsAt: now, endsAt, createdAt: now })
    .returning({ id: playerLimits.id });
  if (!row) throw new Error('limit insert returned nothing');
  return row.id;
}

/**
 * Ends every session of the player and stops marketing, in the transaction that sets the
 * cooling-off or self-exclusion: a crash after the commit cannot leave the player subscribed.
 * The sockets of the ended sessions are closed after the commit (disconnectSessions).
 */
async function shutOut(ctx: Pick<LimitsContext, 'players' | 'sessions'>, tx: Tx, playerId: number): Promise<number[]> {
  await ctx.players.subscriptions(playerId, { receive_promos: false, receive_sms_promos: false }, tx);
  return ctx.sessions.revokeOthers(playerId, null, tx);
}
