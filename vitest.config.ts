import { defineConfig } from 'vitest/config';

/**
 * One `npx vitest run` for the whole repository. Server files each open a database (PGlite
 * in memory, or their own database on DATABASE_URL's server), hence the longer hook timeout.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates one database for the whole run; each file starts from a copy (decision 060).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
