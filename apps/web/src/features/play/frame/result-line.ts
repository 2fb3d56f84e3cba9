import type { TFunction } from 'i18next';

/** What a settled round did to the player's money: the stake back with more, all of it, part of it, or none. */
type Outcome = 'win' | 'returned' | 'partial' | 'no_win';

export function outcomeOf(stakeCents: number, winCents: number): Outcome {
  if (winCents > stakeCents) return 'win';
  if (winCents === stakeCents && winCents > 0) return 'returned';
  if (winCents > 0) return 'partial';
  return 'no_win';
}

/**
 * The result line of a settled round: what happened to the stake, with the net figure. A win
 * that only gives the stake back is said so ("returned"), never "you win".
 */
export function resultLine(t: TFunction, money: (cents: number) => string, stakeCents: number, winCents: number): string {
  const outcome = outcomeOf(stakeCents, winCents);
  return t(`play.result.${outcome}`, {
    amount: money(winCents),
    stake: money(stakeCents),
    net: money(Math.abs(winCents - stakeCents)),
  });
}
