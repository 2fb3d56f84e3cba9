import { currencyInfo, type Game } from '@casino/contracts';

/**
 * GAME-15: a logged-in player whose currency is fiat, or unknown to us, cannot play a game that
 * has no id for that currency; crypto players and guests are never locked.
 */
export function isCurrencyLocked(game: Pick<Game, 'currencies'>, player: { currency: string } | null): boolean {
  if (!player) return false;
  if (currencyInfo(player.currency)?.fiat === false) return false;
  return !Object.hasOwn(game.currencies, player.currency);
}
