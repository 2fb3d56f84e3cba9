import { describe, expect, it } from 'vitest';
import { defaultStake, nextStake, stakeSteps } from './stakes';

describe('PLAY-05 stake steps of a game frame', () => {
  it('PLAY-05 offers 1-2-5 steps from the minimum to the maximum, both ends included', () => {
    expect(stakeSteps(10, 1_000, 'EUR')).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(stakeSteps(20, 50_000, 'EUR')[0]).toBe(20);
    expect(stakeSteps(15, 130, 'EUR')).toEqual([15, 20, 50, 100, 130]);
  });

  it('PLAY-05 CONST-17 never offers more than the currency allows per bet', () => {
    const steps = stakeSteps(10, 100_000_000, 'EUR');
    expect(steps[steps.length - 1]).toBe(6_000_000);
  });

  it('PLAY-05 starts at 1.00 where the game allows it and moves one step at a time, stopping at the ends', () => {
    const steps = stakeSteps(10, 1_000, 'EUR');
    expect(defaultStake(steps)).toBe(100);
    expect(defaultStake(stakeSteps(10, 50, 'EUR'))).toBe(50);
    expect(nextStake(steps, 100, 1)).toBe(200);
    expect(nextStake(steps, 100, -1)).toBe(50);
    expect(nextStake(steps, 1000, 1)).toBe(1000);
    expect(nextStake(steps, 10, -1)).toBe(10);
  });
});
