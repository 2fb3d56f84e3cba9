import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { playerGroups, players } from './tables';

/** The player a staff member names by id or by e-mail (case-insensitive); null when there is none. */
export async function playerIdOf(db: DbOrTx, ref: string): Promise<number | null> {
  const text = ref.trim();
  const byId = /^\d{1,15}$/.test(text);
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(byId ? eq(players.id, Number(text)) : eq(sql`lower(${players.email})`, text.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The members of a group, in id order, at most `limit`. */
export async function playerIdsInGroup(db: DbOrTx, groupId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: playerGroups.playerId })
    .from(playerGroups)
    .where(eq(playerGroups.groupId, groupId))
    .orderBy(asc(playerGroups.playerId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What the back office shows of a player (docs/decisions/059-back-office.md). */
export type StaffPlayerRow = Pick<
  typeof players.$inferSelect,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'nickname'
  | 'mobilePhone'
  | 'country'
  | 'currency'
  | 'createdAt'
  | 'verified'
  | 'blockedAt'
  | 'closedAt'
>;

const staffColumns = {
  id: players.id,
  email: players.email,
  firstName: players.firstName,
  lastName: players.lastName,
  nickname: players.nickname,
  mobilePhone: players.mobilePhone,
  country: players.country,
  currency: players.currency,
  createdAt: players.createdAt,
  verified: players.verified,
  blockedAt: players.blockedAt,
  closedAt: players.closedAt,
};

/**
 * Players a staff search finds: by id, or by part of the e-mail, the name (first, last or both,
 * or nickname) or the phone number, case-insensitive; also the ids given (found elsewhere).
 */
export async function searchPlayers(db: DbOrTx, q: string, alsoIds: readonly number[], limit: number): Promise<StaffPlayerRow[]> {
  const text = q.trim();
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/[^\d]/g, '');
  const ids = [...alsoIds, ...(/^\d{1,15}$/.test(text) ? [Number(text)] : [])];
  const matches = [
    sql`lower(${players.email}) LIKE ${like}`,
    sql`lower(coalesce(${players.firstName}, '') || ' ' || coalesce(${players.lastName}, '')) LIKE ${like}`,
    sql`lower(coalesce(${players.nickname}, '')) LIKE ${like}`,
    ...(digits.length >= 4
      ? [sql`regexp_replace(coalesce(${players.mobilePhone}, ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`]
      : []),
    ...(ids.length > 0 ? [inArray(players.id, ids)] : []),
  ];
  return db
    .select(staffColumns)
    .from(players)
    .where(or(...matches))
    .orderBy(asc(players.id))
    .limit(limit);
}

/** One player as the back office shows them; null when there is none. */
export async function staffPlayerRow(db: DbOrTx, id: number): Promise<StaffPlayerRow | null> {
  const [row] = await db.select(staffColumns).from(players).where(eq(players.id, id)).limit(1);
  return row ?? null;
}

/** Sets or clears the staff block; the player's row before the change, or null when there is none. */
export async function setBlocked(tx: DbOrTx, id: number, at: Date | null): Promise<StaffPlayerRow | null> {
  const [before] = await tx.select(staffColumns).from(players).where(eq(players.id, id)).for('update');
  if (!before) return null;
  await tx.update(players).set({ blockedAt: at }).where(eq(players.id, id));
  return before;
}
