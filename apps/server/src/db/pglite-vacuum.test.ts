import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maintainOnce, maintenanceFor } from './pglite-vacuum';

/** docs/decisions/075-pglite-prepared-statements.md: what autovacuum would do, on the embedded database. */
describe('the embedded database’s vacuum', () => {
  let client: PGlite;
  beforeEach(async () => {
    client = await PGlite.create();
    await client.exec(`create table wallets (id int primary key, cents bigint not null);
      insert into wallets select g, 0 from generate_series(1, 10) g;`);
  });
  afterEach(async () => {
    await client.close();
  });

  const activity = async () =>
    (
      await client.query<{ dead: number; analyzed: string | null }>(
        `select n_dead_tup::int as dead, last_analyze::text as analyzed from pg_stat_user_tables where relname = 'wallets'`,
      )
    ).rows[0];

  it('follows autovacuum’s default thresholds: 20 % dead rows plus 50, 10 % changed rows plus 50', () => {
    expect(maintenanceFor({ live: 1000, dead: 251, modifiedSinceAnalyze: 0 })).toBe('vacuum');
    expect(maintenanceFor({ live: 1000, dead: 250, modifiedSinceAnalyze: 151 })).toBe('analyze');
    expect(maintenanceFor({ live: 1000, dead: 250, modifiedSinceAnalyze: 150 })).toBeNull();
  });

  it('vacuums and analyses a table that updates left full of dead rows, then finds nothing to do', async () => {
    for (let i = 0; i < 300; i++) await client.query('update wallets set cents = cents + 1 where id = $1', [1 + (i % 10)]);
    // The statistics reach pg_stat_user_tables when the backend reports them.
    await client.exec('select pg_stat_force_next_flush()');
    expect((await activity())?.dead).toBeGreaterThan(60);
    expect(await maintainOnce(client)).toEqual([{ table: 'wallets', done: 'vacuum' }]);
    await client.exec('select pg_stat_force_next_flush()');
    const after = await activity();
    expect(after?.dead).toBe(0);
    expect(after?.analyzed).not.toBeNull();
    expect(await maintainOnce(client)).toEqual([]);
    expect((await client.query<{ total: number }>('select sum(cents)::int as total from wallets')).rows[0]?.total).toBe(300);
  });
});
