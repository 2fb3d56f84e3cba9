import type { PGlite } from '@electric-sql/pglite';

/**
 * Autovacuum for the embedded database (docs/decisions/075-pglite-prepared-statements.md).
 *
 * PostgreSQL's autovacuum runs in a process of its own; PGlite is one process and has none. Every
 * update leaves a dead row version behind (an outbox event is written, leased and marked
 * dispatched; a wallet row changes with every bet), nothing removes them, and the planner never
 * gets statistics: under a steady stream of bets the embedded casino got slower by the minute.
 * This does what autovacuum would, with its default thresholds: every table past them is vacuumed
 * and analysed (or only analysed), each in a statement of its own, so that other queries take
 * their turn between two tables instead of waiting for the whole pass.
 */

/** How often a pass looks for a table to vacuum, in ms. */
const VACUUM_INTERVAL_MS = 30_000;

interface TableActivity {
  relname: string;
  n_live_tup: number | string;
  n_dead_tup: number | string;
  n_mod_since_analyze: number | string;
}

/** What a table needs by autovacuum's default thresholds: a vacuum, an analyze, or nothing. */
export function maintenanceFor(activity: {
  live: number;
  dead: number;
  modifiedSinceAnalyze: number;
}): 'vacuum' | 'analyze' | null {
  if (activity.dead > 50 + 0.2 * activity.live) return 'vacuum';
  if (activity.modifiedSinceAnalyze > 50 + 0.1 * activity.live) return 'analyze';
  return null;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One pass: every table past a threshold is vacuumed and analysed, or only analysed; answers what was done. */
export async function maintainOnce(client: PGlite): Promise<{ table: string; done: 'vacuum' | 'analyze' }[]> {
  const { rows } = await client.query<TableActivity>(
    `select relname, n_live_tup, n_dead_tup, n_mod_since_analyze from pg_stat_user_tables
     where schemaname = 'public' order by n_dead_tup desc, n_mod_since_analyze desc`,
  );
  const done: { table: string; done: 'vacuum' | 'analyze' }[] = [];
  for (const row of rows) {
    const needs = maintenanceFor({
      live: Number(row.n_live_tup),
      dead: Number(row.n_dead_tup),
      modifiedSinceAnalyze: Number(row.n_mod_since_analyze),
    });
    if (!needs) continue;
    await client.exec(needs === 'vacuum' ? `VACUUM (ANALYZE) ${quoted(row.relname)}` : `ANALYZE ${quoted(row.relname)}`);
    done.push({ table: row.relname, done: needs });
  }
  return done;
}

/** Runs a pass every `intervalMs` until stopped; a failed pass is reported and the next one tries again. */
export function startVacuuming(client: PGlite, report: (err: unknown) => void, intervalMs = VACUUM_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    maintainOnce(client)
      .catch(report)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
