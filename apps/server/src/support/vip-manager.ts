import { and, eq, isNull } from 'drizzle-orm';
import type { ConfigService } from '../config/service';
import type { DbOrTx } from '../db/client';
import { VIP_GROUPS } from '../players/view';
import { staffUsers } from '../staff/tables';

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
  const [account] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, entry.manager_staff_id), eq(staffUsers.role, 'vip_manager'), isNull(staffUsers.disabledAt)))
    .limit(1);
  return account?.id ?? null;
}
