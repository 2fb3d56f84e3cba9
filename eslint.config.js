import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One way to build a web form: a component file that renders a <form> also calls
 * react-hook-form's useForm. Every form of the web app follows it, with no exception.
 */
const formsUseReactHookForm = {
  meta: {
    type: 'problem',
    messages: { handRolled: 'A <form> is built with react-hook-form: call useForm in this component file.' },
  },
  create(context) {
    const forms = [];
    let callsUseForm = false;
    return {
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') forms.push(node);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'useForm') callsUseForm = true;
      },
      'Program:exit'() {
        if (!callsUseForm) for (const node of forms) context.report({ node, messageId: 'handRolled' });
      },
    };
  },
};

/**
 * The web app's import boundaries (docs/architecture.md §7). Import direction:
 * routes -> shell -> features -> shared layers (common/, ui/, api/, i18n/, realtime/), and a
 * feature never imports another feature: what two of them need moves to common/, and a screen
 * made of two features is composed in shell/ or routes/. Paths are resolved from this file, so
 * the rule holds wherever lint runs from (and in the scratch copy apps/web/src/boundaries.test.ts
 * makes).
 */
const WEB = './apps/web/src';
const SHARED_LAYERS = ['common', 'ui', 'api', 'i18n', 'realtime'].map((folder) => `${WEB}/${folder}`);
const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to common/, or compose them in shell/ or routes/ (docs/architecture.md §7).',
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/shell`, `${WEB}/routes`],
    message: 'Features do not import the shell or routes; the shell composes features (docs/architecture.md §7).',
  },
  {
    target: `${WEB}/shell`,
    from: `${WEB}/routes`,
    message: 'The shell does not import route modules (docs/architecture.md §7).',
  },
  {
    target: SHARED_LAYERS,
    from: [`${WEB}/features`, `${WEB}/shell`, `${WEB}/routes`],
    message:
      'common/, ui/, api/, i18n/ and realtime/ serve features and never import them, the shell or routes (docs/architecture.md §7).',
  },
];

// Server domain boundaries (docs/architecture.md §2). Each domain folder is reached from outside
// only through its public entry, `<domain>/index.ts`; its `tables.ts` only by another `*tables.ts`
// (a foreign key). Shared layers import no domain. The game maths (games/engines, games/fair) is
// a library of the games domain alone. The composition root (app.ts, services.ts, main.ts),
// seed/, test/ and db/schema.ts (the table index) may import anything.
const SERVER = 'apps/server/src';
const DOMAINS = [
  'auth',
  'bonuses',
  'competitions',
  'cms',
  'config',
  'files',
  'games/catalogue',
  'games/play',
  'info',
  'jackpots',
  'limits',
  'loyalty',
  'notifications',
  'page-server',
  'payments',
  'players',
  'realtime',
  'staff',
  'support',
  'telemetry',
  'verification',
  'wallet',
];
/** Shared layers every domain may use, file by file; they import no domain themselves. */
const LAYERS = ['db', 'http', 'platform', 'events'];
/** Operations folders: wired by the composition root, they reach domains through their entries. */
const OPERATIONS = ['jobs', 'ops'];
const GAME_MATHS = ['games/engines', 'games/fair'];

/**
 * Tables a second domain writes as their co-owner: auth owns the credential columns of the
 * `players` row (email, password hash, lock-out, sign-in counts, terms) and creates the row at
 * registration (docs/architecture.md §2), so its files may import players/tables.ts.
 */
const CO_OWNERS = { players: ['auth'] };

const filesOf = (folders, name = '*') =>
  folders.length === 1 ? `${SERVER}/${folders[0]}/**/${name}.ts` : `${SERVER}/{${folders.join(',')}}/**/${name}.ts`;
const NOT_TABLES = '!(*tables)';

/** The zones of import-x/no-restricted-paths: who may not import which files. */
function boundaryZones() {
  const zones = [];
  for (const domain of DOMAINS) {
    const others = [...DOMAINS.filter((d) => d !== domain), ...OPERATIONS];
    const coOwners = CO_OWNERS[domain] ?? [];
    const message = `Import ${domain} through its public entry (${domain}/index.ts): docs/architecture.md §2.`;
    const from = `${SERVER}/${domain}`;
    const strangers = others.filter((d) => !coOwners.includes(d));
    zones.push({ target: filesOf(strangers, NOT_TABLES), from, except: ['./index.ts'], message });
    if (coOwners.length > 0) {
      zones.push({ target: filesOf(coOwners, NOT_TABLES), from, except: ['./index.ts', './tables.ts'], message });
    }
    zones.push({
      target: filesOf([...others, ...LAYERS], '*tables'),
      from,
      except: ['./index.ts', './tables.ts'],
      message: `A table file names ${domain}'s tables for a foreign key through ${domain}/tables.ts: docs/architecture.md §2.`,
    });
    zones.push({
      target: [filesOf(LAYERS, '!(*tables|schema)'), `${SERVER}/env.ts`],
      from,
      message: 'A shared layer imports no domain: docs/architecture.md §2.',
    });
  }
  for (const maths of GAME_MATHS) {
    zones.push({
      target: [filesOf([...DOMAINS.filter((d) => !d.startsWith('games/')), ...LAYERS, ...OPERATIONS])],
      from: `${SERVER}/${maths}`,
      message: 'The game maths is used by the games domain only: docs/architecture.md §2.',
    });
  }
  zones.push({
    target: [filesOf([...DOMAINS, ...OPERATIONS, ...GAME_MATHS], '!(*.test)'), filesOf(LAYERS, '!(client|*.test)')],
    from: `${SERVER}/db/schema.ts`,
    message: 'db/schema.ts is the table index of drizzle-kit and tests, not a way around a domain entry.',
  });
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'apps/server/drizzle/**',
      'data/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web app never imports server code (docs/architecture.md §1).
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/server/**', '@casino/server'], message: 'The web app and contracts must not import server code.' },
          ],
        },
      ],
    },
  },
  {
    // The web app's import boundaries (webBoundaries above, docs/architecture.md §7).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'web-forms': { rules: { 'use-react-hook-form': formsUseReactHookForm } } },
    rules: { 'web-forms/use-react-hook-form': 'error' },
  },
  {
    // Server boundaries and import cycles (docs/architecture.md §2): a cross-domain import other
    // than a public entry, and any cycle of value imports (type-only imports vanish at build and
    // are not counted), fail the lint. apps/server/src/boundaries.test.ts proves both are caught.
    files: [`${SERVER}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      // Imported files are parsed as TypeScript too, so no-cycle follows them.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
