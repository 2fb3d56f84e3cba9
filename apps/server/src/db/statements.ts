/**
 * Every statement the application sends through drizzle, for whoever watches: the bet path's
 * statement-count tests (apps/server/src/games/play/bet-path-statements.test.ts) and a profiler.
 * With no watcher the hook costs one array-length check per statement.
 */
type Watcher = (query: string) => void;

const watchers: Watcher[] = [];

/** The drizzle logger both drivers are opened with. */
export const statementLogger = {
  logQuery(query: string): void {
    if (watchers.length === 0) return;
    for (const watch of watchers) watch(query);
  },
};

/** Records the statements sent until the returned stop() is called; stop() answers them in order. */
export function recordStatements(): { stop(): string[] } {
  const seen: string[] = [];
  const watch: Watcher = (query) => seen.push(query);
  watchers.push(watch);
  return {
    stop() {
      const at = watchers.indexOf(watch);
      if (at >= 0) watchers.splice(at, 1);
      return seen;
    },
  };
}
