import { defineConfig } from 'tsup';

// The server is bundled with our contracts inlined; npm packages stay external.
export default defineConfig({
  // ledger-audit: `node apps/server/dist/ledger-audit.js` checks a production ledger (007-ledger.md).
  // staff-create: `node apps/server/dist/staff-create.js` creates a back-office account (017-staff-and-support.md).
  entry: { main: 'src/main.ts', 'ledger-audit': 'src/ops/ledger-audit-cli.ts', 'staff-create': 'src/staff/create-cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@casino\//],
  // `node apps/server/dist/main.js` is the production start: NODE_ENV defaults to production there.
  define: { __BUILD_NODE_ENV__: JSON.stringify('production') },
  // Vite is loaded only by development mode, from the web workspace.
  external: ['vite'],
});
