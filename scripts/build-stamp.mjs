// The build stamp of `npm start`: a digest of every source input of the production build, written
// beside the build once it succeeded. `npm start` rebuilds only when the digest of the sources
// differs from the stamp (or an output is missing), so a restart does not wait for a build that
// would produce the same files.
//
//   node scripts/build-stamp.mjs             build when stale, then stamp (what `npm start` runs)
//   node scripts/build-stamp.mjs --check     exit 0 when the build is current, 1 when stale
//   node scripts/build-stamp.mjs --stamp     record the current sources as built (after `npm run build`)
//
// `--root <dir>` works on another checkout (tests).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders whose files the build reads (tests excepted). */
const INPUT_DIRS = ['packages/contracts/src', 'apps/server/src', 'apps/web/src', 'apps/web/sw', 'apps/web/public'];
/** Single files the build reads: manifests, lockfile and build configuration. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contracts/package.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/server/tsup.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];
/** What the production server needs from the build. */
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'];
const STAMP = 'apps/server/dist/build-stamp.json';
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(root, dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)));
}

/** The digest of the build's inputs: every path and its content, in a stable order. */
export function sourcesDigest(root) {
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES.filter((f) => existsSync(join(root, f)))];
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0${statSync(join(root, file)).size}\0`);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

/** Whether every output exists and the stamp names these sources. */
export function buildIsCurrent(root, digest = sourcesDigest(root)) {
  if (!OUTPUTS.every((file) => existsSync(join(root, file)))) return false;
  try {
    return JSON.parse(readFileSync(join(root, STAMP), 'utf8')).sources === digest;
  } catch {
    return false;
  }
}

export function writeStamp(root, digest = sourcesDigest(root)) {
  writeFileSync(join(root, STAMP), `${JSON.stringify({ sources: digest, builtAt: new Date().toISOString() })}\n`);
}

function main(args) {
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? resolve(args[rootAt + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  if (args.includes('--stamp')) return writeStamp(root);
  const digest = sourcesDigest(root);
  const current = buildIsCurrent(root, digest);
  if (args.includes('--check')) {
    console.log(current ? 'build is current' : 'build is stale');
    process.exitCode = current ? 0 : 1;
    return;
  }
  if (current) {
    console.log('build is current: not rebuilding');
    return;
  }
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exitCode = build.status ?? 1;
    return;
  }
  // The sources as they were when the build started: a file changed meanwhile rebuilds next time.
  writeStamp(root, digest);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
