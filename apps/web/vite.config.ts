import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { serviceWorker } from './sw/vite-plugin';

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
  // No source maps in the shipped client: they would publish the sources.
  build: { target: 'es2022', sourcemap: false },
});
