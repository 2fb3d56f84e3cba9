import type { LootBox, LootBoxActivation, LootBoxBonus, WheelPrize } from '@casino/contracts';
import type { lootBoxes, StoredPrize, StoredSegment } from './tables';

export type BoxRow = typeof lootBoxes.$inferSelect;

/**
 * WHEEL-04: the gift an opened box paid: the free spins per currency the template's spins play in
 * (the box's currency when none is recorded), the bonus money per currency in minor units (the
 * amount paid in the box's currency included), and the wager and max win it was issued with.
 */
function bonusView(gift: StoredPrize & { kind: 'bonus' | 'freespins' }, row: BoxRow): LootBoxBonus {
  const paidIn = row.currency ?? 'EUR';
  const spinCurrencies = gift.terms?.freespin_currencies.length ? gift.terms.freespin_currencies : [paidIn];
  return {
    title: gift.label,
    type: gift.kind,
    attributes:
      gift.kind === 'freespins'
        ? { freespins_count: Object.fromEntries(spinCurrencies.map((c) => [c, gift.freespins_count])) }
        : { bonus_amount: { ...gift.amounts, [paidIn]: row.amountCents } },
    result_bonus: gift.terms ? { wager: gift.terms.wager, max_win: gift.terms.max_win } : null,
  };
}

const isGift = (prize: StoredPrize | null): prize is StoredPrize & { kind: 'bonus' | 'freespins' } =>
  prize?.kind === 'bonus' || prize?.kind === 'freespins';

/** WHEEL-04: a box as the player's list shows it; an opened box names its prize as its one item. */
export function lootBoxView(row: BoxRow): LootBox {
  const prize = row.prize;
  return {
    id: row.id,
    stage: row.stage,
    group_key: row.groupKey,
    wheel: row.wheel,
    weight: prize?.weight ?? null,
    prize: prize?.label ?? null,
    segment: row.segment,
    created_at: row.createdAt.toISOString(),
    valid_until: row.validUntil.toISOString(),
    items: prize ? [{ prize: prize.label }] : [],
    bonuses: isGift(prize) ? [bonusView(prize, row)] : [],
  };
}

/** What the opened box paid, in the currency it was paid in. */
function prizeView(prize: StoredSegment, row: Pick<BoxRow, 'currency' | 'amountCents'>): WheelPrize {
  return {
    kind: prize.kind,
    label: prize.label,
    amount_cents: row.amountCents,
    currency: row.currency ?? 'EUR',
    points: prize.kind === 'points' ? prize.points : 0,
    freespins_count: prize.kind === 'freespins' ? prize.freespins_count : 0,
  };
}

/** The answer to an activation, the same for the first open and every retry. */
export function activationView(row: BoxRow): LootBoxActivation {
  if (!row.prize || row.segment === null) throw new Error(`loot box ${row.id} is not opened`);
  return { lootbox: lootBoxView(row), segment: row.segment, prize: prizeView(row.prize, row) };
}
