import { describe, expect, it } from 'vitest';
import { SimulationRandom } from '../fair/simulation-random';
import { SIMULATION_MODELS, simulate, summarize } from './simulate';

/**
 * A quick return-to-player check of every engine and model: 200,000 rounds each (20,000 bought
 * features) on a fixed seed
 * (so the verdict never changes between runs). The measured RTP must lie within 5 standard errors
 * of the published one, the standard error computed from the sample's own variance: a correct
 * engine lands outside with probability below one in a million, while a paytable or rule error of
 * a few percent does not pass. The full 10-million-round measurement is `npm run bench:rtp`.
 */
const ROUNDS = 200_000;
/** A bought feature is 12 or more spins: 20,000 of them are as many spins as the other models play. */
const roundsOf = (id: string) => (id === 'slot-bonus-buy:buy' ? 20_000 : ROUNDS);

describe('PLAY-05 RTP of every engine (fast simulation)', () => {
  it.each(SIMULATION_MODELS.map((model) => [model.id, model] as const))(
    '%s returns its published RTP within 5 standard errors',
    (_id, model) => {
      const totals = simulate(model, 0, roundsOf(model.id), (round) => new SimulationRandom(round * 2654435761 + 97));
      const { rtp, standardError } = summarize(totals);
      expect(totals.rounds).toBe(roundsOf(model.id));
      expect(standardError).toBeGreaterThan(0);
      expect(Math.abs(rtp - model.publishedRtp)).toBeLessThanOrEqual(5 * standardError);
    },
    180_000,
  );
});
