import { GROUPS } from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import { playerGroups } from './tables';

/** The A/B group of a player: 543 for an odd id, 544 for an even one (requirements §core-4, ROLE-07). */
export const abGroupOf = (playerId: number): number => (playerId % 2 === 1 ? GROUPS.abA : GROUPS.abB);

/**
 * Groups a player may join by themselves (POST /api/player/groups): their own A/B group, PWA
 * installs and the promo-provider popup's 'was shown' group.
 */
export const selfJoinable = (playerId: number): number[] => [abGroupOf(playerId), GROUPS.pwaInstall, GROUPS.promoProviderShown];

export async function groupsOf(tx: DbOrTx, playerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId))
    .orderBy(asc(playerGroups.groupId));
  return rows.map((r) => r.id);
}

/**
 * Adds groups in the caller's transaction; when anything changed, the player's private
 * groups_updates channel hears the new list after commit (through the outbox).
 */
export async function addGroups(tx: DbOrTx, outbox: Outbox, playerId: number, groups: number[], at: Date): Promise<number[]> {
  const added = await tx
    .insert(playerGroups)
    .values([...new Set(groups)].map((groupId) => ({ playerId, groupId, createdAt: at })))
    .onConflictDoNothing()
    .returning({ id: playerGroups.groupId });
  const all = await groupsOf(tx, playerId);
  if (added.length > 0) {
    await outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId,
      payload: { channel: 'groups_updates', data: { groups: all } },
    });
  }
  return all;
}

/**
 * Moves a player between groups of one set (the VIP level groups): leaves every group of `set`
 * but `to`, joins `to`, in the caller's transaction; groups_updates hears the new list when anything changed.
 */
export async function moveWithinGroups(
  tx: DbOrTx,
  outbox: Outbox,
  playerId: number,
  set: readonly number[],
  to: number,
  at: Date,
): Promise<number[]> {
  const others = set.filter((g) => g !== to);
  const left = await tx
    .delete(playerGroups)
    .where(and(eq(playerGroups.playerId, playerId), inArray(playerGroups.groupId, others)))
    .returning({ id: playerGroups.groupId });
  const joined = await tx.insert(playerGroups).values({ playerId, groupId: to, createdAt: at }).onConflictDoNothing().returning();
  const all = await groupsOf(tx, playerId);
  if (left.length > 0 || joined.length > 0) {
    await outbox.publish(tx, {
      type: REALTIME_PUSH_EVENT,
      playerId,
      payload: { channel: 'groups_updates', data: { groups: all } },
    });
  }
  return all;
}
