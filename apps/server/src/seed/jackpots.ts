import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { games } from '../games/catalogue/tables';
import { jackpotLevels, jackpotPoolMovements, jackpots } from '../jackpots/tables';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/tables';

const IDENTIFIER = 'mystic';

/** Three levels in euros: 1 %, 0.5 % and 0.3 % of a real stake; the mini must drop by €100 (decision 053). */
const LEVELS = [
  { identifier: 'level_1', name: 'Mini', contributionPpm: 10_000, seedCents: 1_000, meanWinCents: 5_000, ceilingCents: 10_000 },
  { identifier: 'level_2', name: 'Major', contributionPpm: 5_000, seedCents: 50_000, meanWinCents: 200_000, ceilingCents: null },
  {
    identifier: 'level_3',
    name: 'Mega',
    contributionPpm: 3_000,
    seedCents: 500_000,
    meanWinCents: 2_500_000,
    ceilingCents: null,
  },
];

/** Dollars at par, the kroner at a tenth, the real at a fifth (as the demo's gift amounts). */
const RATES = { USD: '1', CAD: '1', AUD: '1', NZD: '1', NOK: '0.1', BRL: '0.2' };

/** The id of a house account of the ledger, created when missing. */
async function houseAccount(tx: Tx, kind: 'promotions' | 'jackpot_pool', currency: string): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind, currency }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency), isNull(ledgerAccounts.playerId)));
  if (!row) throw new Error(`house account ${kind} ${currency} missing`);
  return row.id;
}

/**
 * The demo's running jackpot on the mystic-jackpots games: each level's seed moves from the
 * promotions account to the jackpot pool in the ledger, as the jackpot service does, so the
 * ledger audit holds from the first bet.
 */
export async function seedJackpots(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ id: jackpots.id }).from(jackpots).where(eq(jackpots.identifier, IDENTIFIER));
  if (existing) return;
  const mystic = await tx
    .select({ identifier: games.identifier })
    .from(games)
    .where(sql`'mystic-jackpots' = any(${games.categories})`);
  const now = new Date();
  const serverSeed = randomBytes(32).toString('hex');
  const [jackpot] = await tx
    .insert(jackpots)
    .values({
      identifier: IDENTIFIER,
      name: 'Mystic jackpots',
      currency: 'EUR',
      gameIdentifiers: mystic.map((g) => g.identifier),
      rates: RATES,
      serverSeed,
      serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!jackpot) throw new Error('jackpot insert returned nothing');
  const promotions = await houseAccount(tx, 'promotions', 'EUR');
  const pool = await houseAccount(tx, 'jackpot_pool', 'EUR');
  for (const [position, config] of LEVELS.entries()) {
    const [level] = await tx
      .insert(jackpotLevels)
      .values({ ...config, jackpotId: jackpot.id, position, amountCents: config.seedCents, updatedAt: now })
      .returning();
    if (!level) throw new Error('jackpot level insert returned nothing');
    const key = `jackpot:level:${level.id}:seed`;
    const [posted] = await tx
      .insert(ledgerTransactions)
      .values({
        kind: 'jackpot_seed',
        idempotencyKey: key,
        requestHash: createHash('sha256').update(key).digest('base64url'),
        playerId: null,
        metadata: { jackpot_id: jackpot.id, level_id: level.id, pool_currency: 'EUR', pool_cents: config.seedCents },
        createdAt: now,
      })
      .returning({ id: ledgerTransactions.id });
    if (!posted) throw new Error('ledger insert returned nothing');
    await tx.insert(ledgerEntries).values([
      { transactionId: posted.id, accountId: promotions, currency: 'EUR', part: 'real', amountCents: -config.seedCents },
      { transactionId: posted.id, accountId: pool, currency: 'EUR', part: 'real', amountCents: config.seedCents },
    ]);
    await tx.insert(jackpotPoolMovements).values({
      levelId: level.id,
      kind: 'seed',
      amountCents: config.seedCents,
      otherCents: config.seedCents,
      otherCurrency: 'EUR',
      ledgerTransactionId: posted.id,
      createdAt: now,
    });
  }
}
