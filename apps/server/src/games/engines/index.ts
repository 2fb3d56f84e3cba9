import { baccarat } from './baccarat';
import { blackjack } from './blackjack';
import { crash } from './crash';
import { dice } from './dice';
import { roulette } from './roulette';
import { scratch } from './scratch';
import { createLinesEngine } from './slot-lines';
import { BONUS_BUY, HIGH, LOW, MEDIUM } from './slot-lines-models';
import { slotWays } from './slot-ways';
import { type GameEngine } from './types';
import { videoPoker } from './video-poker';

export const slotLines = createLinesEngine(MEDIUM);
export const slotLinesHigh = createLinesEngine(HIGH);
export const slotLinesLow = createLinesEngine(LOW);
export const slotBonusBuy = createLinesEngine(BONUS_BUY);

/** Every engine and math model of the in-house provider, by id. */
export const ENGINES = {
  'slot-lines': slotLines,
  'slot-lines-high': slotLinesHigh,
  'slot-lines-low': slotLinesLow,
  'slot-bonus-buy': slotBonusBuy,
  'slot-ways': slotWays,
  roulette,
  blackjack,
  baccarat,
  'video-poker': videoPoker,
  crash,
  dice,
  scratch,
} as const;

export type EngineId = keyof typeof ENGINES;

export function isEngineId(id: string): id is EngineId {
  return Object.hasOwn(ENGINES, id);
}

/** The engine for an id, typed loosely for a service that drives any game. */
export function engineById(id: EngineId): GameEngine {
  return ENGINES[id] as unknown as GameEngine;
}
