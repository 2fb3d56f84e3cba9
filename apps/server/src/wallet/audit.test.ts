import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder, openDatabase } from '../db/client';
import { createOutbox } from '../events/outbox';
import { ManualClock } from '../platform/clock';
import { createTestApp, type TestApp } from '../test/app';
import { silentLogger } from '../test/logger';
import { createPlayer } from '../test/players';
import { REPO_ROOT } from '../test/processes';
import { auditLedger, formatAuditReport } from './audit';
import { createWalletService } from './service';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function playerWithHistory(email: string) {
  const wallet = app.services.wallet;
  const playerId = await createPlayer(app.db, email);
  const account = await wallet.openAccount(playerId, 'EUR');
  await wallet.deposit({ key: `${email}-dep`, playerId, currency: 'EUR', amountCents: 10_000 });
  await wallet.grantBonus({
    key: `${email}-bonus`,
    playerId,
    currency: 'EUR',
    amountCents: 2_000,
    wageringRequiredCents: 20_000,
  });
  const bet = await wallet.bet({ key: `${email}-bet`, playerId, currency: 'EUR', amountCents: 11_000 });
  await wallet.win({ key: `${email}-win`, playerId, currency: 'EUR', amountCents: 5_500, betTransactionId: bet.transactionId });
  await wallet.reserve({ key: `${email}-wd`, playerId, currency: 'EUR', amountCents: 1_000 });
  return { playerId, accountId: account.id };
}

describe('ledger audit', () => {
  it('PAY-14 finds no difference after deposits, bonuses, bets, wins and withdrawals, and reports the house side', async () => {
    await playerWithHistory('audit-clean@example.com');
    const report = await auditLedger(app.db);
    expect(report).toMatchObject({ ok: true, balanceDifferences: [], unbalancedTransactions: [] });
    expect(report.transactions).toBeGreaterThanOrEqual(5);
    // The house holds the mirror image of what the players hold.
    const house = report.houseBalances.reduce((sum, h) => sum + BigInt(h.balanceCents), 0n);
    const [players] = await app.db.select({ total: sql<string>`sum(real_cents + bonus_cents)::text` }).from(ledgerAccounts);
    expect(house + BigInt(players?.total ?? '0')).toBe(0n);
  });

  it('reports a balance changed behind the service, naming the account, the part and both amounts', async () => {
    const { accountId, playerId } = await playerWithHistory('audit-corrupt@example.com');
    await app.db
      .update(ledgerAccounts)
      .set({ realCents: sql`real_cents + 1` })
      .where(eq(ledgerAccounts.id, accountId));
    const report = await auditLedger(app.db);
    expect(report.ok).toBe(false);
    expect(report.balanceDifferences).toEqual([
      { accountId, playerId, currency: 'EUR', part: 'real', storedCents: '4001', entriesCents: '4000' },
    ]);
    expect(formatAuditReport(report)).toContain(
      `DIFFERENCE account ${accountId} (player ${playerId}, EUR, real): stored 4001, entries sum to 4000`,
    );
    await app.db
      .update(ledgerAccounts)
      .set({ realCents: sql`real_cents - 1` })
      .where(eq(ledgerAccounts.id, accountId));
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('reports a transaction whose entries do not sum to zero, or that has none (written with the guards off)', async () => {
    const { accountId, playerId } = await playerWithHistory('audit-unbalanced@example.com');
    const { lonely, skewed } = await app.db.transaction(async (tx) => {
      // Only a table owner can do this, and the audit must still catch what it lets through.
      await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced`);
      await tx.execute(sql`ALTER TABLE ledger_transactions DISABLE TRIGGER ledger_transactions_have_entries`);
      const [a] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'adjustment', idempotencyKey: 'audit-lonely', requestHash: 'x', playerId })
        .returning();
      const [b] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'adjustment', idempotencyKey: 'audit-skewed', requestHash: 'x', playerId })
        .returning();
      if (!a || !b) throw new Error('insert returned nothing');
      await tx.insert(ledgerEntries).values({ transactionId: b.id, accountId, currency: 'EUR', part: 'real', amountCents: 7 });
      await tx
        .update(ledgerAccounts)
        .set({ realCents: sql`real_cents + 7` })
        .where(eq(ledgerAccounts.id, accountId));
      await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_balanced`);
      await tx.execute(sql`ALTER TABLE ledger_transactions ENABLE TRIGGER ledger_transactions_have_entries`);
      return { lonely: a, skewed: b };
    });
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([
      { transactionId: lonely.id, currency: null, sumCents: null },
      { transactionId: skewed.id, currency: 'EUR', sumCents: '7' },
    ]);
  });
});

describe('database guards', () => {
  /** Posts one raw transaction with the given entries in one database transaction. */
  const raw = (key: string, entries: { accountId: number; currency: string; amountCents: number }[]) =>
    app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'adjustment', idempotencyKey: key, requestHash: 'x' })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      for (const e of entries) await tx.insert(ledgerEntries).values({ transactionId: row.id, part: 'real', ...e });
      return row.id;
    });

  it('PAY-14 refuses at commit a transaction that does not sum to zero per currency, or has no entries', async () => {
    const { accountId } = await playerWithHistory('guard-balance@example.com');
    const house = await app.services.wallet.houseAccount('adjustment', 'EUR');
    await expect(raw('guard-unbalanced', [{ accountId, currency: 'EUR', amountCents: 5 }])).rejects.toThrow();
    await expect(raw('guard-empty', [])).rejects.toThrow();
    await expect(
      raw('guard-balanced', [
        { accountId: await app.services.wallet.houseAccount('bonus_pool', 'EUR'), currency: 'EUR', amountCents: 5 },
        { accountId: house, currency: 'EUR', amountCents: -5 },
      ]),
    ).resolves.toBeGreaterThan(0);
    expect(
      await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'guard-unbalanced')),
    ).toEqual([]);
  });

  it('refuses a negative balance, an entry in another currency than its account, an unknown kind, a reused key and any edit of posted rows', async () => {
    const { accountId } = await playerWithHistory('guard-constraints@example.com');
    await expect(app.db.update(ledgerAccounts).set({ realCents: -1 }).where(eq(ledgerAccounts.id, accountId))).rejects.toThrow();
    const house = await app.services.wallet.houseAccount('adjustment', 'USD');
    await expect(
      raw('guard-fx', [
        { accountId, currency: 'USD', amountCents: 1 },
        { accountId: house, currency: 'USD', amountCents: -1 },
      ]),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`INSERT INTO ledger_transactions (kind, idempotency_key, request_hash) VALUES ('gift', 'k', 'x')`),
    ).rejects.toThrow();
    const eurHouse = await app.services.wallet.houseAccount('adjustment', 'EUR');
    await expect(
      raw('guard-constraints@example.com-dep', [
        { accountId, currency: 'EUR', amountCents: 1 },
        { accountId: eurHouse, currency: 'EUR', amountCents: -1 },
      ]),
    ).rejects.toThrow();
    await expect(
      app.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.accountId, accountId)),
    ).rejects.toThrow();
    await expect(app.db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).rejects.toThrow();
    await expect(
      app.db
        .update(ledgerTransactions)
        .set({ requestHash: 'z' })
        .where(eq(ledgerTransactions.idempotencyKey, 'guard-constraints@example.com-dep')),
    ).rejects.toThrow();
    await expect(
      app.db.delete(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'guard-constraints@example.com-dep')),
    ).rejects.toThrow();
    expect((await auditLedger(app.db)).balanceDifferences).toEqual([]);
  });
});

describe('npm run ledger:audit', () => {
  it('exits 0 on a consistent ledger and 1 with the difference printed once a balance was changed behind its back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ledger-audit-'));
    try {
      const database = await openDatabase({ dataDir });
      const clock = new ManualClock();
      const wallet = createWalletService({
        db: database.db,
        clock,
        outbox: createOutbox({ db: database.db, clock, log: silentLogger }),
        enabledCurrencies: async () => ['EUR'],
      });
      const playerId = await createPlayer(database.db, 'cli@example.com');
      const account = await wallet.openAccount(playerId, 'EUR');
      await wallet.deposit({ key: 'cli-dep', playerId, currency: 'EUR', amountCents: 4_200 });
      await database.close();
      expect(await runAudit(dataDir)).toMatchObject({ code: 0 });

      const again = await openDatabase({ dataDir });
      await again.db.update(ledgerAccounts).set({ bonusCents: 99 }).where(eq(ledgerAccounts.id, account.id));
      await again.close();
      const failed = await runAudit(dataDir);
      expect(failed.code).toBe(1);
      expect(failed.output).toContain(
        `DIFFERENCE account ${account.id} (player ${playerId}, EUR, bonus): stored 99, entries sum to 0`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm run ledger:audit only reads', () => {
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('PAY-14 leaves every table, the migration table included, row for row as it was, and its connection refuses writes', async () => {
    const dataDir = tempDir('ledger-audit-ro-');
    const database = await openDatabase({ dataDir });
    await createPlayer(database.db, 'readonly@example.com');
    await database.close();
    const before = await snapshotOf(dataDir);
    expect(before.find((t) => t.table === 'drizzle.__drizzle_migrations')?.rows).toBeGreaterThan(0);

    expect(await runAudit(dataDir)).toMatchObject({ code: 0 });
    expect(await snapshotOf(dataDir)).toEqual(before);

    const readOnly = await openDatabase({ dataDir, mode: 'read-only' });
    try {
      await expect(createPlayer(readOnly.db, 'write@example.com')).rejects.toMatchObject({ cause: { code: '25006' } });
    } finally {
      await readOnly.close();
    }
  }, 120_000);

  it('refuses with exit code 2 a database whose schema is behind the code, or an empty directory, and changes neither', async () => {
    const behind = tempDir('ledger-audit-behind-');
    const applied = await migrateAllButLast(behind);
    const before = await snapshotOf(behind);
    const refused = await runAudit(behind);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain(`the database schema is behind: ${applied} of ${applied + 1} migrations applied`);
    expect(await snapshotOf(behind)).toEqual(before);

    const empty = tempDir('ledger-audit-empty-');
    const none = await runAudit(empty);
    expect(none.code).toBe(2);
    expect(none.output).toContain(`no database in ${empty}`);
    expect(readdirSync(empty)).toEqual([]);
  }, 120_000);
});

/** Every table of the casino and of the migrator: its row count and a digest of its rows, read straight through PGlite. */
async function snapshotOf(dataDir: string): Promise<{ table: string; rows: number; digest: string }[]> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
    );
    const result = [];
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`,
      );
      result.push({ table: name.replaceAll('"', ''), rows: rows[0]?.rows ?? -1, digest: rows[0]?.digest ?? '' });
    }
    return result;
  } finally {
    await client.close();
  }
}

/** A PGlite database migrated with every committed migration but the newest; answers how many it applied. */
async function migrateAllButLast(dataDir: string): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  try {
    cpSync(findMigrationsFolder(), folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalPath, JSON.stringify(journal));
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: folder });
    await client.close();
    return journal.entries.length;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Runs the audit CLI from the sources, as `npm run ledger:audit` does, on a PGlite directory. */
function runAudit(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/ledger-audit-cli.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
