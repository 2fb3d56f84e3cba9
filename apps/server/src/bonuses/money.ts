import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { WalletError } from '../wallet';
import type { BonusDeps } from './context';
import { lockBonusQueue, moveStage, templateOf, updateGift, type GiftRow } from './gift-queries';
import { daysAfter } from './rules';
import { gifts } from './tables';

/** What a conversion or forfeit recorded in the ledger: the bonus closed, converted and forfeited parts. */
const closedMetaSchema = z.object({
  amount_cents: z.number().int(),
  converted_cents: z.number().int().optional(),
  forfeited_cents: z.number().int().optional(),
});

/** Stages whose wallet movement may still be owed when `money_settled_at` is null. */
const MONEY_STAGES = new Set<GiftRow['stage']>(['handle_bets', 'wager_done', 'lost', 'canceled', 'expired']);

async function giftById(deps: BonusDeps, id: number): Promise<GiftRow> {
  const [row] = await deps.db.select().from(gifts).where(eq(gifts.id, id));
  if (!row) throw new Error(`gift ${id} is missing`);
  return row;
}

/**
 * Makes the wallet match a gift's stage (decision 044): a wagering bonus is granted, a met one
 * converted up to its max win, a lost, canceled or expired one forfeited. Every movement has a
 * key derived from the gift, so running this again (a retry, the sweep after a crash) moves nothing twice.
 */
export async function settleGift(deps: BonusDeps, id: number): Promise<GiftRow> {
  const gift = await giftById(deps, id);
  if (gift.moneySettledAt || !MONEY_STAGES.has(gift.stage)) return gift;
  if (gift.kind !== 'bonus') return markSettled(deps, gift.id, {});
  if (gift.stage === 'handle_bets') return grant(deps, gift);
  if (gift.stage === 'wager_done') return convert(deps, gift);
  return forfeit(deps, gift);
}

async function markSettled(deps: BonusDeps, id: number, set: Partial<GiftRow>): Promise<GiftRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
    if (!row) throw new Error(`gift ${id} is missing`);
    if (row.moneySettledAt) return row;
    return updateGift(tx, deps.outbox, row, { ...set, moneySettledAt: now }, now);
  });
}

async function grant(deps: BonusDeps, gift: GiftRow): Promise<GiftRow> {
  if (gift.bonusCents > 0) {
    await deps.wallet.grantBonus({
      key: `gift:${gift.id}:grant`,
      playerId: gift.playerId,
      currency: gift.currency,
      amountCents: gift.bonusCents,
      // The engine counts wagering by game category; the wallet's own counter stays at zero (decision 044).
      wageringRequiredCents: 0,
      metadata: { gift_id: gift.id },
    });
  }
  const now = deps.clock.now();
  const settled = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(gifts).where(eq(gifts.id, gift.id)).for('update');
    if (!row || row.moneySettledAt || row.stage !== 'handle_bets') return row;
    if (row.wagerRequiredCents > 0) return updateGift(tx, deps.outbox, row, { moneySettledAt: now }, now);
    return moveStage(tx, deps.outbox, row, { to: 'wager_done', cause: 'nothing_to_wager', now });
  });
  // Canceled meanwhile (or nothing to wager): the next stage owes its own movement.
  return settled && !settled.moneySettledAt ? settleGift(deps, gift.id) : (settled ?? gift);
}

/** Closes the wallet's bonus money under a key; no bonus money left is nothing to move. */
async function closeBonus(
  deps: BonusDeps,
  gift: GiftRow,
  kind: 'convert' | 'forfeit',
): Promise<{ converted: number; forfeited: number }> {
  const request = {
    key: `gift:${gift.id}:${kind}`,
    playerId: gift.playerId,
    currency: gift.currency,
    metadata: { gift_id: gift.id },
  };
  try {
    const moved =
      kind === 'convert'
        ? await deps.wallet.convertBonus({ ...request, maxRealCents: gift.maxWinCents ?? undefined })
        : await deps.wallet.forfeitBonus(request);
    const meta = closedMetaSchema.parse(await deps.wallet.metadataOf(moved.transactionId));
    return kind === 'convert'
      ? { converted: meta.converted_cents ?? meta.amount_cents, forfeited: meta.forfeited_cents ?? 0 }
      : { converted: 0, forfeited: meta.amount_cents };
  } catch (err) {
    if (err instanceof WalletError && err.code === 'insufficient_funds') return { converted: 0, forfeited: 0 };
    throw err;
  }
}

async function convert(deps: BonusDeps, gift: GiftRow): Promise<GiftRow> {
  const closed = await closeBonus(deps, gift, 'convert');
  const now = deps.clock.now();
  const finished = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(gifts).where(eq(gifts.id, gift.id)).for('update');
    if (!row || row.stage !== 'wager_done') return row ?? gift;
    return moveStage(tx, deps.outbox, row, {
      to: 'finished',
      cause: 'converted',
      now,
      set: { convertedCents: closed.converted, forfeitedCents: closed.forfeited, moneySettledAt: now },
    });
  });
  await promoteNext(deps, gift.playerId, gift.currency);
  return finished;
}

async function forfeit(deps: BonusDeps, gift: GiftRow): Promise<GiftRow> {
  // Never granted (canceled or expired before wagering began): nothing left the pool.
  const closed = gift.activatedAt ? await closeBonus(deps, gift, 'forfeit') : { converted: 0, forfeited: 0 };
  const settled = await markSettled(deps, gift.id, { forfeitedCents: closed.forfeited });
  await promoteNext(deps, gift.playerId, gift.currency);
  return settled;
}

/** The next waiting bonus of the wallet starts wagering once none is active (one at a time per wallet). */
export async function promoteNext(deps: BonusDeps, playerId: number, currency: string): Promise<void> {
  const now = deps.clock.now();
  const promoted = await deps.db.transaction(async (tx) => {
    const queue = await lockBonusQueue(tx, playerId, currency);
    if (queue.some((g) => g.stage === 'handle_bets' || g.stage === 'wager_done')) return undefined;
    const next = queue.find((g) => g.stage === 'wait');
    if (!next) return undefined;
    const template = await templateOf(tx, next.templateId);
    return moveStage(tx, deps.outbox, next, {
      to: 'handle_bets',
      cause: 'queue_advanced',
      now,
      set: { activatedAt: now, validUntil: daysAfter(now, template.validityDays), moneySettledAt: null },
    });
  });
  if (promoted) await settleGift(deps, promoted.id);
}
