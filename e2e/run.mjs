// Runs the end-to-end specs (e2e/*.spec.mjs) with Node's test runner against one production
// server started here, then prints "N passed, N failed". Exit code 1 when anything failed.
// With E2E_WORKERS above 1 the files are shared out to that many runs of this script, each with
// a server and a database of its own (see shards.mjs).
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { ROOT, chromiumMissingNotice, chromiumPath, prepareTemplateDataDir, startServer } from './helpers.mjs';
import { TIMING_PREFIX, runShards, shardOf } from './shards.mjs';

const dir = join(ROOT, 'e2e');
const args = process.argv.slice(2);
const shard = shardOf(args);
const only = args.filter((a) => !a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => (shard ? f === o : f.includes(o))))
  .sort()
  .map((f) => join(dir, f));

const workers = Math.max(1, Math.min(Number(process.env.E2E_WORKERS ?? 1) || 1, files.length));
// The run's migrated and seeded database, which every server of the run starts on a copy of (the
// shards inherit it through the environment); made by the first run.mjs, removed by it at the end.
const removeTemplate = process.env.E2E_TEMPLATE_DATA_DIR ? null : await prepareTemplateDataDir();
if (!shard && workers > 1) {
  const code = await runShards(files, workers);
  removeTemplate?.();
  process.exit(code);
}

if (!chromiumPath) console.error(`\n${chromiumMissingNotice()}\n`);

const server = await startServer({ logName: shard ? `server-${shard.index}` : 'server' });
process.env.E2E_BASE_URL = server.baseURL;
console.log(`e2e: production server on ${server.baseURL} (pid ${server.pid}), ${files.length} spec files\n`);

/**
 * Runs the spec files one after the other and tallies them. A failed test is remembered with
 * its spec file (node:test names the file where test() was called, helpers.mjs for browser
 * tests, so the file comes from here), and every passed test by file and name.
 */
async function runFiles(list) {
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  const failures = [];
  const passed = new Set();
  for (const file of list) {
    const startedAt = performance.now();
    const stream = run({ files: [file], concurrency: 1, timeout: 600_000 });
    stream.on('test:pass', (data) => {
      if (data.details?.type === 'suite') return;
      if (data.skip) counts.skipped++;
      else if (data.todo) counts.todo++;
      else {
        counts.passed++;
        passed.add(`${file}\n${data.name}`);
      }
    });
    stream.on('test:fail', (data) => {
      if (data.details?.type === 'suite') return;
      if (data.todo) {
        counts.todo++;
        return;
      }
      counts.failed++;
      failures.push({ name: data.name, file });
    });
    await new Promise((resolve, reject) => {
      const out = stream.compose(new spec());
      out.pipe(process.stdout, { end: false });
      out.on('end', resolve);
      out.on('error', reject);
    });
    // The line scripts/e2e-weights.mjs reads back to refresh the shards' weights (e2e/weights.json);
    // only for a file that passed whole: one that failed stopped early or waited out a time limit.
    if (!failures.some((f) => f.file === file)) {
      console.log(`${TIMING_PREFIX} ${basename(file)} ${((performance.now() - startedAt) / 1000).toFixed(1)}s`);
    }
  }
  return { counts, failures, passed };
}

// Under CI a spec file with a failed test runs once more; a test that then passes (by the same
// name in the same file) is reported as flaky (it is still a defect to fix); one that fails
// again, or does not run again, fails the run.
const retries = Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0));
let counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
let failures = [];
const flaky = [];
let exitCode = 0;
try {
  ({ counts, failures } = await runFiles(files));
  for (let attempt = 1; attempt <= retries && failures.length > 0; attempt++) {
    const again = [...new Set(failures.map((f) => f.file))];
    console.log(`\ne2e: running ${again.length} spec file(s) with failures again (attempt ${attempt + 1})\n`);
    const rerun = await runFiles(again);
    // A file-level failure (its time budget ran out) is named after the file: it counts as
    // passed when every test of the file passed the second time.
    const cleanFiles = new Set(again.filter((file) => !rerun.failures.some((f) => f.file === file)));
    const passedNow = failures.filter(
      (f) => rerun.passed.has(`${f.file}\n${f.name}`) || (f.name === f.file && cleanFiles.has(f.file)),
    );
    flaky.push(...passedNow.map((f) => f.name));
    counts.passed += passedNow.length;
    failures = failures.filter((f) => !passedNow.includes(f));
    counts.failed = failures.length;
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await server.stop();
  removeTemplate?.();
}

if (counts.failed > 0 || counts.passed === 0) exitCode = 1;
if (!chromiumPath) console.error(`\n${chromiumMissingNotice()}`);
if (flaky.length > 0) console.log(`\nflaky (failed, then passed when run again):\n${flaky.map((n) => `  - ${n}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  - ${f.name}`).join('\n')}`);
if (counts.skipped || counts.todo) console.log(`\n${counts.skipped} skipped, ${counts.todo} todo`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
console.log('artifacts (screenshots, server log): e2e/artifacts/');
process.exit(exitCode);
