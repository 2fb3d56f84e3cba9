import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jackpotLevels, jackpotPoolMovements, jackpots } from './tables';

/** A level whose stored pool differs from seed + contributions − payouts of its movements. */
interface LevelDifference {
  levelId: number;
  storedCents: number;
  movementsCents: string;
}

/** A currency whose levels together hold another amount than the ledger's jackpot pool account. */
interface PoolDifference {
  currency: string;
  levelsCents: string;
  ledgerCents: string;
}

export interface JackpotAuditReport {
  ok: boolean;
  levels: number;
  levelDifferences: LevelDifference[];
  poolDifferences: PoolDifference[];
}

/**
 * The jackpot invariant (decision 053) for `npm run ledger:audit`: every level's pool equals the
 * sum of its movements (seeds + contributions − reversals − wins), and per currency the levels
 * together hold what the ledger's `jackpot_pool` house account holds (given by the wallet's audit).
 */
export async function auditJackpots(
  db: DbOrTx,
  houseBalances: { kind: string; currency: string; balanceCents: string }[],
): Promise<JackpotAuditReport> {
  const levels = await db
    .select({
      id: jackpotLevels.id,
      currency: jackpots.currency,
      stored: jackpotLevels.amountCents,
      summed: sql<string>`(select coalesce(sum(${jackpotPoolMovements.amountCents}), 0)::text from ${jackpotPoolMovements} where ${jackpotPoolMovements.levelId} = ${jackpotLevels.id})`,
    })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId));
  const levelDifferences = levels
    .filter((l) => BigInt(l.stored) !== BigInt(l.summed))
    .map((l) => ({ levelId: l.id, storedCents: l.stored, movementsCents: l.summed }));
  const perCurrency = new Map<string, bigint>();
  for (const l of levels) perCurrency.set(l.currency, (perCurrency.get(l.currency) ?? 0n) + BigInt(l.stored));
  for (const h of houseBalances) if (h.kind === 'jackpot_pool' && !perCurrency.has(h.currency)) perCurrency.set(h.currency, 0n);
  const poolDifferences: PoolDifference[] = [];
  for (const [currency, held] of perCurrency) {
    const ledger = houseBalances.find((h) => h.kind === 'jackpot_pool' && h.currency === currency)?.balanceCents ?? '0';
    if (BigInt(ledger) !== held) poolDifferences.push({ currency, levelsCents: String(held), ledgerCents: ledger });
  }
  return {
    ok: levelDifferences.length === 0 && poolDifferences.length === 0,
    levels: levels.length,
    levelDifferences,
    poolDifferences,
  };
}

/** The report as lines for a terminal or a CI log. */
export function formatJackpotAudit(report: JackpotAuditReport): string {
  return [
    `jackpot audit: ${report.levels} levels`,
    ...report.levelDifferences.map(
      (d) => `  DIFFERENCE level ${d.levelId}: pool ${d.storedCents}, seeds + contributions − payouts ${d.movementsCents}`,
    ),
    ...report.poolDifferences.map(
      (d) => `  DIFFERENCE ${d.currency}: levels hold ${d.levelsCents}, the ledger's jackpot pool ${d.ledgerCents}`,
    ),
    report.ok
      ? 'OK: every pool is its seeds + contributions − payouts, and the ledger holds them'
      : 'FAILED: jackpot pools differ',
  ].join('\n');
}
