import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables';

/** A wallet whose stored balance part differs from the sum of its entries. */
interface BalanceDifference {
  accountId: number;
  playerId: number | null;
  currency: string;
  part: 'real' | 'bonus';
  storedCents: string;
  entriesCents: string;
}

/** A transaction whose entries of a currency do not sum to zero (currency null: no entries at all). */
interface UnbalancedTransaction {
  transactionId: number;
  currency: string | null;
  sumCents: string | null;
}

export interface AuditReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  balanceDifferences: BalanceDifference[];
  unbalancedTransactions: UnbalancedTransaction[];
  /** What the house holds per account, derived from entries (house accounts store no balance). */
  houseBalances: { accountId: number; kind: string; currency: string; balanceCents: string }[];
}

/** Sums are read as text and compared as BigInt: a sum of BIGINTs may exceed what a JS number holds. */
const sumOf = (part: 'real' | 'bonus') =>
  sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.part} = ${part}), 0)::text`;

/**
 * Recomputes every wallet balance from the ledger entries and checks that every transaction
 * sums to zero per currency. Read-only; run it at any time (`npm run ledger:audit`).
 */
export async function auditLedger(db: DbOrTx): Promise<AuditReport> {
  const wallets = await db
    .select({
      id: ledgerAccounts.id,
      playerId: ledgerAccounts.playerId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      real: sql<string>`${ledgerAccounts.realCents}::text`,
      bonus: sql<string>`${ledgerAccounts.bonusCents}::text`,
      realSum: sumOf('real'),
      bonusSum: sumOf('bonus'),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .orderBy(ledgerAccounts.id);

  const balanceDifferences: BalanceDifference[] = [];
  const houseBalances: AuditReport['houseBalances'] = [];
  for (const w of wallets) {
    if (w.kind !== 'player') {
      houseBalances.push({
        accountId: w.id,
        kind: w.kind,
        currency: w.currency,
        balanceCents: String(BigInt(w.realSum) + BigInt(w.bonusSum)),
      });
      // House accounts store no balance (a CHECK keeps them at zero): nothing to compare.
      continue;
    }
    for (const [part, stored, summed] of [
      ['real', w.real, w.realSum],
      ['bonus', w.bonus, w.bonusSum],
    ] as const) {
      if (BigInt(stored) !== BigInt(summed)) {
        balanceDifferences.push({
          accountId: w.id,
          playerId: w.playerId,
          currency: w.currency,
          part,
          storedCents: stored,
          entriesCents: summed,
        });
      }
    }
  }

  const unbalanced = await db
    .select({
      transactionId: ledgerTransactions.id,
      currency: ledgerEntries.currency,
      sumCents: sql<string | null>`sum(${ledgerEntries.amountCents})::text`,
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountCents}) IS DISTINCT FROM 0`)
    .orderBy(ledgerTransactions.id);

  const [transactions] = await db.select({ n: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ n: count() }).from(ledgerEntries);

  const unbalancedTransactions = unbalanced.map((u) => ({
    transactionId: u.transactionId,
    currency: u.currency,
    sumCents: u.sumCents,
  }));
  return {
    ok: balanceDifferences.length === 0 && unbalancedTransactions.length === 0,
    accounts: wallets.length,
    transactions: Number(transactions?.n ?? 0),
    entries: Number(entries?.n ?? 0),
    balanceDifferences,
    unbalancedTransactions,
    houseBalances,
  };
}

/** The report as lines a person reads in a terminal or a CI log. */
export function formatAuditReport(report: AuditReport): string {
  const lines = [
    `ledger audit: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`,
    ...report.balanceDifferences.map(
      (d) =>
        `  DIFFERENCE account ${d.accountId} (player ${d.playerId ?? '-'}, ${d.currency}, ${d.part}): stored ${d.storedCents}, entries sum to ${d.entriesCents}`,
    ),
    ...report.unbalancedTransactions.map((u) =>
      u.currency === null
        ? `  UNBALANCED transaction ${u.transactionId}: no entries`
        : `  UNBALANCED transaction ${u.transactionId}: ${u.currency} entries sum to ${u.sumCents ?? 'null'}`,
    ),
    ...report.houseBalances.map((h) => `  house ${h.kind} ${h.currency}: ${h.balanceCents}`),
    report.ok ? 'OK: every balance matches its entries and every transaction sums to zero' : 'FAILED: the ledger has differences',
  ];
  return lines.join('\n');
}
