import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import type { BonusDeps } from './context';
import { moveStage, templateOf, updateGift, type GiftRow } from './gift-queries';
import { settleGift } from './money';
import { contributionPercent, wageringContribution } from './rules';
import { giftProcessedEvents, gifts } from './tables';

const betPayload = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int().positive(),
  categories: z.array(z.string()).optional(),
});

const rollbackPayload = z.object({
  transaction_id: z.number().int(),
  bet_transaction_id: z.number().int(),
});

/** Whether the wallet of a currency has a bonus wagering (a plain read, no lock). */
async function hasWagering(db: DbOrTx, playerId: number, currency: string): Promise<boolean> {
  const rows = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(
      and(eq(gifts.playerId, playerId), eq(gifts.currency, currency), eq(gifts.kind, 'bonus'), eq(gifts.stage, 'handle_bets')),
    )
    .limit(1);
  return rows.length > 0;
}

/** The wallet's wagering bonus gift of a currency, locked; undefined when none is wagering. */
async function lockWagering(tx: Tx, playerId: number, currency: string): Promise<GiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(gifts)
    .where(
      and(eq(gifts.playerId, playerId), eq(gifts.currency, currency), eq(gifts.kind, 'bonus'), eq(gifts.stage, 'handle_bets')),
    )
    .orderBy(asc(gifts.id))
    .limit(1)
    .for('update');
  return row;
}

/** Records a handled money event by its transaction id; false when it was handled before (a replay). */
async function firstTime(tx: Tx, row: typeof giftProcessedEvents.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(giftProcessedEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: giftProcessedEvents.transactionId });
  return inserted.length > 0;
}

/**
 * `bet.placed`: the stake advances the wallet's wagering bonus by its game category's
 * contribution (decision 044). Bets placed before the bonus started wagering do not count. At the
 * requirement the gift is wager_done and converts. Keyed by the bet's transaction id.
 */
export async function onBetPlaced(deps: BonusDeps, event: DomainEvent): Promise<void> {
  const parsed = betPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const bet = parsed.data;
  const playerId = event.playerId;
  // Most bets meet no wagering bonus: they cost one read here, not a write. A bonus that starts
  // wagering after this read would not count the bet anyway (it was placed before).
  if (!(await hasWagering(deps.db, playerId, bet.currency))) return;
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await firstTime(tx, { transactionId: bet.transaction_id, kind: 'bet', playerId, at: now }))) return undefined;
    const gift = await lockWagering(tx, playerId, bet.currency);
    if (!gift || !gift.activatedAt || gift.activatedAt > event.createdAt) return undefined;
    const template = await templateOf(tx, gift.templateId);
    const percent = contributionPercent(bet.categories ?? [], template.contributions, template.defaultContribution);
    const added = wageringContribution({
      stakeCents: bet.amount_cents,
      percent,
      requiredCents: gift.wagerRequiredCents,
      wageredCents: gift.wageredCents,
    });
    if (added === 0) return undefined;
    await tx
      .update(giftProcessedEvents)
      .set({ giftId: gift.id, contributedCents: added })
      .where(eq(giftProcessedEvents.transactionId, bet.transaction_id));
    const wagered = gift.wageredCents + added;
    if (wagered < gift.wagerRequiredCents) {
      await updateGift(tx, deps.outbox, gift, { wageredCents: wagered }, now);
      return undefined;
    }
    return moveStage(tx, deps.outbox, gift, {
      to: 'wager_done',
      cause: 'wagering_met',
      now,
      set: { wageredCents: wagered, moneySettledAt: null },
    });
  });
  deps.outbox.kick();
  if (done) await settleGift(deps, done.id);
}

/**
 * `bet.rolled_back`: the bet's contribution is taken back from its gift while that gift still
 * wagers (a converted bonus stays converted). A rollback handled before its bet marks the bet so
 * the bet, when it comes, counts nothing.
 */
export async function onBetRolledBack(deps: BonusDeps, event: DomainEvent): Promise<void> {
  const parsed = rollbackPayload.safeParse(event.payload);
  if (!parsed.success || event.playerId === null) return;
  const { transaction_id: rollbackId, bet_transaction_id: betId } = parsed.data;
  const playerId = event.playerId;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await firstTime(tx, { transactionId: rollbackId, kind: 'rollback', playerId, at: now }))) return;
    if (await firstTime(tx, { transactionId: betId, kind: 'bet', playerId, rolledBack: true, at: now })) return;
    const [bet] = await tx.select().from(giftProcessedEvents).where(eq(giftProcessedEvents.transactionId, betId)).for('update');
    if (!bet || bet.rolledBack) return;
    await tx.update(giftProcessedEvents).set({ rolledBack: true }).where(eq(giftProcessedEvents.transactionId, betId));
    if (bet.giftId === null || bet.contributedCents === 0) return;
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, bet.giftId)).for('update');
    if (!gift || gift.stage !== 'handle_bets') return;
    await updateGift(tx, deps.outbox, gift, { wageredCents: Math.max(0, gift.wageredCents - bet.contributedCents) }, now);
  });
  deps.outbox.kick();
}

/**
 * After a win or a settled round: a wagering bonus whose wallet holds no bonus money any more is
 * lost (its money was played away; there is nothing to forfeit).
 */
export async function checkLost(deps: BonusDeps, event: DomainEvent): Promise<void> {
  if (event.playerId === null) return;
  const currency = z.object({ currency: z.string() }).safeParse(event.payload);
  if (!currency.success) return;
  const playerId = event.playerId;
  const account = (await deps.wallet.getAccounts(playerId)).find((a) => a.currency === currency.data.currency);
  if (!account || account.amount_cents - account.available_to_cashout_cents > 0) return;
  const now = deps.clock.now();
  const lost = await deps.db.transaction(async (tx) => {
    const gift = await lockWagering(tx, playerId, currency.data.currency);
    // Not yet granted, or granted after this event: its money is not gone.
    if (!gift?.moneySettledAt || gift.bonusCents === 0 || gift.moneySettledAt > event.createdAt) return undefined;
    return moveStage(tx, deps.outbox, gift, { to: 'lost', cause: 'bonus_balance_zero', now, set: { moneySettledAt: null } });
  });
  deps.outbox.kick();
  if (lost) await settleGift(deps, lost.id);
}

/** How many deposits of the player the engine has seen (the next one's number is this plus one). */
export async function depositsSeen(tx: DbOrTx, playerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(giftProcessedEvents)
    .where(and(eq(giftProcessedEvents.playerId, playerId), eq(giftProcessedEvents.kind, 'deposit')));
  return row?.n ?? 0;
}
