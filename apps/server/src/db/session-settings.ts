/**
 * Settings every database session starts with, on PGlite and on each pooled PostgreSQL connection.
 *
 * - `pg_trgm.word_similarity_threshold`: titles this close to a search (pg_trgm word similarity,
 *   0..1) count as a match: one typo in a word (decision 022).
 * - `random_page_cost` 1.1 says what is true here: the data is in memory (PGlite, or PostgreSQL's
 *   shared buffers on SSD), so a page read out of order costs about what a sequential one does.
 *   With the default 4 the planner costs the bitmap heap scan of a common title word ("golden":
 *   ~250 fuzzy matches) above a sequential scan of all the games, which is measured to be slower.
 *
 * Set once per session instead of in a transaction around every search: a search is then one
 * statement, which on the single-connection PGlite also means it queues like any other query.
 */
const SESSION_SETTINGS = {
  'pg_trgm.word_similarity_threshold': '0.45',
  random_page_cost: '1.1',
} as const;

/** The settings, and any `extra` ones, as SET statements (PGlite, after the migrations have created pg_trgm). */
export function sessionSetStatements(extra: Record<string, string> = {}): string {
  return Object.entries({ ...SESSION_SETTINGS, ...extra })
    .map(([name, value]) => `SET ${name} = ${value};`)
    .join(' ');
}

/** The settings, and any `extra` ones, as a PostgreSQL startup `options` string (`-c name=value ...`), for node-postgres. */
export function sessionStartupOptions(extra: Record<string, string> = {}): string {
  return Object.entries({ ...SESSION_SETTINGS, ...extra })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}
