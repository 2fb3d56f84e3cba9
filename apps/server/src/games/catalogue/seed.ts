import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from './tables';
import { generateCatalogue } from './seed-data';

const CHUNK = 1_000;

/**
 * Seeds the demo catalogue when the games table is empty. Rows go in as one JSON document per
 * chunk (jsonb_populate_recordset), which keeps a seed of 3,000 games to a handful of statements.
 */
export async function seedCatalogue(tx: DbOrTx): Promise<boolean> {
  const [existing] = await tx.select({ id: games.id }).from(games).limit(1);
  if (existing) return false;
  const catalogue = generateCatalogue();
  await insertJson(tx, 'game_providers', catalogue.providers);
  await insertJson(tx, 'game_categories', catalogue.categories);
  await insertJson(tx, 'games', catalogue.games);
  // The planner reads fresh statistics, and the trigram index has no pending entries to scan.
  await tx.execute(sql`ANALYZE games`);
  await tx.execute(sql`SELECT gin_clean_pending_list('games_title_search_trgm_idx'::regclass)`);
  return true;
}

/** Table names are the constants above, never input; rows carry the tables' column names. */
async function insertJson(tx: DbOrTx, table: string, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + CHUNK));
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${chunk}::jsonb)`,
    );
  }
}
