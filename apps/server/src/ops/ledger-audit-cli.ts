import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { auditJackpots, formatJackpotAudit } from '../jackpots';
import { auditLedger, formatAuditReport } from '../wallet';

/**
 * `npm run ledger:audit` (sources) or `node apps/server/dist/ledger-audit.js` (production):
 * audits the database of DATABASE_URL, or the PGlite files in DATA_DIR. Exit code 0 when the
 * ledger is consistent, 1 when it has differences, 2 when the audit could not run.
 * `--json` prints the report as JSON for monitoring.
 *
 * It only reads: the database is opened without migrating (a schema that is missing or behind
 * the code is refused), every transaction of its connections is read-only, and the report is
 * read in one repeatable-read snapshot, so balances and entries agree even under live traffic.
 * The jackpot pools are checked in the same snapshot: each level is its seeds + contributions −
 * payouts, and the levels together hold the ledger's jackpot pool accounts (decision 053).
 */
async function main(): Promise<number> {
  const env = parseEnv();
  // `npm run -w` runs in apps/server; DATA_DIR is meant from where the command was typed, as for `npm start`.
  const dataDir = resolve(process.env['INIT_CWD'] ?? process.cwd(), env.DATA_DIR);
  if (!env.DATABASE_URL && !existsSync(dataDir)) throw new Error(`no database in ${dataDir} (set DATA_DIR or DATABASE_URL)`);
  const database = await openDatabase({
    ...(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 1 } : { dataDir }),
    mode: 'read-only',
  });
  try {
    const { ledger, jackpots } = await database.db.transaction(
      async (tx) => {
        const ledgerReport = await auditLedger(tx);
        return { ledger: ledgerReport, jackpots: await auditJackpots(tx, ledgerReport.houseBalances) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const text = `${formatAuditReport(ledger)}\n${formatJackpotAudit(jackpots)}`;
    process.stdout.write(`${process.argv.includes('--json') ? JSON.stringify({ ...ledger, jackpots }, null, 2) : text}\n`);
    return ledger.ok && jackpots.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`ledger audit could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
