import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsFiles, cmsPages } from '../cms/tables';
import { seedDemo } from '../seed';
import { createScratchDatabase, serverUrl } from '../test/database';
import { appMeta } from './meta-tables';
import { openDatabase, type Database } from './client';

const base = serverUrl();

/** docs/architecture.md §4: N processes start at once on one PostgreSQL database. */
describe.runIf(base)('openDatabase and seedDemo on a PostgreSQL server', () => {
  const opened: Database[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await drop?.();
  });

  it('lets three processes open, migrate and seed one fresh database at the same time', async () => {
    const scratch = await createScratchDatabase(base ?? '');
    drop = scratch.drop;
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url })));
    opened.push(...databases);
    await Promise.all(databases.map((d) => seedDemo(d.db)));
    const db = databases[0]?.db;
    if (!db) throw new Error('no database');
    const [seeded] = await db.select({ n: count() }).from(appMeta);
    expect(Number(seeded?.n)).toBe(1);
    // The CMS is seeded once: no page path and no file twice.
    const duplicates = await db
      .select({ locale: cmsFiles.locale, url: cmsFiles.url })
      .from(cmsFiles)
      .groupBy(cmsFiles.locale, cmsFiles.url)
      .having(sql`count(*) > 1`);
    expect(duplicates).toEqual([]);
    const [pages] = await db.select({ n: count() }).from(cmsPages);
    expect(Number(pages?.n)).toBeGreaterThan(0);
  });
});
