import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawIndex, drawWinners, maskedName, newServerSeed, seedHash } from './rules';

const SEED = 'a'.repeat(64);

describe('lottery draw rules', () => {
  it('LOTT-07 the published hash is the SHA-256 of the revealed seed', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(seed)).not.toBe(seedHash(newServerSeed()));
  });

  it('LOTT-07 a place draws HMAC-SHA256(seed, "place:n") modulo the tickets left', () => {
    const digest = createHmac('sha256', SEED).update('place:1').digest('hex');
    expect(drawIndex(SEED, 1, 7)).toBe(Number(BigInt(`0x${digest}`) % 7n));
  });

  it('LOTT-07 the same seed and tickets give the same winners, in any input order, each ticket once', () => {
    const tickets = Array.from({ length: 50 }, (_, i) => i + 1);
    const winners = drawWinners(SEED, tickets, [3, 1, 2]);
    expect(winners.map((w) => w.place)).toEqual([1, 2, 3]);
    expect(drawWinners(SEED, [...tickets].reverse(), [1, 2, 3])).toEqual(winners);
    expect(new Set(winners.map((w) => w.ticket)).size).toBe(3);
    expect(drawWinners('b'.repeat(64), tickets, [1, 2, 3])).not.toEqual(winners);
  });

  it('LOTT-07 places beyond the number of tickets stay empty; no tickets, no winners', () => {
    expect(
      drawWinners(SEED, [4, 9], [1, 2, 3])
        .map((w) => w.ticket)
        .sort(),
    ).toEqual([4, 9]);
    expect(drawWinners(SEED, [], [1])).toEqual([]);
  });

  it('LOTT-07 a winner list shows a masked name', () => {
    expect(maskedName('demoplayer')).toBe('dem***');
  });
});
