import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { RoundStateBase } from '../engines/types';
import type { FreeSpins } from './free-spins';
import type { RoundNotifier } from './notify';
import type { SeamlessWallet } from './seamless';
import type { FairSeedService } from './seeds';
import type { GameSessionService } from './sessions';
import type { gameRounds } from './tables';

/** A stored round of the in-house provider (crash bets included). */
export type RoundRow = typeof gameRounds.$inferSelect;

/** What the in-house rounds work with; createRoundService closes over it and hands it to its modules. */
export interface RoundDeps {
  db: Db;
  clock: Clock;
  seeds: FairSeedService;
  sessions: GameSessionService;
  seamless: SeamlessWallet;
  notify: RoundNotifier;
  freeSpins: FreeSpins;
}

/** A stake increase on its way to the wallet: the state it leads to and the bet's transaction id. */
export interface PendingRaise {
  state: RoundStateBase;
  action: unknown;
  betId: string;
  amountCents: number;
}
