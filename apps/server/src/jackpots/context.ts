import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import type { WalletService } from '../wallet';
import type { ForcedHits } from './forced-hits';

/** The jackpot engine's dependencies; money moves only through the wallet's service (docs/architecture.md §2). */
export interface JackpotDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: Pick<WalletService, 'movePool'>;
  /** The name a win shows (the nickname, else the first name), read in the hit's transaction; 6 characters are kept. */
  playerName(tx: DbOrTx, playerId: number): Promise<string>;
  /** The least time between two pushes of a jackpot on public:jackpots_changes (250 ms by default). */
  pushIntervalMs?: number;
  /** Browser tests only (NODE_ENV=test with JACKPOT_FORCED_HITS=on): levels armed to drop on the next contributing bet. */
  forcedHits?: ForcedHits;
}
