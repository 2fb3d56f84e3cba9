import { currencyInfo } from '@casino/contracts';
import type { tournaments } from './tables';

type TournamentRow = typeof tournaments.$inferSelect;

/** What a bet event tells about the game it was placed on. */
interface BetGame {
  gameIdentifier: string | null;
  provider: string | null;
  categories: readonly string[];
}

/** Whether a bet's game counts: no lists means every game; otherwise a listed game, provider or category. */
export function countsGame(t: Pick<TournamentRow, 'games' | 'providers' | 'categories'>, game: BetGame): boolean {
  if (t.games.length === 0 && t.providers.length === 0 && t.categories.length === 0) return true;
  if (game.gameIdentifier && t.games.includes(game.gameIdentifier)) return true;
  if (game.provider && t.providers.includes(game.provider)) return true;
  return game.categories.some((c) => t.categories.includes(c));
}

/**
 * An amount of `currency` in the tournament's currency, rounded down (a bet never counts for more
 * than it is worth); null when the currency has no configured rate.
 */
export function equivalentCents(t: Pick<TournamentRow, 'currency' | 'ratesPpm'>, currency: string, cents: number): number | null {
  if (currency === t.currency) return cents;
  const rate = t.ratesPpm[currency];
  const from = currencyInfo(currency);
  const to = currencyInfo(t.currency);
  if (!rate || !from || !to) return null;
  const value = (BigInt(cents) * BigInt(rate) * BigInt(to.subunits_to_unit)) / (BigInt(from.subunits_to_unit) * 1_000_000n);
  return Number(value);
}

/** A bet's win-to-bet multiplier in hundredths, rounded down. */
export function multiplierOf(stakeCents: number, winCents: number): number {
  if (stakeCents <= 0) return 0;
  return Number((BigInt(winCents) * 100n) / BigInt(stakeCents));
}

/** How much one bet adds to a score when it is placed. */
export function betScore(t: Pick<TournamentRow, 'strategy'>, stakeCents: number): number {
  if (t.strategy === 'bet_sum') return stakeCents;
  if (t.strategy === 'bet_count') return 1;
  return 0;
}

/** The name a leaderboard shows: the first 3 characters and ***, so players are not exposed. */
export function maskedName(name: string): string {
  return `${[...name].slice(0, 3).join('')}***`;
}

/** An amount of the tournament's currency in `currency` (a prize paid in the winner's currency), rounded down; null without a rate. */
export function fromTournamentCents(
  t: Pick<TournamentRow, 'currency' | 'ratesPpm'>,
  currency: string,
  cents: number,
): number | null {
  if (currency === t.currency) return cents;
  const rate = t.ratesPpm[currency];
  const from = currencyInfo(t.currency);
  const to = currencyInfo(currency);
  if (!rate || !from || !to) return null;
  return Number((BigInt(cents) * 1_000_000n * BigInt(to.subunits_to_unit)) / (BigInt(rate) * BigInt(from.subunits_to_unit)));
}
