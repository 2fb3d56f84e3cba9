import { describe, expect, it } from 'vitest';
import { type BlackjackAction, blackjack, type BlackjackState, playBasicStrategy } from './blackjack';
import { basicStrategy } from './blackjack-strategy';
import { cards, ScriptedRandom, stackedShoe } from './scripted-random';

/** Deals `names` in order (player, dealer up, player, dealer hole, then draws) and plays `actions`. */
function play(names: string, actions: BlackjackAction[], bet = 1000): BlackjackState {
  const random = new ScriptedRandom(stackedShoe(8, cards(names)));
  let state = blackjack.start({}, bet, random);
  for (const action of actions) state = blackjack.act(state, action, random);
  return state;
}

describe('PLAY-05 blackjack', () => {
  it('the dealer stands on soft 17 and hits hard 16', () => {
    // Player 10+8 = 18 stands; dealer A+6 = soft 17 stands: player wins.
    expect(play('Tc 6d 8h As', [{ type: 'stand' }])).toMatchObject({ dealer: cards('6d As'), win: 2000, finished: true });
    // Dealer 10+6 hits, draws 5 -> 21 beats 18.
    expect(play('Tc 6d 8h Ts 5c', [{ type: 'stand' }])).toMatchObject({ dealer: cards('6d Ts 5c'), win: 0 });
    // Dealer 9+7 = 16 hits and busts with a king: 18 wins.
    expect(play('Tc 9d 8h 7s Kc', [{ type: 'stand' }])).toMatchObject({ win: 2000 });
    // Equal totals push.
    expect(play('Tc 9d 9h Ts', [{ type: 'stand' }])).toMatchObject({ win: 1000 });
  });

  it('pays a blackjack 3:2, and a dealer ten-up blackjack is checked before the player acts', () => {
    expect(play('As 9d Kh 7s', [])).toMatchObject({ finished: true, win: 2500 });
    expect(play('Tc Kd 8h As', [])).toMatchObject({ finished: true, win: 0, stake: 1000 });
    expect(play('Ac Kd Th As', [])).toMatchObject({ finished: true, win: 1000 });
  });

  it('offers insurance under an ace: it costs half the bet and pays 2:1 when the dealer has blackjack', () => {
    const offered = play('Tc Ad 8h Ks', []);
    expect(offered).toMatchObject({ phase: 'insurance', finished: false });
    expect(() => blackjack.act(offered, { type: 'hit' }, new ScriptedRandom())).toThrow(
      expect.objectContaining({ field: 'type' }),
    );
    expect(play('Tc Ad 8h Ks', [{ type: 'insurance', take: true }])).toMatchObject({ finished: true, stake: 1500, win: 1500 });
    expect(play('Tc Ad 8h Ks', [{ type: 'insurance', take: false }])).toMatchObject({ finished: true, stake: 1000, win: 0 });
    // No dealer blackjack: the insurance is lost and play goes on (18 beats the dealer's soft 17).
    const lost = play('Tc Ad 8h 6s', [{ type: 'insurance', take: true }]);
    expect(lost).toMatchObject({ phase: 'player', stake: 1500 });
    expect(blackjack.act(lost, { type: 'stand' }, new ScriptedRandom())).toMatchObject({
      finished: true,
      stake: 1500,
      win: 2000,
    });
  });

  it('doubles on any two cards for one card at twice the stake', () => {
    expect(play('5c 6d 4h Ts Tc 7h', [{ type: 'double' }])).toMatchObject({
      stake: 2000,
      win: 4000,
      hands: [{ cards: cards('5c 4h Tc'), doubled: true }],
    });
    const hit = play('5c 6d 4h Ts 2c', [{ type: 'hit' }]);
    expect(() => blackjack.act(hit, { type: 'double' }, new ScriptedRandom())).toThrow(
      expect.objectContaining({ field: 'type' }),
    );
  });

  it('splits once; split aces get one card each and 21 after a split is not a blackjack', () => {
    const aces = play('Ac 9d Ah 8s Kc 5d', [{ type: 'split' }]);
    expect(aces).toMatchObject({ finished: true, stake: 2000, hands: [{ cards: cards('Ac Kc') }, { cards: cards('Ah 5d') }] });
    // Dealer 17: 21 wins even money (1000 -> 2000), 16 loses.
    expect(aces.win).toBe(2000);
    const eights = play('8c 6d 8h Ts 8s', [{ type: 'split' }]);
    expect(eights).toMatchObject({ phase: 'player', active: 0, hands: [{ cards: cards('8c 8s') }, { cards: cards('8h') }] });
    expect(() => blackjack.act(eights, { type: 'split' }, new ScriptedRandom())).toThrow(
      expect.objectContaining({ field: 'type' }),
    );
  });

  it('a bust loses at once and basic strategy follows the chart', () => {
    expect(play('Tc 6d 6h 7s Kc', [{ type: 'hit' }])).toMatchObject({ finished: true, win: 0, dealer: cards('6d 7s') });
    const up = (v: number) => v;
    expect(basicStrategy(cards('Tc 6d'), up(10), true, false)).toBe('hit');
    expect(basicStrategy(cards('Tc 2d'), up(4), true, false)).toBe('stand');
    expect(basicStrategy(cards('6c 5d'), up(10), true, false)).toBe('double');
    expect(basicStrategy(cards('6c 5d'), up(11), true, false)).toBe('hit');
    expect(basicStrategy(cards('Ac 7d'), up(9), true, false)).toBe('hit');
    expect(basicStrategy(cards('Ac 7d'), up(6), true, false)).toBe('double');
    expect(basicStrategy(cards('8c 8d'), up(10), true, true)).toBe('split');
    expect(basicStrategy(cards('Tc Td'), up(6), true, true)).toBe('stand');
    expect(basicStrategy(cards('9c 9d'), up(7), true, true)).toBe('stand');
  });

  it('PLAY-05 a stored round resumes from its JSON; an interrupted one deals no more cards and gives every stake back', () => {
    const random = new ScriptedRandom(stackedShoe(8, cards('Tc 7d 2h Ts 5c Kd')));
    const started = blackjack.start({}, 1000, random);
    const stored = JSON.parse(JSON.stringify(started)) as BlackjackState;
    expect(stored).toEqual(started);
    // Player 12 against 7, a hand a strategy would hit and might lose: the stake comes back instead.
    const settled = blackjack.settleInterrupted(stored, random);
    expect(settled).toMatchObject({ finished: true, stake: 1000, hands: [{ cards: cards('Tc 2h') }], win: 1000 });
    // A hand cut short after the stake was doubled gives the whole 2,000 back.
    const raised = {
      ...stored,
      stake: 2000,
      hands: stored.hands.map((h) => ({ ...h, bet: 2000, doubled: true })),
    } as BlackjackState;
    expect(blackjack.settleInterrupted(raised, random)).toMatchObject({ finished: true, win: 2000 });
    expect(
      playBasicStrategy(
        blackjack.start({}, 1000, new ScriptedRandom(stackedShoe(8, cards('Tc 7d Th Ts')))),
        new ScriptedRandom(),
      ),
    ).toMatchObject({ win: 2000 });
  });

  it('refuses bad actions and bets', () => {
    expect(() => blackjack.parseAction({ type: 'surrender' })).toThrow(expect.objectContaining({ field: 'type' }));
    expect(() => blackjack.parseAction({ type: 'insurance', take: 'yes' })).toThrow(expect.objectContaining({ field: 'take' }));
    for (const bet of [0, -100, 150.5, 99, 500_001, Number.NaN])
      expect(() => blackjack.start({}, bet, new ScriptedRandom())).toThrow(expect.objectContaining({ field: 'bet' }));
    const done = play('As 9d Kh 7s', []);
    expect(() => blackjack.act(done, { type: 'hit' }, new ScriptedRandom())).toThrow(
      expect.objectContaining({ field: 'action' }),
    );
  });
});
