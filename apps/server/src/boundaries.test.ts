import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A tiny server tree: a wallet domain with its entry, and the imports the rule allows and refuses. */
const TREE: Record<string, string> = {
  'wallet/index.ts': "export { debit } from './ledger';\n",
  'wallet/ledger.ts': 'export const debit = (cents: number): number => -cents;\n',
  'wallet/tables.ts': 'export const ledgerAccounts = { name: "ledger_accounts" };\n',
  // Through the entry: allowed.
  'payments/good.ts': "import { debit } from '../wallet';\n\nexport const pay = (): number => debit(1);\n",
  // Past the entry, into another domain's file: refused.
  'payments/bad.ts': "import { debit } from '../wallet/ledger';\n\nexport const payAround = (): number => debit(2);\n",
  // A table file naming another domain's table for a foreign key: allowed.
  'payments/tables.ts':
    "import { ledgerAccounts } from '../wallet/tables';\n\nexport const payments = { references: ledgerAccounts };\n",
  // A shared layer importing a domain, even through its entry: refused.
  'http/layer.ts': "import { debit } from '../wallet';\n\nexport const charge = (): number => debit(3);\n",
  // Two files of one domain importing each other: a cycle.
  'limits/first.ts': "import { second } from './second';\n\nexport const first = (): number => second() + 1;\n",
  'limits/second.ts':
    "import { first } from './first';\n\nexport const second = (): number => (typeof first === 'function' ? 1 : 0);\n",
};

describe('server boundaries lint (docs/architecture.md §2)', () => {
  let scratch: string;
  let results: Map<string, string[]>;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'casino-boundaries-'));
    cpSync(join(REPO, 'eslint.config.js'), join(scratch, 'eslint.config.js'));
    // The config's plugins resolve from the repository's packages.
    symlinkSync(join(REPO, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    for (const [path, text] of Object.entries(TREE)) {
      const file = join(scratch, 'apps', 'server', 'src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const eslint = new ESLint({ cwd: scratch });
    const linted = await eslint.lintFiles(['apps/server/src']);
    results = new Map(
      linted.map((r) => [
        r.filePath.slice(join(scratch, 'apps', 'server', 'src').length + 1),
        r.messages.map((m) => m.ruleId ?? m.message),
      ]),
    );
  }, 60_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it("refuses an import of another domain's file past its entry, and a layer importing a domain", () => {
    expect(results.get('payments/bad.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(results.get('http/layer.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it("allows an import through the domain's entry, and a table file's foreign key", () => {
    expect(results.get('payments/good.ts')).toEqual([]);
    expect(results.get('payments/tables.ts')).toEqual([]);
  });

  it('reports an import cycle', () => {
    expect(results.get('limits/first.ts')).toEqual(['import-x/no-cycle']);
    expect(results.get('limits/second.ts')).toEqual(['import-x/no-cycle']);
  });
});
