import type { Db } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import type { Clock } from '../../platform/clock';
import type { Rng } from '../../platform/rng';
import type { CrashChain } from '../fair/crash-chain';
import type { RoundService } from './rounds';
import type { SeamlessWallet } from './seamless';

/** What the shared crash round works with. */
export interface CrashDeps {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  rounds: RoundService;
  seamless: SeamlessWallet;
  nameOf(playerId: number): Promise<string>;
  chainLength?: number;
}

/**
 * The dependencies with what one process keeps in memory: the chains built from their rows (a
 * chain takes about a second to build) and the masked names shown beside the bets.
 */
export interface CrashContext extends CrashDeps {
  chainLength: number;
  chains: Map<number, CrashChain>;
  names: Map<number, string>;
}
