import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { PLAY_EVENTS } from '../games/play';
import { betPlacedPayloadSchema, betRolledBackPayloadSchema, WALLET_EVENTS } from '../wallet';
import type { BonusDeps } from './context';
import { giftPush, moveStage, type GiftRow, type TemplateRow } from './gift-queries';
import { settleGift } from './money';
import { giftProcessedEvents, giftTemplates, gifts } from './tables';
import { foldWagering, walletKey, type ProcessedRow, type WageringItem, type WageringPlan } from './wagering-fold';

const checkPayload = z.object({ currency: z.string() });

/** Which kind of wagering item each of the batch's event types is. */
export const WAGERING_EVENT_KINDS: Readonly<Record<string, WageringItem['kind']>> = {
  [WALLET_EVENTS.betPlaced]: 'bet',
  [WALLET_EVENTS.betRolledBack]: 'rollback',
  [WALLET_EVENTS.winCredited]: 'check',
  [PLAY_EVENTS.roundSettled]: 'check',
  [PLAY_EVENTS.seamlessRoundLost]: 'check',
};

/** The batch's events as wagering items, in order; what cannot count (no player, a bad payload) is left out. */
function parseItems(events: readonly DomainEvent[]): WageringItem[] {
  const items: WageringItem[] = [];
  for (const event of events) {
    const kind = WAGERING_EVENT_KINDS[event.type];
    const playerId = event.playerId;
    if (playerId === null || kind === undefined) continue;
    if (kind === 'bet') {
      const bet = betPlacedPayloadSchema.safeParse(event.payload);
      // A stake of nothing (a free spin) wagers nothing.
      if (!bet.success || bet.data.amount_cents === 0) continue;
      const { transaction_id: transactionId, currency, amount_cents: amountCents, categories = [] } = bet.data;
      items.push({ kind, playerId, transactionId, currency, amountCents, categories, at: event.createdAt });
    } else if (kind === 'rollback') {
      const rollback = betRolledBackPayloadSchema.safeParse(event.payload);
      if (!rollback.success) continue;
      const { transaction_id: transactionId, bet_transaction_id: betTransactionId } = rollback.data;
      items.push({ kind, playerId, transactionId, betTransactionId });
    } else {
      const check = checkPayload.safeParse(event.payload);
      if (check.success) items.push({ kind, playerId, currency: check.data.currency, at: event.createdAt });
    }
  }
  return items;
}

/** The batch's players' wagering bonus gifts (a plain read, no lock): one statement for the whole batch. */
async function wageringGiftsOf(db: DbOrTx, playerIds: number[]): Promise<GiftRow[]> {
  return db
    .select()
    .from(gifts)
    .where(and(inArray(gifts.playerId, playerIds), eq(gifts.kind, 'bonus'), eq(gifts.stage, 'handle_bets')))
    .orderBy(asc(gifts.id));
}

/**
 * The wallets of the batch whose bonus money is gone, read once per player, only for wagering
 * gifts granted before one of their wallet's checks (a win, a settled round).
 */
async function walletsWithoutBonus(
  deps: BonusDeps,
  items: readonly WageringItem[],
  candidates: readonly GiftRow[],
): Promise<Set<string>> {
  const latestCheck = new Map<string, Date>();
  for (const item of items) if (item.kind === 'check') latestCheck.set(walletKey(item.playerId, item.currency), item.at);
  const players = new Set<number>();
  for (const gift of candidates) {
    const at = latestCheck.get(walletKey(gift.playerId, gift.currency));
    if (at && gift.moneySettledAt && gift.bonusCents > 0 && gift.moneySettledAt <= at) players.add(gift.playerId);
  }
  const gone = new Set<string>();
  for (const playerId of players) {
    for (const account of await deps.wallet.getAccounts(playerId)) {
      if (account.amount_cents - account.available_to_cashout_cents <= 0) gone.add(walletKey(playerId, account.currency));
    }
  }
  return gone;
}

/** Locks the wagering gifts found before, ordered by id; the first of each wallet is the one that wagers. */
async function lockWageringGifts(tx: Tx, ids: number[]): Promise<{ row: GiftRow; template: TemplateRow }[]> {
  const rows = await tx
    .select({ row: gifts, template: giftTemplates })
    .from(gifts)
    .innerJoin(giftTemplates, eq(giftTemplates.id, gifts.templateId))
    .where(and(inArray(gifts.id, ids), eq(gifts.stage, 'handle_bets')))
    .orderBy(asc(gifts.id))
    .for('update', { of: gifts });
  const wallets = new Set<string>();
  return rows.filter(({ row }) => {
    const key = walletKey(row.playerId, row.currency);
    if (wallets.has(key)) return false;
    wallets.add(key);
    return true;
  });
}

/** The rows recorded before for the transaction ids the items name. */
async function recordedBefore(tx: Tx, items: readonly WageringItem[]) {
  const ids = new Set<number>();
  for (const item of items) {
    if (item.kind === 'check') continue;
    ids.add(item.transactionId);
    if (item.kind === 'rollback') ids.add(item.betTransactionId);
  }
  if (ids.size === 0) return new Map<number, ProcessedRow>();
  const rows = await tx
    .select({
      transactionId: giftProcessedEvents.transactionId,
      kind: giftProcessedEvents.kind,
      playerId: giftProcessedEvents.playerId,
      giftId: giftProcessedEvents.giftId,
      contributedCents: giftProcessedEvents.contributedCents,
      rolledBack: giftProcessedEvents.rolledBack,
    })
    .from(giftProcessedEvents)
    .where(inArray(giftProcessedEvents.transactionId, [...ids]));
  return new Map(rows.map((row) => [row.transactionId, row as ProcessedRow] as const));
}

/** Writes the plan's processed rows (one insert, one update) and wagering progress (one update, one push each). */
async function writePlan(
  deps: BonusDeps,
  tx: Tx,
  plan: WageringPlan,
  locked: Map<number, { row: GiftRow; template: TemplateRow }>,
  now: Date,
) {
  if (plan.inserts.length > 0) {
    const inserted = await tx
      .insert(giftProcessedEvents)
      .values(plan.inserts.map((row) => ({ ...row, at: now })))
      .onConflictDoNothing()
      .returning({ id: giftProcessedEvents.transactionId });
    // Another process recorded some of them meanwhile: the outbox retries the events one by one.
    if (inserted.length !== plan.inserts.length) throw new Error('wagering events were recorded concurrently');
  }
  if (plan.rolledBack.length > 0) {
    await tx
      .update(giftProcessedEvents)
      .set({ rolledBack: true })
      .where(inArray(giftProcessedEvents.transactionId, plan.rolledBack));
  }
  const progressed = [...plan.gifts].filter(([, outcome]) => outcome.changed && !outcome.ended);
  if (progressed.length === 0) return;
  const values = sql.join(
    progressed.map(([id, outcome]) => sql`(${id}::bigint, ${outcome.wageredCents}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${gifts} set wagered_cents = v.wagered, updated_at = ${now.toISOString()}::timestamptz from (values ${values}) as v(id, wagered) where ${gifts.id} = v.id`,
  );
  // One push per gift with its state at the end of the batch (the per-event path pushed each step).
  await deps.outbox.publishAll(
    tx,
    progressed.flatMap(([id, outcome]) => {
      const gift = locked.get(id);
      if (!gift) return [];
      const row = { ...gift.row, wageredCents: outcome.wageredCents, updatedAt: now };
      return [giftPush(row, gift.template, now)];
    }),
  );
}

/**
 * The wagering events of a batch (decision 073): bets advance the wallet's wagering bonus by their
 * game category's contribution (decision 044), rollbacks take it back, wins and settled rounds end
 * a bonus whose money is gone as lost. One read finds the batch's players with a wagering gift; the
 * others' events cost nothing more (a bonus that starts wagering later does not count earlier bets).
 * For the rest, in one transaction: their gifts locked by id, the recorded transaction ids read,
 * the fold, one insert of processed rows, one update of gifts and one push per changed gift. Gifts
 * whose requirement is met (or whose money is gone) move stage, then convert (or forfeit).
 */
export async function onWageringEvents(deps: BonusDeps, events: readonly DomainEvent[]): Promise<void> {
  const items = parseItems(events);
  if (items.length === 0) return;
  const found = await wageringGiftsOf(deps.db, [...new Set(items.map((item) => item.playerId))]);
  if (found.length === 0) return;
  const withGift = new Set(found.map((gift) => gift.playerId));
  const mine = items.filter((item) => withGift.has(item.playerId));
  const bonusGone = await walletsWithoutBonus(deps, mine, found);
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const locked = await lockWageringGifts(
      tx,
      found.map((gift) => gift.id),
    );
    if (locked.length === 0) return [];
    const plan = foldWagering(
      mine,
      locked.map(({ row, template }) => ({
        ...row,
        contributions: template.contributions,
        defaultContribution: template.defaultContribution,
      })),
      await recordedBefore(tx, mine),
      bonusGone,
    );
    const byId = new Map(locked.map((gift) => [gift.row.id, gift] as const));
    await writePlan(deps, tx, plan, byId, now);
    const moved: number[] = [];
    for (const [id, outcome] of plan.gifts) {
      const gift = byId.get(id);
      if (!gift || !outcome.ended) continue;
      const set = { wageredCents: outcome.wageredCents, moneySettledAt: null };
      const change =
        outcome.ended === 'wager_done'
          ? { to: outcome.ended, cause: 'wagering_met' }
          : { to: outcome.ended, cause: 'bonus_balance_zero' };
      moved.push((await moveStage(tx, deps.outbox, gift.row, { ...change, now, set })).id);
    }
    return moved;
  });
  deps.outbox.kick();
  for (const id of ended) await settleGift(deps, id);
}

/** How many deposits of the player the engine has seen (the next one's number is this plus one). */
export async function depositsSeen(tx: DbOrTx, playerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(giftProcessedEvents)
    .where(and(eq(giftProcessedEvents.playerId, playerId), eq(giftProcessedEvents.kind, 'deposit')));
  return row?.n ?? 0;
}
