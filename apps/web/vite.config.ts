import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { serviceWorker } from './sw/vite-plugin';

export default defineConfig({
  plugins: [reactRouter(), serviceWorker()],
  // Our contracts package ships TypeScript sources: bundle it into the server build too.
  ssr: { noExternal: ['@casino/contracts'] },
  // No source maps in the shipped client: they would publish the sources.
  build: { target: 'es2022', sourcemap: false },
});
