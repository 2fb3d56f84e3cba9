import type { Db } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import type { Clock } from '../../platform/clock';
import type { Rng } from '../../platform/rng';
import type { WalletService } from '../../wallet';
import type { CatalogueService } from '../catalogue';
import { createCrashRoundService, type CrashRoundService } from './crash-round';
import type { FreeSpins } from './free-spins';
import { createRoundNotifier } from './notify';
import { createRecallService, type RecallService } from './recall';
import { createRoundService, type RoundService } from './rounds';
import { createSeamlessWallet, type SeamlessWallet } from './seamless';
import { createFairSeedService, type FairSeedService } from './seeds';
import { createGameSessionService, type GameSessionService } from './sessions';

/** Game play: seeds, sessions, the in-house provider's rounds, the seamless wallet and game recall. */
export interface PlayService {
  seeds: FairSeedService;
  sessions: GameSessionService;
  seamless: SeamlessWallet;
  rounds: RoundService;
  recall: RecallService;
  /** The crash game's shared round (docs/decisions/020-shared-crash-round.md). */
  crash: CrashRoundService;
  /** The shared secret external providers sign seamless calls with. */
  seamlessSecret: string;
}

export function createPlayService(deps: {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  wallet: WalletService;
  catalogue: CatalogueService;
  nameOf(playerId: number): Promise<string>;
  seamlessSecret: string;
  /** Gifts' free spins in the in-house games (docs/decisions/048-free-spins.md). */
  freeSpins: FreeSpins;
}): PlayService {
  const { db, clock, rng, wallet, catalogue } = deps;
  const seeds = createFairSeedService({ db, clock, rng });
  const sessions = createGameSessionService({ db, clock, rng, wallet, catalogue, seeds });
  const seamless = createSeamlessWallet({ db, clock, wallet, sessions, outbox: deps.outbox });
  const notify = createRoundNotifier({ outbox: deps.outbox, catalogue, nameOf: deps.nameOf });
  const rounds = createRoundService({ db, clock, seeds, sessions, seamless, notify, freeSpins: deps.freeSpins });
  return {
    seeds,
    sessions,
    seamless,
    rounds,
    crash: createCrashRoundService({ db, clock, rng, outbox: deps.outbox, rounds, seamless, nameOf: deps.nameOf }),
    recall: createRecallService({ db, catalogue, clock }),
    seamlessSecret: deps.seamlessSecret,
  };
}
