import { describe, expect, it } from 'vitest';
import { baccarat, bankerDraws, playCoup } from './baccarat';
import { cards, ScriptedRandom, stackedShoe } from './scripted-random';

const coup = (names: string, bets: Record<string, number>) => {
  const params = baccarat.parseParams({ bets });
  const total = Object.values(bets).reduce((a, b) => a + b, 0);
  return baccarat.start(params, total, new ScriptedRandom(stackedShoe(8, cards(names))));
};

describe('PLAY-05 baccarat', () => {
  it('follows the banker third-card table for every banker total and player third card', () => {
    // Rows: banker total 0..7; columns: player third card value 0..9 (true = banker draws).
    const table = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    const cardOfValue = (v: number) => (v === 0 ? 8 : v === 1 ? 12 : v - 2);
    table.forEach((row, banker) =>
      [...row].forEach((cell, value) =>
        expect(bankerDraws(banker, cardOfValue(value)), `banker ${banker} third ${value}`).toBe(cell === 'D'),
      ),
    );
    for (let banker = 0; banker <= 7; banker++) expect(bankerDraws(banker, null)).toBe(banker <= 5);
  });

  it('naturals stand, the player draws on 0-5 and stands on 6-7', () => {
    const deal = (names: string) => {
      const queue = cards(names);
      return playCoup(() => queue.shift() ?? 0);
    };
    expect(deal('9c 2d Kh 3s 5c 5d')).toEqual({ player: cards('9c Kh'), banker: cards('2d 3s') });
    expect(deal('3c 2d 2h 3s 5c 5d')).toEqual({ player: cards('3c 2h 5c'), banker: cards('2d 3s 5d') });
    expect(deal('4c 2d 3h As 9c 5d')).toEqual({ player: cards('4c 3h'), banker: cards('2d As 9c') });
    expect(deal('4c 2d 3h 4s 9c 5d')).toEqual({ player: cards('4c 3h'), banker: cards('2d 4s') });
  });

  it('pays player 1:1, banker 0.95:1 floored, tie 8:1 and returns player and banker bets on a tie', () => {
    // Player 9 against banker 5.
    expect(coup('9c 2d Kh 3s', { player: 100, banker: 100, tie: 10 })).toMatchObject({ result: 'player', win: 200 });
    // Banker 8 against player 5 -> player draws... natural 8 ends the coup first.
    expect(coup('2c 4d 3h 4s', { banker: 101 })).toMatchObject({ result: 'banker', win: 101 + 95 });
    // 7 against 7.
    expect(coup('3c 2d 4h 5s', { player: 100, banker: 100, tie: 10 })).toMatchObject({ result: 'tie', win: 100 + 100 + 90 });
  });

  it('refuses bad bets', () => {
    for (const [bets, field] of [
      [{}, 'bets'],
      [{ player: 0 }, 'bets.player'],
      [{ banker: -5 }, 'bets.banker'],
      [{ tie: 1.5 }, 'bets.tie'],
      [{ tie: 50_001 }, 'bets.tie'],
      [{ dragon: 10 }, 'dragon'],
    ] as const)
      expect(() => baccarat.parseParams({ bets }), JSON.stringify(bets)).toThrow(expect.objectContaining({ field }));
  });
});
