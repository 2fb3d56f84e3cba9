import type { ConfigService } from '../config';
import type { DbOrTx } from '../db/client';
import { VIP_GROUPS } from '../players';
import { isActiveStaffOfRole } from '../staff';

/**
 * The staff account of a VIP player's own manager: the managers entry of the player's highest
 * VIP group that has one (as GET /api/player shows it), when that entry names an active
 * `vip_manager`. Anything else (no entry, no account, another role, disabled) leaves the
 * conversation to the whole VIP queue.
 */
export async function managerStaffOf(
  tx: DbOrTx,
  config: Pick<ConfigService, 'getInternal'> | undefined,
  groups: readonly number[],
): Promise<number | null> {
  const vipGroups = VIP_GROUPS.filter((g) => groups.includes(g)).reverse();
  if (vipGroups.length === 0 || !config) return null;
  const store = await config.getInternal('managers').catch(() => null);
  const entry = vipGroups.map((g) => store?.by_group[String(g)]).find(Boolean);
  if (!entry?.manager_staff_id) return null;
  return (await isActiveStaffOfRole(tx, entry.manager_staff_id, 'vip_manager')) ? entry.manager_staff_id : null;
}
