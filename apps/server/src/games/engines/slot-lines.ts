import { type Random } from '../fair/random';
import { linesRtp, lineWin } from './slot-lines-math';
import { buildStrip, LINE_SYMBOLS, type LinesModel, SCATTER } from './slot-lines-models';
import { asRecord, type GameEngine, GameRuleError, onlyKeys, type RoundStateBase, validateBet } from './types';

/**
 * A 5x3 lines slot. A spin draws one stop per reel (int(strip length), reels left to right); the
 * window shows the strip at stop, stop+1, stop+2 (wrapping). Each payline pays its leading run
 * (see lineWin) times the line bet (bet / lines); scatters pay anywhere times the bet; 3 or more
 * trigger free spins at a multiplier on the free-spin reels, retriggering the same way. A spin's
 * win is floored to minor units. With `buy`, the round skips the base spin and starts the free spins
 * for `buyCost` bets.
 */
export interface LinesParams {
  buy: boolean;
}

type LinesAction = { type: 'spin' };

export interface LinesSpin {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number; win: number }[];
  scatters: number;
  win: number;
  free: boolean;
}

export interface LinesState extends RoundStateBase {
  params: LinesParams;
  bet: number;
  spins: LinesSpin[];
  freeSpinsLeft: number;
  freeSpinsPlayed: number;
}

/** Evaluates a window (grid[reel][row]) into line and scatter wins, in line-bet multiples. */
export function evaluateGrid(
  model: LinesModel,
  grid: number[][],
): { lineWins: LinesSpin['lineWins']; scatterUnits: number; scatters: number } {
  const lineWins: LinesSpin['lineWins'] = [];
  model.lines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] ?? SCATTER);
    const win = lineWin(model, symbols);
    if (win > 0) {
      const first = symbols.find((s) => s !== 8) ?? 8;
      let count = 0;
      while (count < 5 && (symbols[count] === first || symbols[count] === 8)) count += 1;
      lineWins.push({ line, symbol: first, count, win });
    }
  });
  const scatters = grid.reduce((n, column) => n + column.filter((s) => s === SCATTER).length, 0);
  const scatterUnits = scatters >= 3 ? (model.scatterPays[Math.min(scatters, 5) - 3] ?? 0) * model.lines.length : 0;
  return { lineWins, scatterUnits, scatters };
}

export function createLinesEngine(model: LinesModel): GameEngine<LinesParams, LinesState, LinesAction> {
  const baseStrips = model.baseCounts.map(buildStrip);
  const freeStrips = model.freeCounts.map(buildStrip);
  const rtp = linesRtp(model);
  const lines = model.lines.length;

  const spin = (state: LinesState, random: Random, free: boolean): void => {
    const strips = free ? freeStrips : baseStrips;
    const grid = strips.map((strip) => {
      const stop = random.int(strip.length);
      return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as number);
    });
    const { lineWins, scatterUnits, scatters } = evaluateGrid(model, grid);
    const multiplier = free ? model.freeSpins.multiplier : 1;
    const units = lineWins.reduce((sum, w) => sum + w.win, 0) + scatterUnits;
    const win = Math.floor((state.bet * units * multiplier) / lines);
    state.spins.push({ grid, lineWins, scatters, win, free });
    state.win += win;
    if (free) {
      state.freeSpinsLeft -= 1;
      state.freeSpinsPlayed += 1;
    }
    if (scatters >= 3) state.freeSpinsLeft += model.freeSpins.count;
    state.rngPosition = random.position;
    state.finished = state.freeSpinsLeft === 0;
  };

  return {
    meta: {
      id: model.id,
      kind: 'slot',
      rulesKey: model.rulesKey,
      rtp: rtp.total,
      rtpSource: 'exact',
      volatility: model.volatility,
      minBet: model.minBet,
      maxBet: model.maxBet,
      multiStep: true,
      paytable: {
        symbols: LINE_SYMBOLS,
        lines: model.lines,
        pays: model.pays,
        scatterPays: model.scatterPays,
        freeSpins: model.freeSpins,
        buyCost: model.buyCost,
        baseGameRtp: rtp.total,
        buyRtp: rtp.buy,
        reels: { base: baseStrips, free: freeStrips },
      },
    },
    parseParams(input) {
      const record = asRecord(input);
      onlyKeys(record, ['buy']);
      const buy = record.buy ?? false;
      if (typeof buy !== 'boolean') throw new GameRuleError('buy', 'must be true or false');
      if (buy && model.buyCost === null) throw new GameRuleError('buy', 'this game has no feature to buy');
      return { buy };
    },
    parseAction(input) {
      const record = asRecord(input, 'action');
      if (record.type !== 'spin') throw new GameRuleError('type', 'must be spin');
      return { type: 'spin' };
    },
    start(params, bet, random) {
      validateBet(bet, model.minBet, model.maxBet);
      const state: LinesState = {
        engine: model.id,
        stake: params.buy ? bet * (model.buyCost ?? 0) : bet,
        win: 0,
        finished: false,
        rngPosition: 0,
        params,
        bet,
        spins: [],
        freeSpinsLeft: 0,
        freeSpinsPlayed: 0,
      };
      if (params.buy) state.freeSpinsLeft = model.freeSpins.count;
      else spin(state, random, false);
      return state;
    },
    act(state, action, random) {
      if (state.finished || state.freeSpinsLeft === 0) throw new GameRuleError('action', 'there are no free spins to play');
      const next = { ...state, spins: [...state.spins] };
      spin(next, random, true);
      return next;
    },
    isFinished: (state) => state.finished,
    payout: (state) => state.win,
    /** The remaining free spins are played out (the fair completion) and paid. */
    settleInterrupted(state, random) {
      const next = { ...state, spins: [...state.spins] };
      while (!next.finished) spin(next, random, true);
      return next;
    },
  };
}
