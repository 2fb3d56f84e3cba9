import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries (docs/architecture.md §7) hold through lint: the repository's
 * own eslint.config.js runs over a tiny web tree in a scratch folder, where one feature imports
 * another, one imports common/ and common/ imports a feature.
 */

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'import-x/no-restricted-paths';

const TREE: Record<string, string> = {
  'apps/web/src/common/money.ts': 'export const cents = 100;\n',
  'apps/web/src/features/beta/rules.ts': "import { cents } from '../../common/money';\n\nexport const stake = cents;\n",
  'apps/web/src/features/alpha/page.ts': "import { stake } from '../beta/rules';\n\nexport const page = stake;\n",
  'apps/web/src/common/leak.ts': "import { stake } from '../features/beta/rules';\n\nexport const leak = stake;\n",
};

let scratch = '';

/** The lines where the boundary rule reports in one file of the scratch tree. */
async function boundaryFindings(eslint: ESLint, file: string): Promise<number[]> {
  const [result] = await eslint.lintFiles([join(scratch, file)]);
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.line);
}

describe('web import boundaries in lint', () => {
  let eslint: ESLint;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
    copyFileSync(join(REPOSITORY, 'eslint.config.js'), join(scratch, 'eslint.config.js'));
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module' }));
    // The copied config imports its plugins from the repository's dependencies.
    symlinkSync(join(REPOSITORY, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    for (const [path, text] of Object.entries(TREE)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    eslint = new ESLint({ cwd: scratch, overrideConfigFile: join(scratch, 'eslint.config.js') });
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('reports a feature importing another feature by a relative path', async () => {
    expect(await boundaryFindings(eslint, 'apps/web/src/features/alpha/page.ts')).toEqual([1]);
  }, 60_000);

  it('lets a feature import common/', async () => {
    expect(await boundaryFindings(eslint, 'apps/web/src/features/beta/rules.ts')).toEqual([]);
  }, 60_000);

  it('reports common/ importing a feature', async () => {
    expect(await boundaryFindings(eslint, 'apps/web/src/common/leak.ts')).toEqual([1]);
  }, 60_000);
});
