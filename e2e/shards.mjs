// Shares the spec files out to several runs of run.mjs at once (E2E_WORKERS). Each run starts a
// production server on an embedded database of its own, so specs of different runs never see
// each other's players, limits or rate-limit counters. A run's lines are printed with its number.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './helpers.mjs';

/** What run.mjs prints after each spec file, with the file's name and its seconds: `e2e-timing: x.spec.mjs 41.2s`. */
export const TIMING_PREFIX = 'e2e-timing:';

/** The measured seconds of each spec file, refreshed from a run's log by scripts/e2e-weights.mjs (decision 060). */
export const WEIGHTS_FILE = join(ROOT, 'e2e', 'weights.json');

/** The seconds of each spec file in the table; {} when there is none. */
export function readWeights(file = WEIGHTS_FILE) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).seconds ?? {};
  } catch {
    return {};
  }
}

/**
 * A spec file's weight: its measured seconds, or, for a file the table does not know yet (a new
 * spec), the median of the known ones.
 */
export function weightFrom(seconds) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  return (file) => seconds[basename(file)] ?? fallback;
}

/** `--shard=2/3` as { index: 2, count: 3 }, or null. */
export function shardOf(args) {
  const arg = args.find((a) => a.startsWith('--shard='));
  if (!arg) return null;
  const [index, count] = arg.slice('--shard='.length).split('/').map(Number);
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 1 || index > count) {
    throw new Error(`bad shard ${arg}: expected --shard=k/n with 1 <= k <= n`);
  }
  return { index, count };
}

/**
 * Splits the files into `count` groups of about equal weight, the heaviest file first into the
 * lightest group. A spec's weight is its measured running time (e2e/weights.json).
 */
export function splitFiles(files, count, weightOf = weightFrom(readWeights())) {
  const groups = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  const weighted = files.map((file) => ({ file, weight: weightOf(file) })).sort((a, b) => b.weight - a.weight);
  for (const { file, weight } of weighted) {
    const lightest = groups.reduce((min, g) => (g.weight < min.weight ? g : min));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return groups.map((g) => g.files.sort());
}

function prefixLines(stream, prefix, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${prefix}${rest}\n`);
  });
}

function runShard(files, index, count) {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'e2e', 'run.mjs'), `--shard=${index}/${count}`, ...files.map((f) => basename(f))],
    { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prefixLines(child.stdout, `[${index}] `, process.stdout);
  prefixLines(child.stderr, `[${index}] `, process.stderr);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
}

/** Runs the shards side by side; the exit code is 1 when any of them failed. */
export async function runShards(files, count) {
  const weightOf = weightFrom(readWeights());
  const groups = splitFiles(files, count, weightOf).filter((g) => g.length > 0);
  const seconds = groups.map((g) => Math.round(g.reduce((sum, file) => sum + weightOf(file), 0)));
  console.log(
    `e2e: ${files.length} spec files in ${groups.length} runs side by side (E2E_WORKERS), expected ${seconds.join(' s, ')} s\n`,
  );
  const codes = await Promise.all(groups.map((group, i) => runShard(group, i + 1, groups.length)));
  codes.forEach((code, i) => console.log(`e2e run ${i + 1}: ${code === 0 ? 'passed' : 'failed'}`));
  return codes.some((code) => code !== 0) ? 1 : 0;
}
