import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Citations in code and docs name files of this repository (docs/architecture.md §10,
 * docs/requirements.md "How to cite this page"): a document under docs/, a section of
 * architecture.md, a section of the two specifications as restated in requirements.md, a product
 * ruling, a decision record. This walks the repository and reports every citation that names
 * something that does not exist, and every citation in a form that pointed outside it.
 */

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'data', 'artifacts', 'results', 'drizzle', 'coverage']);
const CHECKED_FILE = /\.(ts|tsx|mjs|md)$/;

/** What exists to be cited, read from the repository. */
interface Known {
  fileExists(path: string): boolean;
  decisionNumbers: Set<string>;
  architectureSections: Set<string>;
  requirementSections: Set<string>;
  rulings: Set<string>;
}

/**
 * The names of the old forms, assembled from pieces so that this file, which the walk reads too,
 * holds none of them whole.
 */
const BRIEF = ['ARCHI', 'TECTURE'].join('');
const STYLE_BRIEF = ['CONVEN', 'TIONS'].join('');
const OUTSIDE = ['sha', 'red'].join('');

/** Forms that cited documents kept outside the repository, with what replaces each. */
const OLD_FORMS: { pattern: RegExp; use: string }[] = [
  { pattern: new RegExp(`${BRIEF} §`), use: 'docs/architecture.md §n' },
  { pattern: new RegExp(`\\b${STYLE_BRIEF}\\b`), use: 'docs/architecture.md §10' },
  { pattern: new RegExp(`\\b[Ss]${'pec'} §\\s?\\d`), use: 'requirements §core-n or §promo-n' },
  { pattern: new RegExp(`\\b[CP]${'§'}\\d`), use: 'requirements §core-n or §promo-n' },
  { pattern: new RegExp(`\\b${'DECISIONS'} \\d`), use: 'DECISIONS-n (a product ruling) or decision NNN (a record)' },
  { pattern: new RegExp(`${'spec'}/(checklist|core-platform|promotions-loyalty|DECISIONS)\\.md`), use: 'docs/requirements.md' },
  { pattern: new RegExp(`\\.\\./${OUTSIDE}/|/work/${OUTSIDE}`), use: 'a file of the repository' },
];

/** The problems of one file's citations, each as "path:line: message". */
function citationProblems(path: string, text: string, known: Known): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${path}:${index + 1}`;
    for (const { pattern, use } of OLD_FORMS) {
      const match = pattern.exec(line);
      if (match) problems.push(`${at}: "${match[0]}" cites a document outside the repository; use ${use}`);
    }
    for (const match of line.matchAll(/(?<![\w/.-])docs\/[\w./-]*[\w/]/g)) {
      const cited = match[0];
      const record = /^docs\/decisions\/(\d{3})$/.exec(cited);
      if (record ? !known.decisionNumbers.has(record[1] ?? '') : !known.fileExists(cited)) {
        problems.push(`${at}: ${cited} does not exist`);
      }
    }
    for (const match of line.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:, | and )\d{3})*)\b/g)) {
      for (const number of (match[1] ?? '').split(/, | and /)) {
        if (!known.decisionNumbers.has(number)) problems.push(`${at}: decision ${number} does not exist`);
      }
    }
    for (const match of line.matchAll(/\barchitecture(?:\.md)? §(\d+)/g)) {
      if (!known.architectureSections.has(match[1] ?? '')) {
        problems.push(`${at}: docs/architecture.md has no §${match[1]}`);
      }
    }
    for (const match of line.matchAll(/§((?:core|promo)-\d+)/g)) {
      if (!known.requirementSections.has(match[1] ?? '')) {
        problems.push(`${at}: docs/requirements.md has no section ${match[1]}`);
      }
    }
    for (const match of line.matchAll(/\bDECISIONS-(\d+)\b/g)) {
      if (!known.rulings.has(match[1] ?? '')) problems.push(`${at}: product ruling DECISIONS-${match[1]} does not exist`);
    }
  });
  return problems;
}

/** Every checked file of the repository, relative to its root, without dependencies or build output. */
function repositoryFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return CHECKED_FILE.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** What the repository holds today: decision records, the sections of the two documents, the rulings. */
function knownNow(): Known {
  const requirements = read('docs/requirements.md');
  const rulings = requirements.slice(requirements.indexOf('## §5 Product rulings'));
  return {
    fileExists: (path) => existsSync(join(ROOT, path)),
    decisionNumbers: new Set(
      readdirSync(join(ROOT, 'docs/decisions')).flatMap((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1] ?? []),
    ),
    architectureSections: new Set([...read('docs/architecture.md').matchAll(/^## §(\d+) /gm)].map((m) => m[1] ?? '')),
    requirementSections: new Set([...requirements.matchAll(/^### ((?:core|promo)-\d+) /gm)].map((m) => m[1] ?? '')),
    rulings: new Set([...rulings.matchAll(/^(\d+)\. /gm)].map((m) => m[1] ?? '')),
  };
}

describe('citations in code and docs', () => {
  const known = knownNow();

  it('name only documents, sections, rulings and decision records that exist in the repository', () => {
    const files = repositoryFiles().filter((path) => path !== THIS_FILE);
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('docs/architecture.md');
    expect(files.flatMap((path) => citationProblems(path, read(path), known))).toEqual([]);
  });

  it('the documents they point at have their sections: architecture §1..§11, core-1..core-9, promo-1..promo-9, 23 rulings', () => {
    expect([...known.architectureSections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    for (const doc of ['core', 'promo']) {
      for (let n = 1; n <= 9; n++) expect(known.requirementSections).toContain(`${doc}-${n}`);
    }
    expect(known.rulings.size).toBe(23);
  });

  it('a citation of a missing document, section, ruling or decision record is reported', () => {
    const text = [
      'see docs/decisions/002-locales-and-countries.md and docs/missing.md',
      'as decision 099 says, and decisions 021 and 098',
      'docs/architecture.md §12, requirements §core-10, §promo-0',
      'DECISIONS-24 beside DECISIONS-23',
      'docs/decisions/097 and docs/decisions/021',
    ].join('\n');
    expect(citationProblems('x.ts', text, known)).toEqual([
      'x.ts:1: docs/decisions/002-locales-and-countries.md does not exist',
      'x.ts:1: docs/missing.md does not exist',
      'x.ts:2: decision 099 does not exist',
      'x.ts:2: decision 098 does not exist',
      'x.ts:3: docs/architecture.md has no §12',
      'x.ts:3: docs/requirements.md has no section core-10',
      'x.ts:3: docs/requirements.md has no section promo-0',
      'x.ts:4: product ruling DECISIONS-24 does not exist',
      'x.ts:5: docs/decisions/097 does not exist',
    ]);
  });

  it('the old forms that cited documents outside the repository are reported', () => {
    const old = [`${BRIEF} §4`, STYLE_BRIEF, 'spec §5', 'Spec §2', 'C§7', 'P§5', 'DECISIONS 13', 'spec/checklist.md'];
    for (const form of old) {
      expect(citationProblems('y.md', `(${form})`, known), form).toHaveLength(1);
    }
  });

  it('citations in the current forms, and look-alikes that are no citations, pass', () => {
    const text = [
      '(docs/architecture.md §5, requirements §core-2, §core-9, §promo-7; DECISIONS-13, decision 021)',
      'docs/decisions/021-guest-page-cache.md, docs/decisions/006, docs/provably-fair.md.',
      'GET /api/docs/json; RFC 9110 §8.8.3; the spec names the cookies; Decision 017 and 018',
    ].join('\n');
    expect(citationProblems('z.ts', text, known)).toEqual([]);
  });
});
