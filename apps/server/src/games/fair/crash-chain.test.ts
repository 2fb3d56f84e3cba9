import { describe, expect, it } from 'vitest';
import { emptyTotals, summarize } from '../engines/simulate';
import { buildCrashChain, phaseAt, sha256Hex } from './crash-chain';
import { nodeHmac } from './hmac';

const SECRET = '7c1f0a9e3d5b2c4a6e8f0d1c3b5a7e9f1d3c5b7a9e0f2d4c6b8a0e2f4d6c8b0a';
const TARGETS = [110, 150, 200, 300, 1000];

describe('PLAY-05 the crash hash chain', () => {
  it('PLAY-05 the crash points of 200,000 chained rounds return 99% to any cash-out target within 5 standard errors', () => {
    const chain = buildCrashChain(nodeHmac, { secret: SECRET, length: 200_000, firstRound: 0, epochMs: 0 });
    const totals = emptyTotals();
    const reached = TARGETS.map(() => 0);
    for (let i = 0; i < chain.length; i++) {
      const point = chain.times(i).crashPoint;
      const target = TARGETS[i % TARGETS.length] ?? 200;
      const win = point >= target ? target * 100 : 0;
      totals.rounds += 1;
      totals.stake += 10_000;
      totals.win += win;
      totals.winSq += win * win;
      totals.stakeSq += 10_000 * 10_000;
      totals.winStake += win * 10_000;
      TARGETS.forEach((t, k) => {
        if (point >= t) reached[k] = (reached[k] ?? 0) + 1;
      });
    }
    const { rtp, standardError } = summarize(totals);
    expect(Math.abs(rtp - 0.99)).toBeLessThanOrEqual(5 * standardError);
    // P(crash >= m) = 0.99 / m for every target.
    TARGETS.forEach((t, k) => {
      const p = 0.99 / (t / 100);
      const se = Math.sqrt((p * (1 - p)) / chain.length);
      expect(Math.abs((reached[k] ?? 0) / chain.length - p), `target ${t}`).toBeLessThanOrEqual(5 * se);
    });
    expect(chain.length).toBe(200_000);
  }, 60_000);

  it('PLAY-05 links hash backwards to the commitment, and the schedule is a gapless sequence of rounds', () => {
    const chain = buildCrashChain(nodeHmac, { secret: SECRET, length: 1000, firstRound: 500, epochMs: 1_000_000 });
    expect(chain.seedOf(999)).toBe(SECRET);
    let link = chain.seedOf(999);
    for (let i = 0; i < 1000; i++) link = sha256Hex(link);
    expect(link).toBe(chain.commitment);
    expect(chain.indexAt(999_999)).toBe(-1);
    expect(chain.indexAt(1_000_000)).toBe(0);
    expect(chain.indexAt(chain.endMs)).toBe(-1);
    for (const i of [0, 1, 17, 998, 999]) {
      const t = chain.times(i);
      expect(t.round).toBe(500 + i);
      expect(chain.indexAt(t.bettingAt)).toBe(i);
      expect(chain.indexAt(t.endAt - 1)).toBe(i);
      expect([phaseAt(t, t.bettingAt), phaseAt(t, t.flightAt), phaseAt(t, t.crashAt)]).toEqual(
        t.crashAt === t.flightAt ? ['betting', 'crashed', 'crashed'] : ['betting', 'flying', 'crashed'],
      );
    }
  });
});
