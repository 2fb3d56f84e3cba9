import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateSecret } from './secret-file';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'casino-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readOrCreateSecret', () => {
  it('creates a random secret of at least 32 characters, readable by the owner only', () => {
    const dir = tempDir();
    const secret = readOrCreateSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(tempDir())).not.toBe(secret);
  });

  it('returns the same secret on the next start, so sessions survive a restart', () => {
    const dir = tempDir();
    expect(readOrCreateSecret(dir)).toBe(readOrCreateSecret(dir));
  });

  it('replaces a stored secret that is too short', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'session-secret'), 'short\n');
    const secret = readOrCreateSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(secret);
  });
});
