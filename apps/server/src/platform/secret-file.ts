import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The session secret of an embedded (single-process) installation: made once from 48 random
 * bytes and kept beside the data, readable by the owner only, so `npm start` needs no setup
 * and sessions survive restarts. Installations on a PostgreSQL server set SESSION_SECRET.
 */
export function readOrCreateSecret(dataDir: string, name = 'session-secret'): string {
  const path = join(resolve(dataDir), name);
  if (existsSync(path)) {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}
