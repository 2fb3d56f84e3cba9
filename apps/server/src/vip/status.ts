import { VIP_STATUS_GROUPS, vipRank, vipStatusSchema, type VipStatus } from '@casino/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import type { VipDeps } from './context';
import { reachedStatus, higher, type HeldStatus, type ThresholdRow, type RankedStatus } from './rules';
import { vipPlayers, vipQuarterSums, vipStatusGifts, vipThresholds } from './tables';

export async function thresholdRows(tx: DbOrTx): Promise<ThresholdRow[]> {
  const rows = await tx.select().from(vipThresholds);
  return rows.map((r) => ({
    status: r.status as RankedStatus,
    currency: r.currency,
    depositCents: r.depositCents,
    betCents: r.betCents,
  }));
}

/**
 * The held statuses of players, their rows locked (in id order) for the caller's transaction; a
 * first movement creates a player's row at Regular (one insert for all of them).
 */
export async function lockHolds(
  deps: Pick<VipDeps, 'moveToGroup'>,
  tx: Tx,
  playerIds: readonly number[],
  now: Date,
): Promise<Map<number, HeldStatus>> {
  if (playerIds.length === 0) return new Map();
  const ids = [...playerIds].sort((a, b) => a - b);
  const created = await tx
    .insert(vipPlayers)
    .values(ids.map((playerId) => ({ playerId, updatedAt: now })))
    .onConflictDoNothing()
    .returning({ playerId: vipPlayers.playerId });
  // VIP-09: a player the club knows with no VIP status is in the regular group.
  for (const { playerId } of created.sort((a, b) => a.playerId - b.playerId)) {
    await deps.moveToGroup(tx, playerId, VIP_STATUS_GROUPS.REGULAR, now);
  }
  const rows = await tx
    .select()
    .from(vipPlayers)
    .where(inArray(vipPlayers.playerId, ids))
    .orderBy(asc(vipPlayers.playerId))
    .for('update');
  return new Map(rows.map((row) => [row.playerId, { status: vipStatusSchema.parse(row.status), heldUntil: row.heldUntil }]));
}

/** The player's held status, locked for the caller's transaction; a first movement creates the row at Regular. */
export async function lockHeld(deps: Pick<VipDeps, 'moveToGroup'>, tx: Tx, playerId: number, now: Date): Promise<HeldStatus> {
  return (await lockHolds(deps, tx, [playerId], now)).get(playerId) ?? { status: 'REGULAR', heldUntil: null };
}

export async function readHeld(tx: DbOrTx, playerId: number): Promise<HeldStatus> {
  const [row] = await tx.select().from(vipPlayers).where(eq(vipPlayers.playerId, playerId));
  return { status: vipStatusSchema.parse(row?.status ?? 'REGULAR'), heldUntil: row?.heldUntil ?? null };
}

/** The sums of a quarter by currency. */
async function quarterSums(tx: DbOrTx, playerId: number, quarter: string) {
  return tx
    .select()
    .from(vipQuarterSums)
    .where(and(eq(vipQuarterSums.playerId, playerId), eq(vipQuarterSums.quarter, quarter)));
}

/** The highest status any currency's sums reach in a quarter. */
export async function reachedInQuarter(tx: DbOrTx, playerId: number, quarter: string): Promise<VipStatus> {
  const [sums, rows] = await Promise.all([quarterSums(tx, playerId, quarter), thresholdRows(tx)]);
  return sums.reduce<VipStatus>(
    (best, s) => higher(best, reachedStatus({ depositCents: s.depositCents, betCents: s.betCents }, s.currency, rows)),
    'REGULAR',
  );
}

interface StatusChange {
  playerId: number;
  before: VipStatus;
  after: HeldStatus;
  /** The quarter the status was reached in: the gift's source names it. */
  quarter: string;
  currency: string;
}

/**
 * Stores a new hold; when the status changed, moves the player to its level group, and on an
 * upgrade issues the status's gift once per player, status and quarter (the award's source).
 */
export async function storeHeld(deps: VipDeps, tx: Tx, change: StatusChange, now: Date): Promise<void> {
  const { playerId, after } = change;
  await tx
    .update(vipPlayers)
    .set({ status: after.status, heldUntil: after.heldUntil, updatedAt: now })
    .where(eq(vipPlayers.playerId, playerId));
  if (after.status === change.before) return;
  await deps.moveToGroup(tx, playerId, VIP_STATUS_GROUPS[after.status], now);
  if (vipRank(after.status) <= vipRank(change.before)) return;
  const [gift] = await tx.select().from(vipStatusGifts).where(eq(vipStatusGifts.status, after.status));
  if (!gift?.giftTemplateId) return;
  await deps.bonuses.award(
    {
      playerId,
      templateId: gift.giftTemplateId,
      currency: change.currency,
      source: `vip:${playerId}:${after.status}:${change.quarter}`,
      cause: 'vip_status',
    },
    tx,
  );
}
