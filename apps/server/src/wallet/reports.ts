import { aliasedTable, and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { periodOf, type PeriodUnit } from '../db/periods';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './tables';

/**
 * The business figures the back office reports, read from the ledger (docs/decisions/068-reports-and-system.md).
 * Each figure is a sum of entries on one kind of account, so a report can be recomputed from the
 * ledger at any time and never disagrees with it.
 */

/** A range of instants [from, to) and the calendar unit the figures are grouped by, in UTC. */
export interface ReportRange {
  from: Date;
  to: Date;
  unit: PeriodUnit;
}

/** One period and currency: money in minor units of the currency. */
export interface LedgerFigures {
  period: string;
  currency: string;
  depositsCents: number;
  withdrawalsCents: number;
  betsCents: number;
  winsCents: number;
  bonusCostCents: number;
  activePlayers: number;
  firstDeposits: number;
}

/** Stakes and returns of one game in one currency, from the bets' metadata. */
export interface GameReturns {
  gameId: number;
  provider: string;
  currency: string;
  rounds: number;
  stakesCents: number;
  returnsCents: number;
}

const sumWhere = (condition: SQL) => sql<string>`coalesce(sum(${ledgerEntries.amountCents}) FILTER (WHERE ${condition}), 0)`;
const ofKinds = (txKind: string, accountKinds: string[]) =>
  sql`${ledgerTransactions.kind} = ${txKind} AND ${inArray(ledgerAccounts.kind, accountKinds as never[])}`;

/** The money figures per period and currency: sums of the legs on the accounts each figure is about. */
async function moneyByPeriod(db: DbOrTx, range: ReportRange) {
  const period = periodOf(range.unit, ledgerTransactions.createdAt);
  return db
    .select({
      period,
      currency: ledgerEntries.currency,
      // Provider -> player: what players paid in.
      deposits: sumWhere(ofKinds('deposit', ['player'])),
      // Pending payout -> provider: what was paid out to players.
      withdrawals: sumWhere(ofKinds('withdrawal_payout', ['provider_clearing'])),
      // Stakes the games took, less the stakes rolled back.
      bets: sumWhere(sql`${inArray(ledgerTransactions.kind, ['bet', 'rollback'])} AND ${ledgerAccounts.kind} = 'game_provider'`),
      wins: sql<string>`-${sumWhere(ofKinds('win', ['game_provider']))}`,
      // Bonus money granted less bonus money forfeited back, and the promotions' real-money prizes.
      bonusCost: sql<string>`-${sumWhere(sql`${inArray(ledgerAccounts.kind, ['bonus_pool', 'promotions'])}`)}`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(gte(ledgerTransactions.createdAt, range.from), lt(ledgerTransactions.createdAt, range.to)))
    .groupBy(period, ledgerEntries.currency);
}

/** Players with a bet per period (and currency, or across currencies with `byCurrency` false). */
async function activePlayers(db: DbOrTx, range: ReportRange, byCurrency: boolean) {
  const period = periodOf(range.unit, ledgerTransactions.createdAt);
  // Across currencies, every wallet counts as one currency (a constant cannot be grouped by).
  const currency = byCurrency ? sql<string>`${ledgerAccounts.currency}` : sql<string>`min('')`;
  return db
    .select({ period, currency, players: sql<string>`count(DISTINCT ${ledgerTransactions.playerId})` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'player')))
    .where(
      and(
        eq(ledgerTransactions.kind, 'bet'),
        gte(ledgerTransactions.createdAt, range.from),
        lt(ledgerTransactions.createdAt, range.to),
      ),
    )
    .groupBy(...(byCurrency ? [period, ledgerAccounts.currency] : [period]));
}

/** Players whose first deposit ever falls in the period, by the currency of that deposit. */
async function firstDeposits(db: DbOrTx, range: ReportRange) {
  const first = db
    .selectDistinctOn([ledgerTransactions.playerId], {
      playerId: ledgerTransactions.playerId,
      at: ledgerTransactions.createdAt,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'player')))
    .where(and(eq(ledgerTransactions.kind, 'deposit'), isNotNull(ledgerTransactions.playerId)))
    .orderBy(ledgerTransactions.playerId, ledgerTransactions.id)
    .as('first');
  const period = periodOf(range.unit, first.at);
  return db
    .select({ period, currency: first.currency, players: sql<string>`count(*)` })
    .from(first)
    .where(and(gte(first.at, range.from), lt(first.at, range.to)))
    .groupBy(period, first.currency);
}

const keyOf = (period: string, currency: string) => `${period}|${currency}`;

/** The ledger's figures of a range, one row per period and currency that saw any movement. */
export async function ledgerFigures(db: DbOrTx, range: ReportRange): Promise<LedgerFigures[]> {
  const [money, active, first] = await Promise.all([
    moneyByPeriod(db, range),
    activePlayers(db, range, true),
    firstDeposits(db, range),
  ]);
  const activeBy = new Map(active.map((r) => [keyOf(r.period, r.currency), Number(r.players)]));
  const firstBy = new Map(first.map((r) => [keyOf(r.period, r.currency), Number(r.players)]));
  return money
    .map((r) => ({
      period: r.period,
      currency: r.currency,
      depositsCents: Number(r.deposits),
      withdrawalsCents: Number(r.withdrawals),
      betsCents: Number(r.bets),
      winsCents: Number(r.wins),
      bonusCostCents: Number(r.bonusCost),
      activePlayers: activeBy.get(keyOf(r.period, r.currency)) ?? 0,
      firstDeposits: firstBy.get(keyOf(r.period, r.currency)) ?? 0,
    }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.currency.localeCompare(b.currency));
}

/** Players with a bet per period across every currency. */
export async function activePlayersByPeriod(db: DbOrTx, range: ReportRange): Promise<Map<string, number>> {
  const rows = await activePlayers(db, range, false);
  return new Map(rows.map((r) => [r.period, Number(r.players)]));
}

const gameIdOf = (bet: typeof ledgerTransactions) => sql<string>`${bet.metadata}->>'game_id'`;
const providerOf = (bet: typeof ledgerTransactions) => sql<string>`coalesce(${bet.metadata}->>'provider', '')`;
const placedIn = (bet: typeof ledgerTransactions, range: ReportRange) =>
  and(eq(bet.kind, 'bet'), sql`${bet.metadata} ? 'game_id'`, gte(bet.createdAt, range.from), lt(bet.createdAt, range.to));

/** The stakes of the game bets placed in the range and not rolled back, per game and currency. */
async function stakesByGame(db: DbOrTx, range: ReportRange) {
  const [gameId, provider] = [gameIdOf(ledgerTransactions), providerOf(ledgerTransactions)];
  return db
    .select({
      gameId,
      provider,
      currency: ledgerEntries.currency,
      rounds: sql<string>`count(*)`,
      cents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'game_provider')))
    .where(
      and(
        placedIn(ledgerTransactions, range),
        sql`NOT EXISTS (SELECT 1 FROM ledger_transactions rb WHERE rb.reference_id = ${ledgerTransactions.id} AND rb.kind = 'rollback')`,
      ),
    )
    .groupBy(gameId, provider, ledgerEntries.currency);
}

/** What the wins of those bets paid back, per game and currency (a win settles a bet by reference). */
async function winsByGame(db: DbOrTx, range: ReportRange) {
  const bet = aliasedTable(ledgerTransactions, 'bet');
  const [gameId, provider] = [gameIdOf(bet), providerOf(bet)];
  return db
    .select({ gameId, provider, currency: ledgerEntries.currency, cents: sql<string>`-sum(${ledgerEntries.amountCents})` })
    .from(ledgerTransactions)
    .innerJoin(bet, eq(bet.id, ledgerTransactions.referenceId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'game_provider')))
    .where(and(eq(ledgerTransactions.kind, 'win'), placedIn(bet, range)))
    .groupBy(gameId, provider, ledgerEntries.currency);
}

/** Stakes and wins per game and currency, for the game bets placed in the range. */
export async function gameReturns(db: DbOrTx, range: ReportRange): Promise<GameReturns[]> {
  const [stakes, wins] = await Promise.all([stakesByGame(db, range), winsByGame(db, range)]);
  const winsBy = new Map(wins.map((w) => [`${w.gameId}|${w.provider}|${w.currency}`, Number(w.cents)]));
  return stakes.map((s) => ({
    gameId: Number(s.gameId),
    provider: s.provider,
    currency: s.currency,
    rounds: Number(s.rounds),
    stakesCents: Number(s.cents),
    returnsCents: winsBy.get(`${s.gameId}|${s.provider}|${s.currency}`) ?? 0,
  }));
}
