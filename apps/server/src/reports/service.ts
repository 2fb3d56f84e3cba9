import type { Report, ReportCurrencyRow, ReportQuery, ReportRates, ReportReturnRow, ReportTotalRow } from '@casino/contracts';
import type { ConfigService } from '../config';
import type { Db } from '../db/client';
import { publishedReturnsOf, type PublishedReturn } from '../games/catalogue';
import { registrationsByPeriod } from '../players';
import { activePlayersByPeriod, gameReturns, ledgerFigures, type GameReturns, type LedgerFigures } from '../wallet';
import { toBase } from './convert';
import { periodsOf, rangeOf } from './periods';

/** The back office's business reports (docs/decisions/068-reports-and-system.md). */
export interface Reports {
  report(query: ReportQuery): Promise<Report>;
}

/** When no rates are configured, figures stay per currency and the totals count euros only. */
const NO_RATES: ReportRates = { base: 'EUR', rates: {} };

type Money = Pick<
  ReportTotalRow,
  'deposits_cents' | 'withdrawals_cents' | 'bets_cents' | 'wins_cents' | 'ggr_cents' | 'bonus_cost_cents' | 'ngr_cents'
>;

/** The money figures of the ledger's row, with GGR (bets less wins) and NGR (GGR less bonus cost). */
function moneyOf(
  f: Pick<LedgerFigures, 'depositsCents' | 'withdrawalsCents' | 'betsCents' | 'winsCents' | 'bonusCostCents'>,
): Money {
  const ggr = f.betsCents - f.winsCents;
  return {
    deposits_cents: f.depositsCents,
    withdrawals_cents: f.withdrawalsCents,
    bets_cents: f.betsCents,
    wins_cents: f.winsCents,
    ggr_cents: ggr,
    bonus_cost_cents: f.bonusCostCents,
    ngr_cents: ggr - f.bonusCostCents,
  };
}

const currencyRow = (f: LedgerFigures): ReportCurrencyRow => ({
  period: f.period,
  currency: f.currency,
  ...moneyOf(f),
  active_players: f.activePlayers,
  first_deposits: f.firstDeposits,
});

/** A day's row's money in the base currency at that day's rate, or null when its currency has no rate. */
function inBase(f: LedgerFigures, rates: ReportRates) {
  const convert = (cents: number) => toBase(cents, f.currency, rates, f.period);
  const parts = [f.depositsCents, f.withdrawalsCents, f.betsCents, f.winsCents, f.bonusCostCents].map(convert);
  if (parts.some((p) => p === null)) return null;
  const [depositsCents, withdrawalsCents, betsCents, winsCents, bonusCostCents] = parts as number[];
  return { depositsCents, withdrawalsCents, betsCents, winsCents, bonusCostCents } as Parameters<typeof moneyOf>[0];
}

/**
 * One total row per period of the range, zero where nothing happened, money in the base
 * currency: each day's money at that day's rate (`days` are the figures by day, whatever the period).
 */
function totalsOf(
  periods: string[],
  figures: { periods: LedgerFigures[]; days: LedgerFigures[] },
  rates: ReportRates,
  counts: { active: Map<string, number>; registrations: Map<string, number> },
): ReportTotalRow[] {
  return periods.map((period) => {
    const sum = { depositsCents: 0, withdrawalsCents: 0, betsCents: 0, winsCents: 0, bonusCostCents: 0 };
    let firstDeposits = 0;
    for (const f of figures.periods.filter((row) => row.period === period)) firstDeposits += f.firstDeposits;
    for (const f of figures.days.filter((row) => row.period.startsWith(period))) {
      const base = inBase(f, rates);
      if (!base) continue;
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += base[key];
    }
    return {
      period,
      ...moneyOf(sum),
      active_players: counts.active.get(period) ?? 0,
      registrations: counts.registrations.get(period) ?? 0,
      first_deposits: firstDeposits,
    };
  });
}

interface Returns {
  key: string;
  title: string;
  provider: string;
  rounds: number;
  stakes: number;
  returns: number;
  /** Stakes times published RTP, over the stakes of games whose RTP is known. */
  expected: number;
  knownStakes: number;
}

const rtpOf = (returns: number, stakes: number) => (stakes > 0 ? returns / stakes : null);

function returnRow(r: Returns): ReportReturnRow {
  return {
    key: r.key,
    title: r.title,
    provider: r.provider,
    rounds: r.rounds,
    stakes_cents: r.stakes,
    returns_cents: r.returns,
    rtp: rtpOf(r.returns, r.stakes),
    published_rtp: rtpOf(r.expected, r.knownStakes),
  };
}

/** Adds one game's converted stakes and returns to its row of a table keyed by game or provider. */
function addReturns(
  table: Map<string, Returns>,
  key: string,
  title: string,
  g: GameReturns,
  game: PublishedReturn | undefined,
  rates: ReportRates,
  day: string,
) {
  const stakes = toBase(g.stakesCents, g.currency, rates, day);
  const returns = toBase(g.returnsCents, g.currency, rates, day);
  if (stakes === null || returns === null) return;
  const row = table.get(key) ?? {
    key,
    title,
    provider: g.provider,
    rounds: 0,
    stakes: 0,
    returns: 0,
    expected: 0,
    knownStakes: 0,
  };
  row.rounds += g.rounds;
  row.stakes += stakes;
  row.returns += returns;
  if (game?.rtp != null) {
    row.expected += stakes * game.rtp;
    row.knownStakes += stakes;
  }
  table.set(key, row);
}

/**
 * RTP by game and by provider against the published RTP, most staked first; the stakes and
 * returns of other currencies at the rate of the range's last day (`day`), as RTP is a ratio.
 */
function returnsOf(rows: GameReturns[], published: PublishedReturn[], rates: ReportRates, day: string) {
  const gameBy = new Map(published.map((g) => [g.id, g]));
  const games = new Map<string, Returns>();
  const providers = new Map<string, Returns>();
  for (const g of rows) {
    const game = gameBy.get(g.gameId);
    addReturns(games, String(g.gameId), game?.title ?? `#${g.gameId}`, g, game, rates, day);
    addReturns(providers, g.provider, g.provider, g, game, rates, day);
  }
  const ordered = (table: Map<string, Returns>) => [...table.values()].sort((a, b) => b.stakes - a.stakes).map(returnRow);
  return { games: ordered(games), providers: ordered(providers) };
}

export function createReports(deps: { db: Db; config: ConfigService }): Reports {
  const { db, config } = deps;
  return {
    async report(query) {
      const range = rangeOf(query);
      const [rates, figures, active, registrations, returns] = await Promise.all([
        config.getInternal('report-rates').catch(() => NO_RATES),
        ledgerFigures(db, range),
        activePlayersByPeriod(db, range),
        registrationsByPeriod(db, range),
        gameReturns(db, range),
      ]);
      const [published, days] = await Promise.all([
        publishedReturnsOf(db, [...new Set(returns.map((r) => r.gameId))]),
        range.unit === 'day' ? figures : ledgerFigures(db, { ...range, unit: 'day' }),
      ]);
      const unconverted = [...new Set(days.map((f) => f.currency))]
        .filter((c) => days.some((f) => f.currency === c && toBase(0, c, rates, f.period) === null))
        .sort();
      return {
        from: query.from,
        to: query.to,
        period: query.period,
        base_currency: rates.base,
        unconverted,
        totals: totalsOf(periodsOf(range), { periods: figures, days }, rates, { active, registrations }),
        currencies: figures.map(currencyRow),
        ...returnsOf(returns, published, rates, query.to),
      };
    },
  };
}
