// Runs the end-to-end specs (e2e/*.spec.mjs) with Node's test runner against one production
// server started here, then prints "N passed, N failed". Exit code 1 when anything failed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { ROOT, chromiumMissingNotice, chromiumPath, startServer } from './helpers.mjs';

const dir = join(ROOT, 'e2e');
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.spec.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => join(dir, f));

if (!chromiumPath) console.error(`\n${chromiumMissingNotice()}\n`);

const server = await startServer({ logName: 'server' });
process.env.E2E_BASE_URL = server.baseURL;
console.log(`e2e: production server on ${server.baseURL} (pid ${server.pid}), ${files.length} spec files\n`);

const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
const failures = [];
let exitCode = 0;
try {
  const stream = run({ files, concurrency: 1, timeout: 180_000 });
  stream.on('test:pass', (data) => {
    if (data.details?.type === 'suite') return;
    if (data.skip) counts.skipped++;
    else if (data.todo) counts.todo++;
    else counts.passed++;
  });
  stream.on('test:fail', (data) => {
    if (data.details?.type === 'suite') return;
    if (data.todo) {
      counts.todo++;
      return;
    }
    counts.failed++;
    failures.push(data.name);
  });
  await new Promise((resolve, reject) => {
    const out = stream.compose(new spec());
    out.pipe(process.stdout);
    out.on('end', resolve);
    out.on('error', reject);
  });
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await server.stop();
}

if (counts.failed > 0 || counts.passed === 0) exitCode = 1;
if (!chromiumPath) console.error(`\n${chromiumMissingNotice()}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((n) => `  - ${n}`).join('\n')}`);
if (counts.skipped || counts.todo) console.log(`\n${counts.skipped} skipped, ${counts.todo} todo`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
console.log('artifacts (screenshots, server log): e2e/artifacts/');
process.exit(exitCode);
