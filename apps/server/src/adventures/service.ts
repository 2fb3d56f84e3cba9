import type { Adventure, VipAdventuresConfig } from '@casino/contracts';
import { WALLET_EVENTS } from '../wallet';
import { saveAdventure, type Actor } from './admin';
import { adventureOf } from './calendar';
import { readAdventureConfig } from './config-read';
import type { AdventureDeps } from './context';
import { onAdventureEvents } from './engine';

export type { AdventureDeps, AdventurePlayerFacts } from './context';

/** The adventure calendar (docs/decisions/057-adventure-calendar.md). */
export interface AdventureService {
  /** The player's calendar now: the days' cards, their states, progress, gifts and countdowns. */
  calendar(playerId: number): Promise<Adventure>;
  /** The configuration the promotions manager edits; null while none is stored. */
  config(): Promise<VipAdventuresConfig | null>;
  save(actor: Actor, config: VipAdventuresConfig): Promise<VipAdventuresConfig>;
  /** Subscribes the evaluation to the wallet's deposit and bet events. */
  subscribe(): void;
}

export function createAdventureService(deps: AdventureDeps): AdventureService {
  return {
    calendar: (playerId) => adventureOf(deps, playerId),
    config: () => readAdventureConfig(deps),
    save: (actor, config) => saveAdventure(deps, actor, config),
    subscribe() {
      // One batch handler for the three, so a batch's deposits, bets and rollbacks count in order (decision 073).
      const types = [WALLET_EVENTS.depositSucceeded, WALLET_EVENTS.betPlaced, WALLET_EVENTS.betRolledBack];
      deps.outbox.subscribeBatch(types, (events) => onAdventureEvents(deps, events));
    },
  };
}
