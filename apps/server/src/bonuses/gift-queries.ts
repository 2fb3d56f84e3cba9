import type { Gift, GiftStage } from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { HttpError } from '../http/errors';
import { canMove, isActivatable } from './rules';
import { giftTemplates, giftTransitions, gifts } from './tables';

export type GiftRow = typeof gifts.$inferSelect;
export type TemplateRow = typeof giftTemplates.$inferSelect;

/** A gift row in the contracts' shape (GIFT-02): the template lends its title, key and wager. */
export function giftView(row: GiftRow, template: TemplateRow, now: Date): Gift {
  const spins = row.kind === 'freespins';
  return {
    id: row.id,
    kind: row.kind,
    title: template.title,
    title_key: template.titleKey,
    group_key: template.groupKey,
    currency: row.currency,
    stage: row.stage,
    // A free-spin gift shows what its spins have won so far (bonus money after the last spin).
    amount_cents: spins ? row.freespinWinCents : row.bonusCents,
    amount_wager_cents: row.wageredCents,
    amount_wager_requirement_cents: row.wagerRequiredCents,
    activatable: isActivatable(row, now),
    activatable_until: row.activatableUntil?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    max_win_cents: row.maxWinCents,
    wager_multiplier: spins ? (row.freespinWager ?? template.freespinWager) : template.wagerMultiplier,
    freespins_total: row.freespinsTotal,
    freespins_used: row.freespinsUsed,
    freespin_bet_cents: row.freespinBetCents,
    game_ids: row.gameIds,
    bonuses: [{ type: spins ? 'freespins' : 'bonus', title: template.title }],
    created_at: row.createdAt.toISOString(),
  };
}

export async function templateOf(db: DbOrTx, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(giftTemplates).where(eq(giftTemplates.id, id));
  if (!row) throw new Error(`gift template ${id} is missing`);
  return row;
}

/** The player's gift of a kind, locked; another player's id or another kind is a 404 like an unknown one. */
export async function lockOwnGift(tx: Tx, playerId: number, id: number, kind: GiftRow['kind']): Promise<GiftRow> {
  const [row] = await tx
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.playerId, playerId), eq(gifts.kind, kind)))
    .for('update');
  if (!row) throw new HttpError(404, 'Gift not found.');
  return row;
}

/** Locks the player's bonus gifts of a currency in a fixed order, so the one-active-bonus rule holds under concurrency. */
export async function lockBonusQueue(tx: Tx, playerId: number, currency: string): Promise<GiftRow[]> {
  return tx
    .select()
    .from(gifts)
    .where(
      and(
        eq(gifts.playerId, playerId),
        eq(gifts.currency, currency),
        eq(gifts.kind, 'bonus'),
        inArray(gifts.stage, ['issued', 'wait', 'handle_bets', 'wager_done']),
      ),
    )
    .orderBy(asc(gifts.id))
    .for('update');
}

/** The push of a gift's change on its private channel (RT-05, RT-06), as an outbox event. */
export function giftPush(gift: GiftRow, template: TemplateRow, now: Date) {
  return {
    type: REALTIME_PUSH_EVENT,
    playerId: gift.playerId,
    payload: {
      channel: gift.kind === 'freespins' ? 'freespins_changes' : 'bonuses_changes',
      data: giftView(gift, template, now),
    },
  };
}

/** Publishes a gift's change on its private channel (RT-05, RT-06). */
export async function pushGift(tx: DbOrTx, outbox: Outbox, gift: GiftRow, now: Date): Promise<void> {
  await outbox.publish(tx, giftPush(gift, await templateOf(tx, gift.templateId), now));
}

interface StageChange {
  to: GiftStage;
  cause: string;
  now: Date;
  /** Other columns changed with the stage. */
  set?: Partial<GiftRow>;
}

/**
 * Moves a locked gift to another stage, records the transition with its cause and pushes the
 * change; a move the stage machine does not allow is a 409.
 */
export async function moveStage(tx: Tx, outbox: Outbox, gift: GiftRow, change: StageChange): Promise<GiftRow> {
  if (!canMove(gift.stage, change.to)) throw new HttpError(409, `The gift cannot go from ${gift.stage} to ${change.to}.`);
  const [updated] = await tx
    .update(gifts)
    .set({ ...change.set, stage: change.to, updatedAt: change.now })
    .where(eq(gifts.id, gift.id))
    .returning();
  if (!updated) throw new Error(`gift ${gift.id} vanished`);
  await tx
    .insert(giftTransitions)
    .values({ giftId: gift.id, fromStage: gift.stage, toStage: change.to, cause: change.cause, at: change.now });
  await pushGift(tx, outbox, updated, change.now);
  return updated;
}

/** Updates a locked gift's columns without a stage change (wagering progress, money settled) and pushes it. */
export async function updateGift(tx: Tx, outbox: Outbox, gift: GiftRow, set: Partial<GiftRow>, now: Date): Promise<GiftRow> {
  const [updated] = await tx
    .update(gifts)
    .set({ ...set, updatedAt: now })
    .where(eq(gifts.id, gift.id))
    .returning();
  if (!updated) throw new Error(`gift ${gift.id} vanished`);
  await pushGift(tx, outbox, updated, now);
  return updated;
}
