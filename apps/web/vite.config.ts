import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { serviceWorker } from './sw/vite-plugin';

const FIRST_LOAD_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query|i18next|react-i18next|cookie|set-cookie-parser)\//;

/** The contracts' constants every page's shell reads (docs/decisions/047-lobby-first-load.md): one small file, not six. */
const FIRST_LOAD_CONSTANTS =
  /packages\/contracts\/src\/(constants|locales|money|games-constants|promotions-constants|limits-constants)\.ts$/;

export default defineConfig({
  plugins: [reactRouter(), serviceWorker()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // Our contracts package ships TypeScript sources: bundle it into the server build too.
  ssr: { noExternal: ['@casino/contracts'] },
  build: {
    target: 'es2022',
    // No source maps in the shipped client: they would publish the sources.
    sourcemap: false,
    rollupOptions: {
      output: {
        // The libraries every page starts with travel as one file: a first visit on a phone fetches
        // a few larger scripts instead of dozens of small ones over six HTTP/1.1 connections.
        manualChunks: (id) =>
          FIRST_LOAD_LIBRARIES.test(id) ? 'framework' : FIRST_LOAD_CONSTANTS.test(id) ? 'constants' : undefined,
      },
    },
  },
});
