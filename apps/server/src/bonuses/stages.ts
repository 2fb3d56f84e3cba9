import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError } from '../http/errors';
import type { BonusDeps } from './context';
import { lockBonusQueue, lockOwnGift, moveStage, templateOf, type GiftRow } from './gift-queries';
import { promoteNext, settleGift } from './money';
import { daysAfter, isActivatable, isPastDeadline } from './rules';
import { gifts } from './tables';

type GiftKind = GiftRow['kind'];

/** The gift of the player, locked: bonus gifts with the wallet's whole queue, so one wagers at a time. */
async function lockForChange(tx: Tx, playerId: number, id: number, kind: GiftKind): Promise<{ gift: GiftRow; queue: GiftRow[] }> {
  if (kind === 'freespins') return { gift: await lockOwnGift(tx, playerId, id, kind), queue: [] };
  const [peek] = await tx
    .select({ currency: gifts.currency })
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.playerId, playerId), eq(gifts.kind, kind)));
  if (!peek) throw new HttpError(404, 'Gift not found.');
  const queue = await lockBonusQueue(tx, playerId, peek.currency);
  return { gift: queue.find((g) => g.id === id) ?? (await lockOwnGift(tx, playerId, id, kind)), queue };
}

/**
 * GIFT-12: activation. An issued gift before its deadline starts wagering (its bonus money is
 * granted), or waits behind the wallet's active bonus; anything else is a 409.
 */
export async function activateGift(deps: BonusDeps, playerId: number, id: number, kind: GiftKind): Promise<GiftRow> {
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const { gift, queue } = await lockForChange(tx, playerId, id, kind);
    if (!isActivatable(gift, now)) throw new HttpError(409, 'The gift cannot be activated.');
    const busy = queue.some((g) => g.id !== id && (g.stage === 'handle_bets' || g.stage === 'wager_done'));
    if (busy) return moveStage(tx, deps.outbox, gift, { to: 'wait', cause: 'activated_queued', now });
    const template = await templateOf(tx, gift.templateId);
    return moveStage(tx, deps.outbox, gift, {
      to: 'handle_bets',
      cause: 'activated',
      now,
      set: { activatedAt: now, validUntil: daysAfter(now, template.validityDays), moneySettledAt: null },
    });
  });
  return settleGift(deps, moved.id);
}

/**
 * GIFT-13: the player deletes a gift. It is canceled and, when it was wagering, exactly the
 * wallet's bonus part is forfeited (real money is never touched); a finished or ended gift is a 409.
 */
export async function cancelGift(
  deps: BonusDeps,
  playerId: number,
  id: number,
  kind: GiftKind,
  cause = 'player_deleted',
): Promise<GiftRow> {
  const now = deps.clock.now();
  const canceled = await deps.db.transaction(async (tx) => {
    const { gift } = await lockForChange(tx, playerId, id, kind);
    if (!['issued', 'wait', 'handle_bets'].includes(gift.stage)) throw new HttpError(409, 'The gift has already ended.');
    const owesMoney = gift.stage === 'handle_bets';
    return moveStage(tx, deps.outbox, gift, {
      to: 'canceled',
      cause,
      now,
      set: owesMoney ? { moneySettledAt: null } : { moneySettledAt: now, forfeitedCents: 0 },
    });
  });
  const settled = await settleGift(deps, canceled.id);
  if (kind === 'bonus') await promoteNext(deps, playerId, settled.currency);
  return settled;
}

/** Expires one gift past its deadline (re-checked under the lock) and settles its money. */
async function expireGift(deps: BonusDeps, id: number): Promise<boolean> {
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
    if (!gift || !isPastDeadline(gift, now)) return undefined;
    const owesMoney = gift.stage === 'handle_bets';
    return moveStage(tx, deps.outbox, gift, {
      to: 'expired',
      cause: 'deadline',
      now,
      set: owesMoney ? { moneySettledAt: null } : { moneySettledAt: now, forfeitedCents: 0 },
    });
  });
  if (!expired) return false;
  await settleGift(deps, expired.id);
  return true;
}

/**
 * The sweep (scheduled, and at start): every gift past its deadline expires, however long ago
 * the deadline was, and any wallet movement a crash left owing is made. Answers how many expired.
 */
export async function sweepGifts(deps: BonusDeps): Promise<{ expired: number; settled: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: gifts.id })
    .from(gifts)
    .where(
      or(
        and(inArray(gifts.stage, ['issued', 'wait']), lte(gifts.activatableUntil, now)),
        and(eq(gifts.stage, 'handle_bets'), lte(gifts.validUntil, now)),
      ),
    )
    .limit(500);
  let expired = 0;
  for (const { id } of due) if (await expireGift(deps, id)) expired += 1;
  const owing = await deps.db
    .select({ id: gifts.id })
    .from(gifts)
    .where(and(isNull(gifts.moneySettledAt), inArray(gifts.stage, ['handle_bets', 'wager_done', 'lost', 'canceled', 'expired'])))
    .limit(500);
  for (const { id } of owing) await settleGift(deps, id);
  return { expired, settled: owing.length };
}
