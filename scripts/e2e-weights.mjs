// Refreshes e2e/weights.json, the measured seconds of each browser spec file that e2e/shards.mjs
// shares the files out by (decision 060), from the log of a run: `node scripts/e2e-weights.mjs
// ci.log` (or the log on stdin). run.mjs prints one `e2e-timing: <file> <seconds>s` line per spec
// file; a file the log does not time keeps its old weight, a file that no longer exists is dropped.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TIMING_PREFIX, WEIGHTS_FILE, readWeights } from '../e2e/shards.mjs';
import { ROOT } from '../e2e/helpers.mjs';

/** The seconds of each spec file timed in the log; a file run again after a failure keeps its first time. */
function timingsOf(log) {
  const seconds = {};
  const pattern = new RegExp(`${TIMING_PREFIX} (\\S+\\.spec\\.mjs) ([0-9.]+)s`);
  for (const line of log.split('\n')) {
    const match = pattern.exec(line);
    if (match && !(match[1] in seconds)) seconds[match[1]] = Number(match[2]);
  }
  return seconds;
}

const logs = process.argv.slice(2);
const log = logs.length > 0 ? logs.map((f) => readFileSync(f, 'utf8')).join('\n') : readFileSync(0, 'utf8');
const measured = timingsOf(log);
if (Object.keys(measured).length === 0) {
  console.error(`no "${TIMING_PREFIX}" lines in the log: nothing to refresh`);
  process.exit(1);
}
const merged = { ...readWeights(), ...measured };
const seconds = Object.fromEntries(
  Object.entries(merged)
    .filter(([file]) => existsSync(join(ROOT, 'e2e', file)))
    .sort(([a], [b]) => a.localeCompare(b)),
);
const table = {
  about:
    'Seconds each browser spec file ran, which e2e/shards.mjs shares the files out by. Refresh: node scripts/e2e-weights.mjs <log>.',
  seconds,
};
writeFileSync(WEIGHTS_FILE, `${JSON.stringify(table, null, 2)}\n`);
console.log(`${Object.keys(measured).length} spec files timed; e2e/weights.json holds ${Object.keys(seconds).length}`);
