import { asc, eq, sql } from 'drizzle-orm';
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
