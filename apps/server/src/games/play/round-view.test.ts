import { describe, expect, it } from 'vitest';
import type { RoundRow } from './round-deps';
import { publicRoundView, roundView } from './round-view';

const row = {
  id: 3,
  gameId: 40,
  engine: 'blackjack',
  mode: 'real',
  status: 'open',
  currency: 'EUR',
  stakeCents: 200,
  winCents: 0,
  state: { engine: 'blackjack', finished: false, dealer: [12, 40] },
  createdAt: new Date(1_000),
} as RoundRow;

describe('PLAY-05 a round as the game frame receives it', () => {
  it('PLAY-05 carries the row’s columns, the balance and the state it is given', () => {
    expect(roundView(row, 900, row.state)).toEqual({
      id: 3,
      game_id: 40,
      engine: 'blackjack',
      mode: 'real',
      status: 'open',
      currency: 'EUR',
      stake_cents: 200,
      win_cents: 0,
      state: row.state,
      balance_cents: 900,
    });
  });

  it('PLAY-05 an in-house round hides what is still ahead (the dealer’s hole card)', () => {
    expect(publicRoundView(row, 900, 2_000).state).toEqual({ engine: 'blackjack', finished: false, dealer: [12] });
  });
});
