import { timeOf } from '../engines/crash';

/**
 * What the game frame may see of an unfinished round, and what it may claim. The stored state
 * holds the whole outcome so a round can resume; shown as is, it would tell the player the
 * crash point before it happens or the dealer's hole card before the hand is played.
 */

interface Hidden {
  engine?: unknown;
  finished?: unknown;
  crashPoint?: unknown;
  dealer?: unknown;
}

/**
 * The state as the frame sees it. A crash point shows once the curve has passed it (the frame
 * then ends the round); a blackjack dealer shows the up card only until the hand is over.
 */
export function publicState(state: unknown, elapsedMs: number): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const s = state as Hidden;
  if (s.finished === true) return state;
  if (s.engine === 'crash' && typeof s.crashPoint === 'number') {
    if (elapsedMs >= timeOf(s.crashPoint)) return state;
    const { crashPoint: _hidden, ...rest } = s;
    return { ...rest, crashPoint: null };
  }
  if (s.engine === 'blackjack' && Array.isArray(s.dealer)) return { ...s, dealer: s.dealer.slice(0, 1) };
  return state;
}

/**
 * A crash cash-out names the moment the player pressed; it cannot be later than the time the
 * round has really run, so a claim from the future is cut to now.
 */
export function boundAction(engine: string, action: unknown, elapsedMs: number): unknown {
  if (engine !== 'crash' || typeof action !== 'object' || action === null) return action;
  const claim = action as { type?: unknown; atMs?: unknown };
  if (claim.type !== 'cashout' || typeof claim.atMs !== 'number') return action;
  return { ...claim, atMs: Math.min(claim.atMs, Math.max(0, Math.floor(elapsedMs))) };
}
