import { describe, expect, it } from 'vitest';
import { rankHand } from './poker-hands';
import { cards, ScriptedRandom, stackedShoe } from './scripted-random';
import { videoPoker, type VideoPokerState } from './video-poker';
import { jacksOrBetterHold } from './video-poker-strategy';

describe('PLAY-05 video poker (Jacks or Better 9/6)', () => {
  it.each([
    ['Ts Js Qs Ks As', 'royal-flush'],
    ['9h Th Jh Qh Kh', 'straight-flush'],
    ['Ad 2d 3d 4d 5d', 'straight-flush'],
    ['7c 7d 7h 7s 2c', 'four-of-a-kind'],
    ['3c 3d 3h 9s 9c', 'full-house'],
    ['2h 7h 9h Jh Kh', 'flush'],
    ['As 2d 3h 4s 5c', 'straight'],
    ['Ts Jd Qh Ks Ac', 'straight'],
    ['Qs Kd Ah 2s 3c', 'nothing'],
    ['5c 5d 5h Ks 2c', 'three-of-a-kind'],
    ['5c 5d Kh Ks 2c', 'two-pair'],
    ['Jc Jd 4h 8s 2c', 'jacks-or-better'],
    ['Tc Td 4h 8s 2c', 'nothing'],
  ])('%s is %s', (hand, rank) => expect(rankHand(cards(hand))).toBe(rank));

  it('deals five, holds, draws the next cards of the same deck and pays the 9/6 table', () => {
    const random = new ScriptedRandom(stackedShoe(1, cards('Jc Jd 4h 8s 2c Jh 9d 3s')));
    const dealt = videoPoker.start({}, 100, random);
    expect(dealt).toMatchObject({ dealt: cards('Jc Jd 4h 8s 2c'), finished: false, win: 0 });
    const stored = JSON.parse(JSON.stringify(dealt)) as VideoPokerState;
    const drawn = videoPoker.act(
      stored,
      videoPoker.parseAction({ type: 'draw', hold: [true, true, false, false, false] }),
      random,
    );
    expect(drawn).toMatchObject({ final: cards('Jc Jd Jh 9d 3s'), hand: 'three-of-a-kind', win: 300, finished: true });
    expect(() => videoPoker.act(drawn, { type: 'draw', hold: [true, true, true, true, true] }, random)).toThrow(
      expect.objectContaining({ field: 'action' }),
    );
  });

  it('PLAY-05 an interrupted hand is not drawn: the dealt hand pays when it wins, the stake comes back otherwise', () => {
    const pair = new ScriptedRandom(stackedShoe(1, cards('Ac Ad 4h 8s 2c 7d 9d 3s')));
    expect(videoPoker.settleInterrupted(videoPoker.start({}, 100, pair), pair)).toMatchObject({
      held: [true, true, true, true, true],
      final: cards('Ac Ad 4h 8s 2c'),
      win: 100,
      finished: true,
    });
    const trips = new ScriptedRandom(stackedShoe(1, cards('Kc Kd Kh 8s 2c')));
    expect(videoPoker.settleInterrupted(videoPoker.start({}, 100, trips), trips)).toMatchObject({ win: 300, finished: true });
    const nothing = new ScriptedRandom(stackedShoe(1, cards('2c 4d 7h 9s 3h')));
    expect(videoPoker.settleInterrupted(videoPoker.start({}, 100, nothing), nothing)).toMatchObject({ win: 100, finished: true });
  });

  it('the strategy keeps the right cards', () => {
    expect(jacksOrBetterHold(cards('Ts Js Qs Ks 2c'))).toEqual([true, true, true, true, false]);
    expect(jacksOrBetterHold(cards('Jc Jd 4h 8s 2c'))).toEqual([true, true, false, false, false]);
    expect(jacksOrBetterHold(cards('5c 5d Kh Ks 2c'))).toEqual([true, true, true, true, false]);
    expect(jacksOrBetterHold(cards('2h 7h 9h Jh 3c'))).toEqual([true, true, true, true, false]);
    expect(jacksOrBetterHold(cards('3c 7d 8h 9s Tc'))).toEqual([false, true, true, true, true]);
    expect(jacksOrBetterHold(cards('2c 4d 7h 9s 3c'))).toEqual([false, false, false, false, false]);
  });

  it('refuses bad holds and bets', () => {
    expect(() => videoPoker.parseAction({ type: 'draw', hold: [true] })).toThrow(expect.objectContaining({ field: 'hold' }));
    expect(() => videoPoker.parseAction({ type: 'deal' })).toThrow(expect.objectContaining({ field: 'type' }));
    for (const bet of [0, -1, 10.5, 100_001])
      expect(() => videoPoker.start({}, bet, new ScriptedRandom())).toThrow(expect.objectContaining({ field: 'bet' }));
  });
});
