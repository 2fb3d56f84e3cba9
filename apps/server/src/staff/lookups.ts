import type { StaffRole } from '@casino/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staffUsers } from './tables';

/** The names of the given staff accounts by id (a missing id has no entry). */
export async function staffNamesOf(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether the staff account exists, has the role and is not disabled. */
export async function isActiveStaffOfRole(tx: DbOrTx, id: number, role: StaffRole): Promise<boolean> {
  const [account] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.role, role), isNull(staffUsers.disabledAt)))
    .limit(1);
  return account !== undefined;
}
