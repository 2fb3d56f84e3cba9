import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** What the service worker precaches: the hashed build assets and the static files of public/. */
const PRECACHE_PATTERNS = [
  'assets/**/*.{js,css,svg,png,webp,woff2}',
  'brand/**/*.svg',
  'favicon.svg',
  'manifest.webmanifest',
  // The install icons the manifest names: an installed app opened offline still shows them.
  'icon-*.png',
  'apple-touch-icon.png',
];

/**
 * Builds /sw.js after the whole React Router build (its server half is the last one, and only
 * then are all client files written): Vite bundles sw/service-worker.ts with the Workbox
 * modules, then workbox-build injects the list of files to precache with their revisions.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'casino:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config.build.ssr) return;
      const root = config.root;
      const clientDir = resolve(root, 'build', 'client');
      const swPath = join(clientDir, 'sw.js');
      const { build } = await import('vite');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: clientDir,
          emptyOutDir: false,
          target: 'es2020',
          sourcemap: false,
          minify: true,
          lib: {
            entry: resolve(root, 'sw', 'service-worker.ts'),
            formats: ['iife'],
            name: 'casinoServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const { injectManifest } = await import('workbox-build');
      const result = await injectManifest({
        swSrc: swPath,
        swDest: swPath,
        globDirectory: clientDir,
        globPatterns: PRECACHE_PATTERNS,
        // Hashed file names are their own revision.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      config.logger.info(`service worker: ${result.count} files precached (${Math.round(result.size / 1024)} KiB)`);
      for (const warning of result.warnings) config.logger.warn(`service worker: ${warning}`);
    },
  };
}
