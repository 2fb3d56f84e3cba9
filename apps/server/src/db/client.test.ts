import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsFiles, cmsPages } from './schema';
import { seedDemo } from '../seed';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test/app';
import { createScratchDatabase, openTestDatabase, serverUrl } from '../test/database';
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

describe.runIf(base)('lost PostgreSQL connections', () => {
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('survives the server closing every pooled connection while requests are in flight, and answers every later request', async () => {
    app = await createTestApp();
    const { db, databaseUrl } = app;
    const lost: Error[] = [];
    app.database.onConnectionError((err) => lost.push(err));
    const get = () => app?.fastify.inject({ url: '/api/fe/config/logo-config' });
    // Fill the pool: its connections then sit idle, as between two bursts of traffic.
    await Promise.all(Array.from({ length: 8 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    expect(app.database.poolStats()?.total).toBeGreaterThanOrEqual(4);

    // Drizzle's queries and inject's requests start only when awaited: settle() starts them now
    // and records how each ended, so a statement the server kills is not an unhandled rejection.
    const settle = (work: PromiseLike<unknown> | undefined) =>
      Promise.resolve(work).then(
        () => 'fulfilled' as const,
        () => 'rejected' as const,
      );
    const inFlight = [
      // Long enough that they are surely still running when the server kills them, however slow the machine.
      ...Array.from({ length: 3 }, () => settle(db.execute(sql`select pg_sleep(30)`))),
      ...Array.from({ length: 10 }, () => settle(get())),
    ];
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // Terminate once the long statements are running on the server.
      let running = 0;
      for (let i = 0; i < 500 && running < 3; i++) {
        const active = await admin.query(
          "select 1 from pg_stat_activity where datname = current_database() and query like 'select pg_sleep(30)%' and state = 'active'",
        );
        running = active.rowCount ?? 0;
        if (running < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(running).toBe(3);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(4);
    } finally {
      await admin.end();
    }
    const settled = await Promise.all(inFlight);
    // The statements the server killed fail; none of that may take the process down.
    expect(settled.slice(0, 3)).toEqual(['rejected', 'rejected', 'rejected']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lost.some((err) => (err as Error & { code?: string }).code === '57P01')).toBe(true);

    const later = await Promise.all(Array.from({ length: 20 }, get));
    expect(later.map((res) => res?.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const [row] = rowsOf(await db.execute(sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });

  it('cancels a statement that runs longer than DATABASE_STATEMENT_TIMEOUT_MS, and the pool serves the next one', async () => {
    const scratch = await createScratchDatabase(base ?? '');
    const database = await openDatabase({ url: scratch.url, statementTimeoutMs: 200 });
    try {
      // 57014: query_canceled, "canceling statement due to statement timeout".
      await expect(database.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
      const [row] = rowsOf(await database.db.execute(sql`select 1 as one`));
      expect(row?.one).toBe(1);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});

const rowsOf = (result: unknown) => (result as { rows: { one: number }[] }).rows;

/** docs/decisions/077-embedded-database-stalls.md */
describe.runIf(!base)('the embedded database', () => {
  it('creates a write-ahead-log segment without writing it full of zeros first', async () => {
    const testDb = await openTestDatabase();
    try {
      const { rows } = await testDb.database.executeSql('show wal_init_zero');
      expect(rows).toEqual([{ wal_init_zero: 'off' }]);
    } finally {
      await testDb.close();
    }
  });
});
