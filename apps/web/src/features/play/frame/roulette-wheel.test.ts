import { describe, expect, it } from 'vitest';
import { colourOf } from './roulette-layout';
import { WHEEL_ORDER, restingAngle } from './roulette-wheel';

describe('the European wheel', () => {
  it('PLAY-05 carries every pocket 0–36 once, zero between 26 and 32, red and black alternating', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect([WHEEL_ORDER.at(-1), WHEEL_ORDER[0], WHEEL_ORDER[1]]).toEqual([26, 0, 32]);
    const colours = WHEEL_ORDER.slice(1).map(colourOf);
    for (let i = 1; i < colours.length; i++) expect(colours[i]).not.toBe(colours[i - 1]);
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18);
  });

  it('PLAY-05 rests with the drawn pocket at the top, where the ball lies', () => {
    // The pocket at the top is the one whose place on the wheel plus the wheel's turn is 0 degrees.
    for (const pocket of [0, 17, 26, 32]) {
      const place = (WHEEL_ORDER.indexOf(pocket) * 360) / 37;
      expect((place + restingAngle(pocket)) % 360).toBeCloseTo(0);
    }
  });
});
