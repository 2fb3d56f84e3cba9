import {
  LIMIT_COOLING_PERIOD_MS,
  LIMIT_MESSAGES,
  LIMIT_TOKEN_TTL_MS,
  isLocale,
  localizePath,
  type LimitChangeResponse,
} from '@casino/contracts';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { newToken } from '../auth';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { limitConfirmationNotification } from '../notifications';
import type { LimitsContext } from './context';
import { pushLimitEvent } from './enforcement';
import { limitView } from './list';
import { BLOCKING_TYPES, blockOf, isLapsed, isRunning, liveLimits, type ChangeRow, type LiveLimit } from './store';
import { limitChanges, playerLimitAmounts, playerLimits } from './tables';
import { removableFrom, toPending } from './view';

/**
 * Loosening a limit (a raise or a removal): it waits the cooling period (the 24 hours of
 * LIMIT_COOLING_PERIOD_MS), is then mailed with a token, and applies only when the player
 * confirms with it (LIM-10, docs/decisions/012-limits.md). Tightening never waits (`set.ts`).
 */

const conflict = (key: string) => new HttpError(409, key);
const fieldError = (field: string, key: string) => new ValidationError({ [field]: [key] });

/** Cancels the open changes of a limit (one currency, or all), e.g. when the player tightens it again. */
export async function cancelOpenChanges(
  ctx: Pick<LimitsContext, 'clock'>,
  tx: Tx,
  input: { limitId: number; currency?: string | null },
): Promise<void> {
  const { currency } = input;
  await tx
    .update(limitChanges)
    .set({ canceledAt: ctx.clock.now() })
    .where(
      and(
        eq(limitChanges.limitId, input.limitId),
        isNull(limitChanges.confirmedAt),
        isNull(limitChanges.canceledAt),
        currency === undefined
          ? undefined
          : currency === null
            ? isNull(limitChanges.currency)
            : eq(limitChanges.currency, currency),
      ),
    );
}

/** Nothing may be loosened (raised or removed) while a cooling-off or self-exclusion runs. */
async function refuseLooseningDuringBlock(ctx: Pick<LimitsContext, 'clock'>, tx: Tx, playerId: number): Promise<void> {
  if (await blockOf(tx, playerId, ctx.clock.now())) throw conflict(LIMIT_MESSAGES.cannotLoosen);
}

/**
 * A loosening of a limit: a pending change that becomes effective after the cooling period.
 * Refused (409 cannot_loosen) for a deposit, loss, wager or session limit while a cooling-off or
 * self-exclusion runs. A new request replaces the open one of the same currency (a removal
 * every open one), and starts the cooling period again.
 */
export async function requestLoosening(
  ctx: Pick<LimitsContext, 'clock'>,
  tx: Tx,
  limit: LiveLimit,
  change: { action: 'raise' | 'remove'; currency: string | null; amountCents?: number; minutes?: number },
): Promise<ChangeRow> {
  const now = ctx.clock.now();
  if (!BLOCKING_TYPES.some((t) => t === limit.type)) await refuseLooseningDuringBlock(ctx, tx, limit.playerId);
  await cancelOpenChanges(ctx, tx, { limitId: limit.id, currency: change.currency });
  if (change.action === 'remove') await cancelOpenChanges(ctx, tx, { limitId: limit.id });
  const [row] = await tx
    .insert(limitChanges)
    .values({
      limitId: limit.id,
      playerId: limit.playerId,
      action: change.action,
      currency: change.currency,
      amountCents: change.amountCents ?? null,
      minutes: change.minutes ?? null,
      requestedAt: now,
      effectiveAt: new Date(now.getTime() + LIMIT_COOLING_PERIOD_MS),
    })
    .returning();
  if (!row) throw new Error('limit change insert returned nothing');
  return row;
}

/**
 * Asks to remove a limit: a loosening like any other, except that a cooling-off never ends early
 * and a self-exclusion only when it may be lifted (a permanent one after its first 7 days).
 */
export async function requestRemoval(
  ctx: LimitsContext,
  input: { playerId: number; limitId: number },
): Promise<LimitChangeResponse> {
  const { playerId, limitId } = input;
  const now = ctx.clock.now();
  const pending = await ctx.db.transaction(async (tx) => {
    const [limit] = (await liveLimits(tx, playerId, now, { lock: true })).filter((l) => l.id === limitId);
    if (!limit) throw new HttpError(404, LIMIT_MESSAGES.notFound);
    if (limit.type === 'cooling_off') throw conflict(LIMIT_MESSAGES.cannotEndEarly);
    if (limit.type === 'self_exclusion') {
      const from = removableFrom(limit);
      // A fixed term never ends early; a permanent one may be lifted after its first 7 days.
      if (limit.endsAt !== null || (from && from > now)) throw conflict(LIMIT_MESSAGES.cannotEndEarly);
    }
    return requestLoosening(ctx, tx, limit, { action: 'remove', currency: null });
  });
  return { limit: await limitView(ctx, { playerId, limitId }), applied: false, pending: toPending(pending) };
}

/** Applies a mailed change with its token: once, before the token lapses, never while a block runs. */
export async function confirmChange(
  ctx: LimitsContext,
  input: { playerId: number; token: string },
): Promise<LimitChangeResponse> {
  const { playerId } = input;
  const now = ctx.clock.now();
  const applied = await ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(limitChanges)
      .where(and(eq(limitChanges.tokenHash, ctx.hashToken(input.token)), eq(limitChanges.playerId, playerId)))
      .for('update');
    if (!change || change.confirmedAt || change.canceledAt) throw fieldError('token', LIMIT_MESSAGES.tokenInvalid);
    if (isLapsed(change, now)) throw fieldError('token', LIMIT_MESSAGES.tokenExpired);
    const [limit] = await tx.select().from(playerLimits).where(eq(playerLimits.id, change.limitId)).for('update');
    if (!limit || (!isRunning(limit, now) && change.action !== 'remove')) throw fieldError('token', LIMIT_MESSAGES.tokenInvalid);
    if (!BLOCKING_TYPES.some((t) => t === limit.type)) await refuseLooseningDuringBlock(ctx, tx, playerId);
    await applyChange(ctx, tx, { change, limitId: limit.id, now });
    await tx.update(limitChanges).set({ confirmedAt: now }).where(eq(limitChanges.id, change.id));
    await pushLimitEvent(tx, ctx.outbox, playerId, limit.type, false);
    return { change: { ...change, confirmedAt: now }, limit };
  });
  ctx.outbox.kick();
  return {
    limit: applied.change.action === 'remove' ? null : await limitView(ctx, { playerId, limitId: applied.limit.id }),
    applied: true,
    pending: null,
  };
}

/** A confirmed change's effect: the limit removed, or its amount or minutes raised. */
async function applyChange(ctx: Pick<LimitsContext, 'clock'>, tx: Tx, input: { change: ChangeRow; limitId: number; now: Date }) {
  const { change, limitId, now } = input;
  if (change.action === 'remove') {
    await tx.update(playerLimits).set({ removedAt: now }).where(eq(playerLimits.id, limitId));
    await cancelOpenChanges(ctx, tx, { limitId });
  } else if (change.currency !== null && change.amountCents !== null) {
    await tx
      .update(playerLimitAmounts)
      .set({ amountCents: change.amountCents, updatedAt: now })
      .where(and(eq(playerLimitAmounts.limitId, limitId), eq(playerLimitAmounts.currency, change.currency)));
  } else if (change.minutes !== null) {
    await tx.update(playerLimits).set({ minutes: change.minutes }).where(eq(playerLimits.id, limitId));
  }
}

/** Mails the token of each change whose cooling period passed, once (part of the scheduled job `limits`). */
export async function mailDueChanges(ctx: LimitsContext): Promise<void> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(limitChanges)
    .where(
      and(
        isNull(limitChanges.mailedAt),
        isNull(limitChanges.confirmedAt),
        isNull(limitChanges.canceledAt),
        lte(limitChanges.effectiveAt, now),
      ),
    )
    .limit(100);
  for (const change of due) await mailChange(ctx, { change, now });
  if (due.length > 0) ctx.outbox.kick();
}

async function mailChange(ctx: LimitsContext, input: { change: ChangeRow; now: Date }): Promise<void> {
  const { change, now } = input;
  const player = await ctx.players.get(change.playerId);
  const locale = isLocale(player.locale) ? player.locale : 'en';
  const token = newToken(ctx.rng);
  const expiresAt = new Date(now.getTime() + LIMIT_TOKEN_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    // The conditional update lets one process (and one round) mail a change, once.
    const [claimed] = await tx
      .update(limitChanges)
      .set({ tokenHash: ctx.hashToken(token), mailedAt: now, expiresAt })
      .where(and(eq(limitChanges.id, change.id), isNull(limitChanges.mailedAt), isNull(limitChanges.canceledAt)))
      .returning({ id: limitChanges.id });
    if (!claimed) return;
    await ctx.mailer.queue(tx, {
      playerId: change.playerId,
      to: player.email,
      kind: 'limit_change',
      locale,
      vars: { link: `${ctx.publicUrl}${localizePath(locale, `/profile/limits/confirm?token=${token}`)}` },
    });
    await ctx.notifier?.notify(
      tx,
      change.playerId,
      limitConfirmationNotification(locale, { changeId: change.id, token, expiresAt, removal: change.action === 'remove' }),
    );
    await pushLimitEvent(tx, ctx.outbox, change.playerId, 'pending', false);
  });
}
