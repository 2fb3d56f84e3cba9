import { defineConfig } from 'tsup';

// The server is bundled with our contracts inlined; npm packages stay external.
export default defineConfig({
  // ledger-audit: `node apps/server/dist/ledger-audit.js` checks a production ledger (007-ledger.md).
  entry: { main: 'src/main.ts', 'ledger-audit': 'src/wallet/audit-cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@casino\//],
  // Vite is loaded only by development mode, from the web workspace.
  external: ['vite'],
});
