import type { BonusService } from '../bonuses';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import type { WalletService } from '../wallet';

/** The lottery engine's dependencies; prizes move only through the wallet and the bonus engine (docs/architecture.md §2). */
export interface LotteryDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: Pick<WalletService, 'credit'>;
  bonuses: Pick<BonusService, 'award'>;
  /** The player's groups (group_ids eligibility); null for a guest. */
  groupsOf(playerId: number): Promise<number[]>;
  /** The name a winner shows (nickname, else first name), before masking. */
  playerName(tx: DbOrTx, playerId: number): Promise<string>;
}
