import type { Jackpot, JackpotConfig, JackpotCreate, JackpotWin, StaffJackpot } from '@casino/contracts';
import type { StaffSession } from '../staff';
import { WALLET_EVENTS } from '../wallet';
import { createJackpot, listStaffJackpots, updateJackpot } from './admin';
import { createChangeFeed } from './changes';
import type { JackpotDeps } from './context';
import { onBetEvents } from './contribute';
import { listJackpots, listWins } from './queries';

export type { JackpotDeps } from './context';

/** Progressive jackpots (docs/decisions/053-progressive-jackpots.md). */
export interface JackpotService {
  list(): Promise<Jackpot[]>;
  wins(order: 'biggest' | 'latest', limit: number): Promise<JackpotWin[]>;
  staffList(): Promise<StaffJackpot[]>;
  /** Creates a jackpot and seeds its levels; `actor` null for the demo seed. */
  create(input: JackpotCreate, actor: StaffSession | null): Promise<number>;
  update(id: number, input: JackpotConfig, actor: StaffSession): Promise<void>;
  /**
   * Browser tests only: arms a level to drop on the next bet that contributes to it. Undefined
   * unless the process runs with NODE_ENV=test and JACKPOT_FORCED_HITS=on (decision 056).
   */
  forceHit?: (jackpotId: number, level: string, actor: StaffSession | null) => Promise<void>;
  /** Subscribes the engine to the wallet's bet events. */
  subscribe(): void;
  /** Drops the pushes still waiting (the process stops). */
  close(): void;
}

export function createJackpotService(deps: JackpotDeps): JackpotService {
  const feed = createChangeFeed(deps);
  return {
    list: () => listJackpots(deps.db),
    wins: (order, limit) => listWins(deps.db, order, limit),
    staffList: () => listStaffJackpots(deps),
    create: async (input, actor) => {
      const id = await createJackpot(deps, input, actor);
      feed.touch([id]);
      return id;
    },
    update: async (id, input, actor) => {
      await updateJackpot(deps, id, input, actor);
      feed.touch([id]);
    },
    ...(deps.forcedHits && { forceHit: deps.forcedHits.arm }),
    subscribe() {
      deps.outbox.subscribeBatch([WALLET_EVENTS.betPlaced, WALLET_EVENTS.betRolledBack], async (events) =>
        feed.touch(await onBetEvents(deps, events)),
      );
    },
    close: () => feed.close(),
  };
}
