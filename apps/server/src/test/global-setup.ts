import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { createScratchDatabase, MIGRATED_TEMPLATE_ENV, serverUrl } from './database';

/**
 * Runs once before the server test files (vitest globalSetup, decision 060): migrates one
 * database and leaves it for every file's openTestDatabase to copy, instead of each file
 * creating and migrating its own. On PGlite the copy is a dump in a temporary file; on
 * PostgreSQL a database that the files' databases are created from (CREATE DATABASE ... TEMPLATE).
 * Returns the teardown that removes it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const base = serverUrl();
  return base ? migratedTemplateDatabase(base) : migratedDump();
}

async function migratedDump(): Promise<() => Promise<void>> {
  const database = await openDatabase({ dataDir: null });
  const dir = mkdtempSync(join(tmpdir(), 'casino-test-'));
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[MIGRATED_TEMPLATE_ENV] = file;
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    await database.close();
  }
  return async () => {
    delete process.env[MIGRATED_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

async function migratedTemplateDatabase(base: string): Promise<() => Promise<void>> {
  const template = await createScratchDatabase(base);
  try {
    const database = await openDatabase({ url: template.url });
    await database.close();
  } catch (err) {
    await template.drop();
    throw err;
  }
  process.env[MIGRATED_TEMPLATE_ENV] = template.name;
  return async () => {
    delete process.env[MIGRATED_TEMPLATE_ENV];
    await template.drop();
  };
}
