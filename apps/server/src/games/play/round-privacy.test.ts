import { describe, expect, it } from 'vitest';
import { timeOf } from '../engines/crash';
import { boundAction, publicState } from './round-privacy';

describe('PLAY-05 what the game frame sees of an unfinished round', () => {
  const crash = { engine: 'crash', finished: false, crashPoint: 250, cashedOutAt: null };

  it('PLAY-05 hides the crash point until the curve has passed it, then shows it', () => {
    expect(publicState(crash, 0)).toMatchObject({ crashPoint: null });
    expect(publicState(crash, timeOf(250) - 1)).toMatchObject({ crashPoint: null });
    expect(publicState(crash, timeOf(250))).toMatchObject({ crashPoint: 250 });
    expect(publicState({ ...crash, finished: true }, 0)).toMatchObject({ crashPoint: 250 });
  });

  it("PLAY-05 shows only the dealer's up card while the blackjack hand is played", () => {
    const hand = { engine: 'blackjack', finished: false, dealer: [12, 40], hands: [] };
    expect(publicState(hand, 0)).toMatchObject({ dealer: [12] });
    expect(publicState({ ...hand, finished: true }, 0)).toMatchObject({ dealer: [12, 40] });
  });

  it('PLAY-05 leaves other games as they are', () => {
    const dice = { engine: 'dice', finished: true, roll: 42 };
    expect(publicState(dice, 0)).toBe(dice);
  });

  it('PLAY-05 a crash cash-out cannot claim a moment later than the round has run', () => {
    expect(boundAction('crash', { type: 'cashout', atMs: 60_000 }, 1_500)).toEqual({ type: 'cashout', atMs: 1_500 });
    expect(boundAction('crash', { type: 'cashout', atMs: 1_000 }, 1_500)).toEqual({ type: 'cashout', atMs: 1_000 });
    expect(boundAction('crash', { type: 'end' }, 1_500)).toEqual({ type: 'end' });
    expect(boundAction('dice', { type: 'cashout', atMs: 60_000 }, 0)).toEqual({ type: 'cashout', atMs: 60_000 });
  });
});
