import type { Db } from '../db/client';
import { players } from '../players/tables';

/** Inserts a player row; the accounts domain will own this once it exists. */
export async function createPlayer(db: Db, email: string): Promise<number> {
  const [row] = await db.insert(players).values({ email }).returning({ id: players.id });
  if (!row) throw new Error('player insert returned nothing');
  return row.id;
}
