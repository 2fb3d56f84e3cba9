import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/processes';

const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** Runs scripts/build-stamp.mjs on the checkout in `root`; answers its exit code. */
const stamp = (...args: string[]) =>
  spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-stamp.mjs'), '--root', root, ...args], { encoding: 'utf8' }).status;

describe('npm start rebuilds only when a source changed', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('takes a stamped build as current, and a changed, added or removed source, or a missing output, as stale', () => {
    write('package.json', '{}');
    write('apps/server/src/main.ts', 'console.log(1);\n');
    write('apps/web/src/root.tsx', 'export {};\n');
    write('packages/contracts/src/index.ts', 'export {};\n');
    write('apps/server/dist/main.js', '');
    write('apps/web/build/server/index.js', '');
    expect(stamp('--check')).toBe(1);
    expect(stamp('--stamp')).toBe(0);
    expect(stamp('--check')).toBe(0);

    // A test file is no input of the build.
    write('apps/server/src/main.test.ts', 'test');
    expect(stamp('--check')).toBe(0);

    appendFileSync(join(root, 'apps/web/src/root.tsx'), '// changed\n');
    expect(stamp('--check')).toBe(1);
    stamp('--stamp');
    write('packages/contracts/src/added.ts', 'export const a = 1;\n');
    expect(stamp('--check')).toBe(1);
    stamp('--stamp');
    rmSync(join(root, 'packages/contracts/src/added.ts'));
    expect(stamp('--check')).toBe(1);
    stamp('--stamp');
    expect(stamp('--check')).toBe(0);
    rmSync(join(root, 'apps/web/build'), { recursive: true });
    expect(stamp('--check')).toBe(1);
  });
});
