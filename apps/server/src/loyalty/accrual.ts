import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { betPlacedPayloadSchema, betRolledBackPayloadSchema, WALLET_EVENTS } from '../wallet';
import type { BalanceRow } from './balance';
import type { LoyaltyDeps } from './context';
import { issueBoxes } from './loot-boxes';
import { earnedFractions, foldComps, rateFor, type CompStep, type LevelReach } from './rules';
import { compAccruals, compBalances, compEarningRates, loyaltyLevels } from './tables';

type LevelRow = typeof loyaltyLevels.$inferSelect;

/** An event of the batch that can move points: a real bet, or a rollback naming its bet. */
type Item =
  | { kind: 'bet'; betId: number; playerId: number; currency: string; realCents: number; categories: string[] }
  | { kind: 'rollback'; betId: number; playerId: number };

/** The events that can count, in order; what cannot (no player, no real money, a bad payload) is skipped without a query. */
function parseItems(events: readonly DomainEvent[]): Item[] {
  const items: Item[] = [];
  for (const event of events) {
    if (event.playerId === null) continue;
    if (event.type === WALLET_EVENTS.betPlaced) {
      const bet = betPlacedPayloadSchema.safeParse(event.payload);
      if (!bet.success || bet.data.real_cents === 0) continue;
      const { transaction_id: betId, currency, real_cents: realCents, categories = [] } = bet.data;
      items.push({ kind: 'bet', betId, playerId: event.playerId, currency, realCents, categories });
    } else if (event.type === WALLET_EVENTS.betRolledBack) {
      const rollback = betRolledBackPayloadSchema.safeParse(event.payload);
      if (rollback.success) items.push({ kind: 'rollback', betId: rollback.data.bet_transaction_id, playerId: event.playerId });
    }
  }
  return items;
}

/** The earning rates of the batch's currencies, read once: currency → category → points per 100. */
async function ratesOf(tx: Tx, currencies: string[]): Promise<Map<string, Map<string, number>>> {
  const rates = new Map(currencies.map((c) => [c, new Map<string, number>()]));
  if (currencies.length === 0) return rates;
  const rows = await tx.select().from(compEarningRates).where(inArray(compEarningRates.currency, currencies));
  for (const r of rows) rates.get(r.currency)?.set(r.category, r.pointsPer100);
  return rates;
}

/** A bet or rollback as its bet's first event in the batch records it in `comp_accruals`. */
interface Touch {
  item: Item;
  earned: number;
}

/**
 * The first event of each bet in the batch, recorded with one insert that answers which are new: a
 * bet that earns stores what it earned; a rollback first stores its bet rolled back with nothing
 * earned (a tombstone), so the bet earns nothing when it comes.
 */
async function recordFirstTouches(tx: Tx, touches: Map<number, Touch>, now: Date): Promise<Set<number>> {
  if (touches.size === 0) return new Set();
  const rows = [...touches].map(([betId, { item, earned }]) => ({
    transactionId: betId,
    playerId: item.playerId,
    earned,
    rolledBack: item.kind === 'rollback',
    at: now,
  }));
  const inserted = await tx.insert(compAccruals).values(rows).onConflictDoNothing().returning({ id: compAccruals.transactionId });
  return new Set(inserted.map((r) => r.id));
}

/** Marks the rolled-back bets that had counted, in one statement; answers what each had earned. */
async function markRolledBack(tx: Tx, betIds: number[]): Promise<Map<number, number>> {
  if (betIds.length === 0) return new Map();
  const rows = await tx
    .update(compAccruals)
    .set({ rolledBack: true })
    .where(and(inArray(compAccruals.transactionId, betIds), eq(compAccruals.rolledBack, false)))
    .returning({ id: compAccruals.transactionId, earned: compAccruals.earned });
  return new Map(rows.map((r) => [r.id, r.earned]));
}

/**
 * Which bets of the batch earn and which rollbacks take points back, as one by one in order would
 * decide it: answers each player's steps in event order.
 */
async function playerSteps(tx: Tx, items: Item[], now: Date): Promise<Map<number, CompStep[]>> {
  const rates = await ratesOf(tx, [...new Set(items.flatMap((i) => (i.kind === 'bet' ? [i.currency] : [])))]);
  const touches = new Map<number, Touch>();
  for (const item of items) {
    const earned =
      item.kind === 'bet'
        ? earnedFractions(item.realCents, rateFor(item.categories, rates.get(item.currency) ?? new Map<string, number>()))
        : 0;
    // A bet that earns nothing stores nothing (its rollback then leaves a tombstone).
    if ((item.kind === 'rollback' || earned > 0) && !touches.has(item.betId)) touches.set(item.betId, { item, earned });
  }
  const fresh = await recordFirstTouches(tx, touches, now);
  const tombstoned = (betId: number) => fresh.has(betId) && touches.get(betId)?.item.kind === 'rollback';
  const rolledBackIds = [...new Set(items.filter((i) => i.kind === 'rollback' && !tombstoned(i.betId)).map((i) => i.betId))];
  const takenBack = await markRolledBack(tx, rolledBackIds);
  const steps = new Map<number, CompStep[]>();
  const add = (playerId: number, step: CompStep) => steps.set(playerId, [...(steps.get(playerId) ?? []), step]);
  for (const item of items) {
    const touch = touches.get(item.betId);
    if (item.kind === 'bet' && touch?.item === item && fresh.has(item.betId)) {
      add(item.playerId, { kind: 'earn', fractions: touch.earned, currency: item.currency });
    } else if (item.kind === 'rollback' && takenBack.has(item.betId)) {
      const fractions = takenBack.get(item.betId) ?? 0;
      takenBack.delete(item.betId);
      if (fractions > 0) add(item.playerId, { kind: 'take_back', fractions });
    }
  }
  return steps;
}

/** The players' balance rows, created empty on first use and locked, in player order, with one statement. */
async function lockBalances(tx: Tx, playerIds: number[], now: Date): Promise<Map<number, BalanceRow>> {
  const rows = await tx
    .insert(compBalances)
    .values(playerIds.map((playerId) => ({ playerId, updatedAt: now })))
    .onConflictDoUpdate({ target: compBalances.playerId, set: { updatedAt: sql`${compBalances.updatedAt}` } })
    .returning();
  return new Map(rows.map((r) => [r.playerId, r]));
}

/** Stores the folded balances with one statement. */
async function storeBalances(tx: Tx, rows: BalanceRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.playerId}::bigint, ${r.chargeablePoints}::bigint, ${r.persistentPoints}::bigint, ${r.persistentFraction}::integer, ${r.level}::integer)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${compBalances} set
      chargeable_points = v.chargeable, persistent_points = v.persistent, persistent_fraction = v.fraction,
      level = v.level, updated_at = ${now}
    from (values ${values}) as v(player_id, chargeable, persistent, fraction, level)
    where ${compBalances.playerId} = v.player_id`);
}

/** A level's loot boxes, once: each box's source names the player, the level and its place. */
async function issueLevelBoxes(deps: LoyaltyDeps, tx: Tx, playerId: number, level: LevelRow): Promise<void> {
  if (level.lootBoxes === 0) return;
  const sources = Array.from({ length: level.lootBoxes }, (_, i) => `level:${playerId}:${level.level}:${i}`);
  await issueBoxes(deps, tx, { playerId, wheel: 'rocketmart', sources });
}

/** Issues the gift and loot boxes of every level a bet newly reached, once each (the award's source names the level). */
async function issueLevelRewards(
  deps: LoyaltyDeps,
  tx: Tx,
  playerId: number,
  levels: LevelRow[],
  reach: LevelReach,
): Promise<void> {
  for (const level of levels.filter((l) => l.level > reach.from && l.level <= reach.to)) {
    await issueLevelBoxes(deps, tx, playerId, level);
    if (level.giftTemplateId === null) continue;
    await deps.bonuses.award(
      {
        playerId,
        templateId: level.giftTemplateId,
        currency: reach.currency,
        source: `loyalty:level:${level.level}`,
        cause: 'loyalty_level',
      },
      tx,
    );
  }
}

/**
 * `bet.placed` and `bet.rolled_back` of one outbox batch (decisions 052, 073), in one transaction:
 * the real part of a stake earns points at the rate of its currency and game category (bonus money
 * earns nothing), keyed by the bet's transaction id; a rolled-back bet's points are taken back,
 * never below zero (points already spent stay spent), and reached levels stay reached. Each player's
 * balance is folded in memory and stored once; each player whose spendable points moved hears one
 * `comps_award` with the batch's net change and the final total; a level's gift and loot boxes are
 * issued only for players whose persistent points passed a threshold.
 */
export async function onBetEvents(deps: LoyaltyDeps, events: DomainEvent[]): Promise<void> {
  const items = parseItems(events);
  if (items.length === 0) return;
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const steps = await playerSteps(tx, items, now);
    if (steps.size === 0) return false;
    const playerIds = [...steps.keys()].sort((a, b) => a - b);
    const before = await lockBalances(tx, playerIds, now);
    const earns = [...steps.values()].some((s) => s.some((step) => step.kind === 'earn'));
    const levels = earns ? await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.level)) : [];
    const after: BalanceRow[] = [];
    const pushes: { type: string; playerId: number; payload: unknown }[] = [];
    for (const playerId of playerIds) {
      const start = before.get(playerId);
      if (!start) throw new Error(`comp balance of player ${playerId} is missing`);
      const { state, reaches } = foldComps(start, steps.get(playerId) ?? [], levels);
      after.push({ ...start, ...state, updatedAt: now });
      for (const reach of reaches) await issueLevelRewards(deps, tx, playerId, levels, reach);
      const points = state.chargeablePoints - start.chargeablePoints;
      if (points !== 0) {
        const data = { points, total: state.chargeablePoints };
        pushes.push({ type: REALTIME_PUSH_EVENT, playerId, payload: { channel: 'comps_award', data } });
      }
    }
    await storeBalances(tx, after, now);
    if (pushes.length > 0) await deps.outbox.publishAll(tx, pushes);
    return true;
  });
  if (moved) deps.outbox.kick();
}
