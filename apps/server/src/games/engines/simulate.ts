import { type Random } from '../fair/random';
import { baccarat, BACCARAT_RTP, type BaccaratSide } from './baccarat';
import { blackjack, playBasicStrategy } from './blackjack';
import { crash } from './crash';
import { dice } from './dice';
import { ENGINES, type EngineId } from './index';
import { roulette, type RouletteParams } from './roulette';
import { scratch } from './scratch';
import { type GameEngine, type RoundStateBase } from './types';
import { videoPoker } from './video-poker';
import { jacksOrBetterHold } from './video-poker-strategy';

/**
 * Return-to-player simulation: one "model" per published figure, each playing rounds the way a
 * player would (a fixed bet layout, basic strategy, the simple poker strategy) and summing what
 * was staked and won, with the second moments needed for a standard error.
 */
interface SimulationTotals {
  rounds: number;
  stake: number;
  win: number;
  winSq: number;
  stakeSq: number;
  winStake: number;
  hits: number;
}

interface SimulationModel {
  id: string;
  publishedRtp: number;
  play(random: Random, round: number): RoundStateBase;
}

const playOut = (engine: GameEngine, state: RoundStateBase, random: Random, action: unknown): RoundStateBase => {
  let current = state;
  while (!engine.isFinished(current)) current = engine.act(current, action, random);
  return current;
};

const slot = (id: EngineId, bet: number, buy = false): SimulationModel => {
  const engine = ENGINES[id] as unknown as GameEngine;
  const paytable = engine.meta.paytable as { baseGameRtp?: number; buyRtp?: number | null };
  return {
    id: buy ? `${id}:buy` : id,
    publishedRtp: buy ? (paytable.buyRtp ?? 0) : (paytable.baseGameRtp ?? engine.meta.rtp),
    play: (random) =>
      playOut(engine, engine.start(engine.parseParams(buy ? { buy: true } : {}), bet, random), random, { type: 'spin' }),
  };
};

const ROULETTE_LAYOUT: RouletteParams = roulette.parseParams({
  bets: [
    { type: 'straight', numbers: [17], amount: 100 },
    { type: 'split', numbers: [1, 4], amount: 100 },
    { type: 'street', numbers: [7, 8, 9], amount: 100 },
    { type: 'trio', numbers: [0, 1, 2], amount: 100 },
    { type: 'corner', numbers: [20, 21, 23, 24], amount: 100 },
    { type: 'sixline', numbers: [31, 32, 33, 34, 35, 36], amount: 100 },
    { type: 'dozen', numbers: [2], amount: 100 },
    { type: 'column', numbers: [3], amount: 100 },
    { type: 'red', amount: 100 },
    { type: 'odd', amount: 100 },
    { type: 'high', amount: 100 },
  ],
});

/** One model per roulette bet type, so each type's RTP is measured on its own. */
const ROULETTE_BETS: [string, unknown][] = [
  ['straight', [17]],
  ['split', [0, 2]],
  ['street', [7, 8, 9]],
  ['trio', [0, 2, 3]],
  ['corner', [20, 21, 23, 24]],
  ['sixline', [31, 32, 33, 34, 35, 36]],
  ['dozen', [2]],
  ['column', [3]],
  ['red', undefined],
];
const rouletteModel = ([type, numbers]: [string, unknown]): SimulationModel => {
  const params = roulette.parseParams({ bets: [{ type, ...(numbers ? { numbers } : {}), amount: 1000 }] });
  return { id: `roulette:${type}`, publishedRtp: roulette.meta.rtp, play: (random) => roulette.start(params, 1000, random) };
};

const baccaratModel = (side: BaccaratSide): SimulationModel => ({
  id: `baccarat:${side}`,
  publishedRtp: BACCARAT_RTP[side],
  play: (random) => baccarat.start({ bets: { [side]: 2000 } }, 2000, random),
});

const CRASH_TARGETS = [110, 150, 200, 300, 1000];
const DICE_SETTINGS = [
  { direction: 'under', target: 5000 },
  { direction: 'over', target: 4999 },
  { direction: 'under', target: 1000 },
  { direction: 'over', target: 8999 },
] as const;

export const SIMULATION_MODELS: SimulationModel[] = [
  slot('slot-lines', 1000),
  slot('slot-lines-high', 1000),
  slot('slot-lines-low', 2000),
  slot('slot-bonus-buy', 1000),
  slot('slot-bonus-buy', 1000, true),
  slot('slot-ways', 10000),
  { id: 'roulette', publishedRtp: roulette.meta.rtp, play: (random) => roulette.start(ROULETTE_LAYOUT, 1100, random) },
  ...ROULETTE_BETS.map(rouletteModel),
  {
    id: 'blackjack',
    publishedRtp: blackjack.meta.rtp,
    play: (random) => playBasicStrategy(blackjack.start({}, 1000, random), random),
  },
  baccaratModel('player'),
  baccaratModel('banker'),
  baccaratModel('tie'),
  {
    id: 'video-poker',
    publishedRtp: videoPoker.meta.rtp,
    play: (random) => {
      const state = videoPoker.start({}, 100, random);
      return videoPoker.act(state, { type: 'draw', hold: jacksOrBetterHold(state.dealt) }, random);
    },
  },
  {
    id: 'crash',
    publishedRtp: crash.meta.rtp,
    play: (random, round) => {
      const autoCashout = CRASH_TARGETS[round % CRASH_TARGETS.length] ?? 200;
      return crash.act(crash.start({ autoCashout }, 10000, random), { type: 'end' }, random);
    },
  },
  {
    id: 'dice',
    publishedRtp: dice.meta.rtp,
    play: (random, round) => dice.start({ ...(DICE_SETTINGS[round % DICE_SETTINGS.length] ?? DICE_SETTINGS[0]) }, 10000, random),
  },
  { id: 'scratch', publishedRtp: scratch.meta.rtp, play: (random) => scratch.start({}, 1000, random) },
];

export function emptyTotals(): SimulationTotals {
  return { rounds: 0, stake: 0, win: 0, winSq: 0, stakeSq: 0, winStake: 0, hits: 0 };
}

/** Plays `rounds` rounds, round i with the Random `randomFor(i)`, adding to `totals`. */
export function simulate(
  model: SimulationModel,
  from: number,
  rounds: number,
  randomFor: (round: number) => Random,
  totals = emptyTotals(),
): SimulationTotals {
  for (let round = from; round < from + rounds; round++) {
    const state = model.play(randomFor(round), round);
    totals.rounds += 1;
    totals.stake += state.stake;
    totals.win += state.win;
    totals.winSq += state.win * state.win;
    totals.stakeSq += state.stake * state.stake;
    totals.winStake += state.win * state.stake;
    if (state.win > 0) totals.hits += 1;
  }
  return totals;
}

export function mergeTotals(a: SimulationTotals, b: SimulationTotals): SimulationTotals {
  return {
    rounds: a.rounds + b.rounds,
    stake: a.stake + b.stake,
    win: a.win + b.win,
    winSq: a.winSq + b.winSq,
    stakeSq: a.stakeSq + b.stakeSq,
    winStake: a.winStake + b.winStake,
    hits: a.hits + b.hits,
  };
}

/**
 * RTP = total won / total staked, its standard error by the ratio (delta) method:
 * SE = sd(win - RTP * stake) / (mean stake * sqrt(n)), and the per-bet standard deviation.
 */
export function summarize(totals: SimulationTotals): {
  rtp: number;
  standardError: number;
  hitFrequency: number;
  sdPerBet: number;
} {
  const n = totals.rounds;
  const rtp = totals.win / totals.stake;
  const meanStake = totals.stake / n;
  const residualSq = (totals.winSq - 2 * rtp * totals.winStake + rtp * rtp * totals.stakeSq) / n;
  const standardError = Math.sqrt(Math.max(0, residualSq) / n) / meanStake;
  return { rtp, standardError, hitFrequency: totals.hits / n, sdPerBet: Math.sqrt(Math.max(0, residualSq)) / meanStake };
}
