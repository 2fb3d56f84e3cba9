// The lobby's first-load JavaScript (bench/lobby-js.mjs: the scripts of `/` and every static
// import they name) stays under its budget, 170 KiB gzip (docs/decisions/047-lobby-first-load.md):
// a shell import that drags a library or the forms' schemas into the first chunk fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lobbyJavaScript } from '../bench/lobby-js.mjs';
import { useSystem } from './helpers.mjs';

const system = useSystem();

test('a guest opening the lobby downloads under its budget of JavaScript (gzip, 170 KiB: decision 047) before anything loads on demand', async () => {
  await system.ready();
  const js = await lobbyJavaScript(system.baseURL, '/');
  assert.ok(js.allServedGzip, 'every script of the first load is sent gzip');
  const largest = js.largest.map((file) => `${file.path} ${file.gzipKiB}`).join(', ');
  assert.ok(js.gzipKiB < js.targetKiB, `${js.gzipKiB} KiB gzip in ${js.files} files (largest: ${largest})`);
});
