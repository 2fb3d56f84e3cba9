import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's import boundaries (docs/architecture.md §7). Import direction:
 * routes -> shell -> features -> shared layers (common/, ui/, api/, i18n/, realtime/), and a
 * feature never imports another feature: what two of them need moves to common/, and a screen
 * made of two features is composed in shell/ or routes/. Paths are resolved from this file, so
 * the rule holds wherever lint runs from (and in the scratch copy apps/web/src/boundaries.test.ts
 * makes).
 */
const REPOSITORY = fileURLToPath(new URL('.', import.meta.url));
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
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: REPOSITORY, zones: webBoundaries }] },
  },
);
