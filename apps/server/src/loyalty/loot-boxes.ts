import type { LootBox, LootBoxActivation, WheelSlug } from '@casino/contracts';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { HttpError, ValidationError } from '../http/errors';
import { lockBalance, storeBalance } from './balance';
import type { LoyaltyDeps } from './context';
import { activationView, type BoxRow, lootBoxView } from './loot-box-view';
import { lootBoxes, type StoredPrizeTerms, type StoredSegment } from './tables';
import { pushBoxChange, readWheel, segmentsFor } from './wheel-store';
import { drawSegment, isExpired, prizeAmount, totalWeight } from './wheel-rules';

const refuse = (field: string, reason: string) => new ValidationError({ [field]: [reason] });

/** How long a box bought in the shop or given by a level may wait to be opened. */
const BOX_VALID_DAYS = 30;

/** The group key of a wheel's boxes: both count as active wheel spins (WHEEL-06). */
const boxGroupKey = (wheel: WheelSlug): string => (wheel === 'rocketmart' ? 'manual_wheel' : 'wheel');

interface BoxIssue {
  playerId: number;
  wheel: WheelSlug;
  /** One source per box; a source that issued its box before issues nothing again. */
  sources: string[];
  validUntil?: Date;
}

/**
 * Issues boxes in the caller's transaction, one per source (unique), each pushed on
 * lootboxes_changes; answers the ids of every source's box, new or issued before.
 */
export async function issueBoxes(deps: LoyaltyDeps, tx: Tx, issue: BoxIssue): Promise<number[]> {
  const at = deps.clock.now();
  const validUntil = issue.validUntil ?? new Date(at.getTime() + BOX_VALID_DAYS * 86_400_000);
  const groupKey = boxGroupKey(issue.wheel);
  const values = issue.sources.map((source) => ({
    playerId: issue.playerId,
    wheel: issue.wheel,
    groupKey,
    source,
    createdAt: at,
    validUntil,
  }));
  const inserted = values.length > 0 ? await tx.insert(lootBoxes).values(values).onConflictDoNothing().returning() : [];
  for (const row of inserted) await pushBoxChange(deps, tx, row);
  if (inserted.length === issue.sources.length) return inserted.map((r) => r.id);
  const rows = await tx
    .select({ id: lootBoxes.id })
    .from(lootBoxes)
    .where(inArray(lootBoxes.source, issue.sources))
    .orderBy(asc(lootBoxes.id));
  return rows.map((r) => r.id);
}

/** API-096 WHEEL-08: the player's boxes, newest first; issued ones past valid_until are expired first (WHEEL-15). */
export async function listBoxes(deps: LoyaltyDeps, playerId: number): Promise<LootBox[]> {
  const now = deps.clock.now();
  await deps.db
    .update(lootBoxes)
    .set({ stage: 'expired' })
    .where(and(eq(lootBoxes.playerId, playerId), eq(lootBoxes.stage, 'issued'), lte(lootBoxes.validUntil, now)));
  const rows = await deps.db
    .select()
    .from(lootBoxes)
    .where(eq(lootBoxes.playerId, playerId))
    .orderBy(desc(lootBoxes.id))
    .limit(100);
  return rows.map(lootBoxView);
}

/** Pays a segment's bonus, free spins or comp points in the box's transaction; real money is paid after it. */
async function payInTransaction(deps: LoyaltyDeps, tx: Tx, row: BoxRow, prize: StoredSegment): Promise<void> {
  if (prize.kind === 'bonus' || prize.kind === 'freespins') {
    if (prize.gift_template_id === null) throw new Error(`wheel ${row.wheel} segment ${prize.label} has no gift template`);
    await deps.bonuses.award(
      {
        playerId: row.playerId,
        templateId: prize.gift_template_id,
        currency: row.currency ?? 'EUR',
        bonusCents: prize.kind === 'bonus' ? row.amountCents : undefined,
        source: `loyalty:lootbox:${row.id}`,
        cause: 'loot_box',
      },
      tx,
    );
  }
  if (prize.kind === 'points') {
    const now = deps.clock.now();
    const before = await lockBalance(tx, row.playerId, now);
    await storeBalance(tx, deps.outbox, before, { chargeablePoints: before.chargeablePoints + prize.points }, now);
  }
}

/** Real money of an opened box, from the promotions house account under the box's key: paying again moves nothing twice. */
async function payMoney(deps: LoyaltyDeps, row: BoxRow): Promise<void> {
  await deps.wallet.credit({
    key: `loyalty:lootbox:${row.id}`,
    playerId: row.playerId,
    currency: row.currency ?? 'EUR',
    amountCents: row.amountCents,
    kind: 'promotion_prize',
    counterparty: 'promotions',
    metadata: { loot_box_id: row.id, wheel: row.wheel },
  });
  await deps.db.update(lootBoxes).set({ paidAt: deps.clock.now() }).where(eq(lootBoxes.id, row.id));
}

type TermsByTemplate = Map<number, StoredPrizeTerms>;

/**
 * WHEEL-04: the terms of the gift templates an unopened box's wheel may pay, read before the
 * opening transaction: the wager the gift carries (the free-spin wager for free spins) and its
 * max win per currency. Nothing for an opened, unknown or foreign box.
 */
async function giftTerms(deps: LoyaltyDeps, playerId: number, id: number, groups: number[]): Promise<TermsByTemplate> {
  const terms: TermsByTemplate = new Map();
  const [box] = await deps.db
    .select({ wheel: lootBoxes.wheel, stage: lootBoxes.stage })
    .from(lootBoxes)
    .where(and(eq(lootBoxes.id, id), eq(lootBoxes.playerId, playerId)));
  if (box?.stage !== 'issued') return terms;
  const gifts = segmentsFor(await readWheel(deps.db, box.wheel), groups).segments.filter(
    (s) => (s.kind === 'bonus' || s.kind === 'freespins') && s.gift_template_id !== null,
  );
  for (const segment of gifts) {
    const templateId = segment.gift_template_id ?? 0;
    const template = await deps.giftTemplateTerms(templateId);
    if (!template) continue;
    const amounts = (record: Record<string, number | undefined>) =>
      Object.entries(record).filter((entry): entry is [string, number] => entry[1] !== undefined);
    terms.set(templateId, {
      wager: segment.kind === 'freespins' ? template.freespinWager : template.wager,
      max_win: Object.fromEntries(amounts(template.maxWins)),
      freespin_currencies: amounts(template.freespinBets).map(([currency]) => currency),
    });
  }
  return terms;
}

/** What the box is opened for: the player's currency and groups, and the gift terms read before the transaction. */
interface Opener {
  currency: string;
  groups: number[];
  terms: TermsByTemplate;
}

/**
 * Draws the box's segment from the player's segment set (their wheel group's, else the default,
 * WHEEL-11) and stores it with the set's name and a copy of its prize, in the caller's transaction.
 */
async function draw(deps: LoyaltyDeps, tx: Tx, box: BoxRow, opener: Opener): Promise<BoxRow> {
  const { currency, terms } = opener;
  const { set, segments } = segmentsFor(await readWheel(tx, box.wheel), opener.groups);
  const weights = segments.map((s) => s.weight);
  const segment = drawSegment(weights, deps.rng.int(totalWeight(weights)));
  const drawn = segments[segment];
  if (!drawn) throw new Error(`wheel ${box.wheel} has no segment ${segment}`);
  const paidUnder = drawn.gift_template_id === null ? undefined : terms.get(drawn.gift_template_id);
  const prize = paidUnder && (drawn.kind === 'bonus' || drawn.kind === 'freespins') ? { ...drawn, terms: paidUnder } : drawn;
  const now = deps.clock.now();
  const [opened] = await tx
    .update(lootBoxes)
    .set({
      stage: 'activated',
      activatedAt: now,
      segment,
      segmentSet: set,
      prize,
      currency,
      amountCents: prizeAmount(prize, currency),
      paidAt: prize.kind === 'money' ? null : now,
    })
    .where(eq(lootBoxes.id, box.id))
    .returning();
  if (!opened) throw new Error(`loot box ${box.id} vanished`);
  await payInTransaction(deps, tx, opened, prize);
  await pushBoxChange(deps, tx, opened);
  return opened;
}

/**
 * API-097 WHEEL-09 WHEEL-15: opens a box on its wheel. The box row is locked, so of two
 * concurrent opens one draws and pays and the other answers the same result; a retry of an
 * opened box answers it again and pays nothing.
 */
export async function openBox(
  deps: LoyaltyDeps,
  playerId: number,
  id: number,
  wheel: WheelSlug | undefined,
): Promise<LootBoxActivation> {
  const { currency, groups } = await deps.playerFacts(playerId);
  const terms = await giftTerms(deps, playerId, id, groups);
  const { row, fresh } = await deps.db.transaction(async (tx) => {
    const [box] = await tx
      .select()
      .from(lootBoxes)
      .where(and(eq(lootBoxes.id, id), eq(lootBoxes.playerId, playerId)))
      .for('update');
    if (!box) throw new HttpError(404, 'No such loot box');
    if (wheel !== undefined && box.wheel !== wheel) throw refuse('wheel', 'wrong_wheel');
    if (box.stage === 'activated') return { row: box, fresh: false };
    if (box.stage !== 'issued') throw refuse('id', `box_${box.stage}`);
    if (isExpired(box.validUntil, deps.clock.now())) throw refuse('id', 'box_expired');
    return { row: await draw(deps, tx, box, { currency, groups, terms }), fresh: true };
  });
  deps.outbox.kick();
  if (fresh && row.prize?.kind === 'money') await payMoney(deps, row);
  return activationView(row);
}

/** Pays the real money of boxes a crash left unpaid (scheduled with the other sweeps). */
export async function sweepBoxes(deps: LoyaltyDeps): Promise<number> {
  const unpaid = await deps.db
    .select()
    .from(lootBoxes)
    .where(and(eq(lootBoxes.stage, 'activated'), isNull(lootBoxes.paidAt)))
    .limit(500);
  for (const row of unpaid) await payMoney(deps, row);
  return unpaid.length;
}
