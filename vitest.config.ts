import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files at once: every core (Vitest's own default leaves one core idle, which on a 2-core
 * machine runs the files one after the other). VITEST_MAX_WORKERS lowers it on a shared machine
 * (decision 060).
 */
const maxWorkers = Number(process.env['VITEST_MAX_WORKERS']) || availableParallelism();

/**
 * One `npx vitest run` for the whole repository. Server files each open a database (PGlite
 * in memory, or their own database on DATABASE_URL's server), hence the longer hook timeout.
 */
export default defineConfig({
  test: {
    passWithNoTests: true,
    maxWorkers,
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
