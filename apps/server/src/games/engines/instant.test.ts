import { describe, expect, it } from 'vitest';
import { portableHmac } from '../fair/sha256';
import { FairRandom } from '../fair/random';
import { crash, type CrashState, crashPointFrom, crashPointFromSeed, multiplierAt, timeOf } from './crash';
import { dice } from './dice';
import { scratch, SCRATCH_PRIZES } from './scratch';
import { ScriptedRandom } from './scripted-random';

describe('PLAY-05 crash', () => {
  it('derives the crash point as max(1, floor(99 / (1 - u)) / 100)', () => {
    expect(crashPointFrom(new ScriptedRandom([], [0]))).toBe(100);
    expect(crashPointFrom(new ScriptedRandom([], [0.5]))).toBe(198);
    expect(crashPointFrom(new ScriptedRandom([], [1 - 2 ** -7]))).toBe(12672);
    expect(crashPointFrom(new ScriptedRandom([], [4209759641 / 2 ** 32]))).toBe(4990);
    expect(crashPointFrom(new ScriptedRandom([], [0.001]))).toBe(100);
  });

  it('a shared round has one crash point for every player, from the round seed and number', () => {
    const hmac = portableHmac();
    const seed = 'ab'.repeat(32);
    const point = crashPointFromSeed(hmac, seed, 41);
    expect(crashPointFromSeed(hmac, seed, 41)).toBe(point);
    const player = crash.start(crash.parseParams({ autoCashout: 150 }), 100, new FairRandom(hmac, seed, 'crash', 41));
    expect(player.crashPoint).toBe(point);
  });

  it('settles the auto cash-out and a cash-out on the curve, and loses after the crash', () => {
    const start = (auto: number | null, u: number) => crash.start({ autoCashout: auto }, 1000, new ScriptedRandom([], [u]));
    // u = 0.5 -> crash at 1.98x.
    expect(crash.act(start(150, 0.5), { type: 'end' }, new ScriptedRandom())).toMatchObject({
      win: 1500,
      settledBy: 'auto',
      finished: true,
    });
    expect(crash.act(start(200, 0.5), { type: 'end' }, new ScriptedRandom())).toMatchObject({ win: 0, settledBy: 'crash' });
    expect(crash.act(start(198, 0.5), { type: 'end' }, new ScriptedRandom())).toMatchObject({ win: 1980 });
    const t = timeOf(170);
    expect(multiplierAt(t)).toBe(170);
    expect(crash.act(start(null, 0.5), { type: 'cashout', atMs: t }, new ScriptedRandom())).toMatchObject({
      win: 1700,
      cashedOutAt: 170,
      settledBy: 'cashout',
    });
    expect(crash.act(start(null, 0.5), { type: 'cashout', atMs: timeOf(199) }, new ScriptedRandom())).toMatchObject({
      win: 0,
      settledBy: 'crash',
    });
    // A late manual cash-out after the auto target was passed pays the auto target.
    expect(crash.act(start(150, 0.5), { type: 'cashout', atMs: timeOf(180) }, new ScriptedRandom())).toMatchObject({
      win: 1500,
      settledBy: 'auto',
    });
    expect(multiplierAt(0)).toBe(100);
  });

  it('an interrupted round pays its auto cash-out if reached, otherwise returns the stake', () => {
    const auto = crash.start({ autoCashout: 150 }, 1000, new ScriptedRandom([], [0.5]));
    const stored = JSON.parse(JSON.stringify(auto)) as CrashState;
    expect(crash.settleInterrupted(stored, new ScriptedRandom())).toMatchObject({ win: 1500, finished: true });
    expect(
      crash.settleInterrupted(crash.start({ autoCashout: null }, 1000, new ScriptedRandom([], [0.9])), new ScriptedRandom()),
    ).toMatchObject({ win: 1000, settledBy: 'refund' });
    expect(
      crash.settleInterrupted(crash.start({ autoCashout: 500 }, 1000, new ScriptedRandom([], [0.1])), new ScriptedRandom()),
    ).toMatchObject({ win: 0 });
  });

  it('refuses bad targets and actions', () => {
    for (const autoCashout of [100, 99, 150.5, 'x', 1_000_001])
      expect(() => crash.parseParams({ autoCashout })).toThrow(expect.objectContaining({ field: 'autoCashout' }));
    expect(() => crash.parseAction({ type: 'cashout', atMs: -1 })).toThrow(expect.objectContaining({ field: 'atMs' }));
    expect(() => crash.parseAction({ type: 'jump' })).toThrow(expect.objectContaining({ field: 'type' }));
  });
});

describe('PLAY-05 dice', () => {
  it('rolls 0.00-99.99 and pays 99 / win chance for under and over', () => {
    const under = dice.parseParams({ direction: 'under', target: 5000 });
    expect(dice.start(under, 1000, new ScriptedRandom([4999]))).toMatchObject({ roll: 4999, win: 1980 });
    expect(dice.start(under, 1000, new ScriptedRandom([5000]))).toMatchObject({ win: 0 });
    const over = dice.parseParams({ direction: 'over', target: 9899 });
    // Win chance 1% (rolls 9900..9999): 99x.
    expect(dice.start(over, 1000, new ScriptedRandom([9900]))).toMatchObject({ win: 99_000 });
    expect(dice.start(over, 1000, new ScriptedRandom([9899]))).toMatchObject({ win: 0 });
    // Flooring: 98% chance pays floor(333 * 9900 / 9800) = 336.
    expect(dice.start(dice.parseParams({ direction: 'under', target: 9800 }), 333, new ScriptedRandom([0]))).toMatchObject({
      win: 336,
    });
  });

  it('refuses win chances outside 1%..98% and bad input', () => {
    for (const params of [
      { direction: 'under', target: 99 },
      { direction: 'under', target: 9801 },
      { direction: 'over', target: 9900 },
      { direction: 'over', target: 198 },
    ])
      expect(() => dice.parseParams(params), JSON.stringify(params)).toThrow(expect.objectContaining({ field: 'target' }));
    expect(() => dice.parseParams({ direction: 'sideways', target: 5000 })).toThrow(
      expect.objectContaining({ field: 'direction' }),
    );
    expect(() => dice.parseParams({ direction: 'under', target: 50.5 })).toThrow(expect.objectContaining({ field: 'target' }));
  });
});

describe('PLAY-05 scratch', () => {
  it('draws the prize from the table and lays out exactly three matching prize symbols', () => {
    // Ticket 0 falls in the first prize (1x); then layout draws and a shuffle.
    const shuffle = new Array<number>(8).fill(0);
    const won = scratch.start({}, 100, new ScriptedRandom([0, 1, 1, 0, 2, 2, 3, 3, ...shuffle]));
    expect(won.win).toBe(100);
    const counts = new Map<number, number>();
    for (const cell of won.cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
    expect(counts.get(won.prize ?? -1)).toBe(3);
    expect([...counts.values()].filter((c) => c >= 3)).toHaveLength(1);
    const total = SCRATCH_PRIZES.reduce((sum, [, , weight]) => sum + weight, 0);
    const lost = scratch.start({}, 100, new ScriptedRandom([total, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, ...shuffle]));
    expect(lost).toMatchObject({ win: 0, prize: null });
    expect(Math.max(...[0, 1, 2, 3, 4, 5, 6, 7].map((s) => lost.cells.filter((c) => c === s).length))).toBeLessThanOrEqual(2);
    expect(scratch.meta.rtp).toBeCloseTo(0.95, 6);
  });
});
