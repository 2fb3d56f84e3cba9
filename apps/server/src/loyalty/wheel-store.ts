import { wheelSegmentSet, type WheelSegmentSet, type WheelSlug } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { LoyaltyDeps } from './context';
import { type lootBoxes, type StoredSegment, wheels } from './tables';

type WheelRow = typeof wheels.$inferSelect;

/** A wheel's stored row; every wheel is seeded, so a missing one is a broken database. */
export async function readWheel(db: DbOrTx, slug: WheelSlug): Promise<WheelRow> {
  const [row] = await db.select().from(wheels).where(eq(wheels.slug, slug));
  if (!row) throw new Error(`wheel ${slug} is not seeded`);
  return row;
}

/** WHEEL-11: the segments a player of these groups is drawn from and the set they belong to (decision 074). */
export function segmentsFor(row: WheelRow, playerGroups: readonly number[]): { set: WheelSegmentSet; segments: StoredSegment[] } {
  const set = wheelSegmentSet(row.groupSegments, playerGroups);
  return { set, segments: (set === 'default' ? undefined : row.groupSegments[set]) ?? row.segments };
}

/** Tells the player's pages that a box changed (the lootboxes_changes channel, WHEEL-08). */
export async function pushBoxChange(
  deps: Pick<LoyaltyDeps, 'outbox'>,
  tx: Tx,
  row: Pick<typeof lootBoxes.$inferSelect, 'id' | 'playerId' | 'stage'>,
): Promise<void> {
  await deps.outbox.publish(tx, {
    type: REALTIME_PUSH_EVENT,
    playerId: row.playerId,
    payload: { channel: 'lootboxes_changes', data: { id: row.id, stage: row.stage } },
  });
}
