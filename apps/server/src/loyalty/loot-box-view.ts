import type { LootBox, LootBoxActivation, WheelPrize } from '@casino/contracts';
import type { lootBoxes, StoredSegment } from './tables';

export type BoxRow = typeof lootBoxes.$inferSelect;

/** WHEEL-04: a box as the player's list shows it; an opened box names its prize as its one item. */
export function lootBoxView(row: BoxRow): LootBox {
  const prize = row.prize;
  const gift = prize && (prize.kind === 'bonus' || prize.kind === 'freespins') ? prize : null;
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
    bonuses: gift ? [{ title: gift.label, type: gift.kind === 'bonus' ? 'bonus' : 'freespins' }] : [],
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
