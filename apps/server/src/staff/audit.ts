import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { StaffSession } from './service';
import { staffAuditLog } from './tables';

/** One staff action that changed something (decision 046). */
export interface StaffAction {
  /** Who acted: the staff session, or null for the system (a scheduled job acting on a rule). */
  actor: StaffSession | null;
  /** `<area>.<verb>`: "gift_template.create", "gift.cancel", "tournament.schedule". */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  playerId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
  at: Date;
}

export type AuditEntry = typeof staffAuditLog.$inferSelect;

/**
 * Writes one entry of the append-only staff audit log, in the caller's transaction: the change
 * and its record commit together or not at all. Call it from every staff route that changes data.
 */
export async function recordStaffAction(tx: DbOrTx, entry: StaffAction): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: entry.actor?.staff.id ?? null,
    role: entry.actor?.staff.role ?? 'system',
    at: entry.at,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: String(entry.subjectId),
    playerId: entry.playerId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}

export interface AuditFilter {
  staffId?: number;
  playerId?: number;
  subjectKind?: string;
  subjectId?: string;
  /** An action (`staff.invite`), or an area (`staff`) for every action of it. */
  action?: string;
  from?: Date;
  to?: Date;
  limit: number;
  /** Entries to skip, for paging. */
  offset?: number;
}

function conditionsOf(filter: Omit<AuditFilter, 'limit' | 'offset'>): SQL | undefined {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(eq(staffAuditLog.staffId, filter.staffId));
  if (filter.playerId !== undefined) where.push(eq(staffAuditLog.playerId, filter.playerId));
  if (filter.subjectKind !== undefined) where.push(eq(staffAuditLog.subjectKind, filter.subjectKind));
  if (filter.subjectId !== undefined) where.push(eq(staffAuditLog.subjectId, filter.subjectId));
  if (filter.action !== undefined) {
    const area = filter.action.includes('.') ? undefined : like(staffAuditLog.action, `${filter.action}.%`);
    where.push(area ? (or(eq(staffAuditLog.action, filter.action), area) as SQL) : eq(staffAuditLog.action, filter.action));
  }
  if (filter.from) where.push(gte(staffAuditLog.at, filter.from));
  if (filter.to) where.push(lt(staffAuditLog.at, filter.to));
  return and(...where);
}

/** Audit entries matching a filter, newest first. */
export async function findStaffActions(db: DbOrTx, filter: AuditFilter): Promise<AuditEntry[]> {
  return db
    .select()
    .from(staffAuditLog)
    .where(conditionsOf(filter))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}

/** How many entries match a filter. */
export async function countStaffActions(db: DbOrTx, filter: Omit<AuditFilter, 'limit' | 'offset'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAuditLog).where(conditionsOf(filter));
  return row?.n ?? 0;
}
