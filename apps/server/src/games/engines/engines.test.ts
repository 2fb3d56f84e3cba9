import { describe, expect, it } from 'vitest';
import { nodeHmac } from '../fair/hmac';
import { FairRandom } from '../fair/random';
import { ENGINES, type EngineId } from './index';
import { type GameEngine, GameRuleError, type RoundStateBase } from './types';

const SERVER = '7e1d3c5b7a9f2e4d6c8b0a1f3e5d7c9b2a4f6e8d0c1b3a5f7e9d2c4b6a8f0e1d';
const random = (nonce: number, position = 0) => new FairRandom(nodeHmac, SERVER, 'engines-test', nonce, position);

/** Params and a first action for every engine, to drive a round generically. */
const SETUP: Record<EngineId, { params: unknown; bet: number; action: unknown }> = {
  'slot-lines': { params: {}, bet: 100, action: { type: 'spin' } },
  'slot-lines-high': { params: {}, bet: 100, action: { type: 'spin' } },
  'slot-lines-low': { params: {}, bet: 100, action: { type: 'spin' } },
  'slot-bonus-buy': { params: { buy: true }, bet: 100, action: { type: 'spin' } },
  'slot-ways': { params: {}, bet: 100, action: null },
  roulette: { params: { bets: [{ type: 'straight', numbers: [7], amount: 100 }] }, bet: 100, action: null },
  blackjack: { params: {}, bet: 1000, action: { type: 'stand' } },
  baccarat: { params: { bets: { banker: 100 } }, bet: 100, action: null },
  'video-poker': { params: {}, bet: 100, action: { type: 'draw', hold: [true, false, true, false, false] } },
  crash: { params: { autoCashout: 250 }, bet: 100, action: { type: 'end' } },
  dice: { params: { direction: 'under', target: 5000 }, bet: 100, action: null },
  scratch: { params: {}, bet: 100, action: null },
};

const engines = Object.entries(ENGINES) as [EngineId, GameEngine][];

/** Plays a round to the end; blackjack answers insurance first when offered. */
function playOut(
  engine: GameEngine,
  id: EngineId,
  state: RoundStateBase,
  next: (s: RoundStateBase) => FairRandom,
): RoundStateBase {
  let current = state;
  while (!engine.isFinished(current)) {
    const phase = (current as { phase?: string }).phase;
    const action = id === 'blackjack' && phase === 'insurance' ? { type: 'insurance', take: false } : SETUP[id].action;
    current = engine.act(current, engine.parseAction(action), next(current));
  }
  return current;
}

describe('PLAY-05 every engine', () => {
  it.each(engines)(
    '%s refuses zero, negative, fractional, non-numeric and too large stakes, and unknown params',
    (id, engine) => {
      const params = engine.parseParams(SETUP[id].params);
      for (const bet of [0, -100, 100.5, Number.NaN, Number.POSITIVE_INFINITY, engine.meta.maxBet + 1, engine.meta.minBet - 1])
        expect(() => engine.start(params, bet, random(1)), `${bet}`).toThrow(GameRuleError);
      expect(() => engine.start(params, '100' as unknown as number, random(1))).toThrow(GameRuleError);
      expect(() => engine.parseParams({ ...(SETUP[id].params as object), cheat: true })).toThrow(
        expect.objectContaining({ field: 'cheat' }),
      );
      expect(() => engine.parseParams('roulette')).toThrow(GameRuleError);
      expect(engine.meta).toMatchObject({ id, rulesKey: `games.rules.${id}` });
      expect(engine.meta.rtp).toBeGreaterThan(0.8);
      expect(engine.meta.rtp).toBeLessThan(1);
    },
  );

  it.each(engines)(
    '%s keeps a JSON state that resumes after a restart with the same outcome, paying whole minor units',
    (id, engine) => {
      for (let nonce = 0; nonce < 40; nonce++) {
        const params = engine.parseParams(SETUP[id].params);
        // Uninterrupted: one stream for the whole round.
        const stream = random(nonce);
        const straight = playOut(engine, id, engine.start(params, SETUP[id].bet, stream), () => stream);
        // Restarted after every step: the state goes through JSON and the stream reopens at rngPosition.
        let state = JSON.parse(JSON.stringify(engine.start(params, SETUP[id].bet, random(nonce)))) as RoundStateBase;
        state = playOut(engine, id, state, (s) => random(nonce, s.rngPosition));
        expect(JSON.parse(JSON.stringify(state))).toEqual(straight);
        expect(engine.isFinished(straight)).toBe(true);
        expect(Number.isInteger(engine.payout(straight))).toBe(true);
        expect(engine.payout(straight)).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(straight.stake)).toBe(true);
      }
    },
  );

  it.each(['blackjack', 'video-poker'] as const)(
    'PLAY-05 an interrupted %s hand is settled in the player’s favour: the stake back, or the dealt hand’s win when it pays more',
    (id) => {
      const engine = ENGINES[id] as GameEngine;
      let interrupted = 0;
      let paying = 0;
      for (let nonce = 0; nonce < 400; nonce++) {
        let started = engine.start(engine.parseParams(SETUP[id].params), SETUP[id].bet, random(nonce));
        if (engine.isFinished(started)) continue;
        if (id === 'blackjack' && nonce % 2 === 0) {
          // Some hands are interrupted after the player raised the stake (insurance, then a double).
          if ((started as { phase?: string }).phase === 'insurance')
            started = engine.act(
              started,
              engine.parseAction({ type: 'insurance', take: true }),
              random(nonce, started.rngPosition),
            );
          if (!engine.isFinished(started)) {
            try {
              started = engine.act(started, engine.parseAction({ type: 'double' }), random(nonce, started.rngPosition));
            } catch {
              // not every hand may double
            }
          }
          if (engine.isFinished(started)) continue;
        }
        interrupted += 1;
        const settled = engine.settleInterrupted(started, random(nonce, started.rngPosition));
        expect(engine.isFinished(settled)).toBe(true);
        // Nothing more is drawn for the player: no card comes out of the stream.
        expect(settled.rngPosition).toBe(started.rngPosition);
        const payout = engine.payout(settled);
        if (id === 'blackjack') expect(payout).toBe(started.stake);
        else {
          const vp = settled as unknown as { dealt: number[]; final: number[]; hand: string };
          expect(vp.final).toEqual(vp.dealt);
          expect(payout).toBeGreaterThanOrEqual(started.stake);
          if (payout > started.stake) paying += 1;
        }
      }
      expect(interrupted).toBeGreaterThan(100);
      if (id === 'video-poker') expect(paying).toBeGreaterThan(0);
    },
  );

  it.each(engines)('%s settles an interrupted round completely, never below what was already won', (id, engine) => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const started = engine.start(engine.parseParams(SETUP[id].params), SETUP[id].bet, random(nonce));
      const settled = engine.settleInterrupted(started, random(nonce, started.rngPosition));
      expect(engine.isFinished(settled)).toBe(true);
      expect(engine.payout(settled)).toBeGreaterThanOrEqual(started.win);
      expect(settled.stake).toBe(started.stake);
      if (engine.isFinished(started)) expect(settled).toEqual(started);
      else expect(() => engine.act(settled, engine.parseAction(SETUP[id].action ?? {}), random(nonce))).toThrow(GameRuleError);
    }
  });
});
