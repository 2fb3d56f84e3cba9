import type { DbOrTx } from '../db/client';
import type { CompetitionDeps } from './context';
import { topEntries } from './ranking';
import type { tournamentEntries } from './tables';

type EntryRow = typeof tournamentEntries.$inferSelect;

/** The leaderboard's length on the tournament page and in the status call. */
export const LEADERBOARD_SIZE = 20;

/**
 * The longest a cached top can miss a score written by another process (this process's own
 * writes reach it at their commit). Real time, not the injected clock: it bounds staleness.
 */
export const TOP_STALE_MS = 1_000;

/** A tournament's top LEADERBOARD_SIZE entries and their names (before masking). */
export interface Top {
  rows: EntryRow[];
  names: Map<number, string>;
}

/** The cached tops of the leaderboards (decision 071). */
export interface TopBoard {
  /** The top of a tournament: from the cache while it is younger than TOP_STALE_MS, else read once for every caller waiting. */
  top(tournamentId: number): Promise<Top>;
  /** After a commit that changed these entries: a cached top they may alter is dropped. */
  changed(entries: readonly EntryRow[]): void;
}

/** Whether `a` ranks ahead of `b` (docs/decisions/050-tournaments.md: score, then reached_at, then player id). */
function ahead(a: EntryRow, b: EntryRow): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const at = a.reachedAt?.getTime() ?? Infinity;
  const bt = b.reachedAt?.getTime() ?? Infinity;
  if (at !== bt) return at < bt;
  return a.playerId < b.playerId;
}

/**
 * Whether a change of `entry` can alter a top: it is in it (its score may have fallen, or its row
 * moved), or now ranked while the top is short, or now ahead of the top's last row.
 */
function alters(top: Top, entry: EntryRow): boolean {
  if (top.rows.some((row) => row.playerId === entry.playerId)) return true;
  if (entry.score <= 0) return false;
  const last = top.rows.at(-1);
  return top.rows.length < LEADERBOARD_SIZE || !last || ahead(entry, last);
}

/**
 * One process's cache of the leaderboard tops. Each tournament keeps a generation number, raised
 * whenever a change may alter its top; a read stores what it loaded only if the generation did not
 * move meanwhile, so a load that raced a commit is never kept. Scores written by other processes
 * show once the cached top is TOP_STALE_MS old.
 */
export function createTopBoard(db: DbOrTx, deps: Pick<CompetitionDeps, 'namesOf'>): TopBoard {
  const cached = new Map<number, { top: Top; at: number }>();
  const loading = new Map<number, { generation: number; promise: Promise<Top> }>();
  const generations = new Map<number, number>();
  const generationOf = (id: number) => generations.get(id) ?? 0;

  const load = (id: number): Promise<Top> => {
    const generation = generationOf(id);
    const running = loading.get(id);
    if (running && running.generation === generation) return running.promise;
    const at = performance.now();
    const promise = (async () => {
      const rows = await topEntries(db, id, LEADERBOARD_SIZE);
      const names = await deps.namesOf(rows.map((row) => row.playerId));
      const top = { rows, names };
      if (generationOf(id) === generation) cached.set(id, { top, at });
      return top;
    })().finally(() => {
      if (loading.get(id)?.promise === promise) loading.delete(id);
    });
    loading.set(id, { generation, promise });
    return promise;
  };

  return {
    async top(id) {
      const hit = cached.get(id);
      if (hit && performance.now() - hit.at < TOP_STALE_MS) return hit.top;
      return load(id);
    },
    changed(entries) {
      for (const entry of entries) {
        const id = entry.tournamentId;
        const hit = cached.get(id);
        if (hit && !alters(hit.top, entry)) continue;
        cached.delete(id);
        generations.set(id, generationOf(id) + 1);
      }
    },
  };
}
