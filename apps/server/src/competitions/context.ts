import type { Db } from '../db/client';
import type { BonusService } from '../bonuses';
import type { Outbox } from '../events/outbox';
import type { LoyaltyService } from '../loyalty';
import type { Clock } from '../platform/clock';
import type { WalletService } from '../wallet';

/** The competitions engine's dependencies; prizes move only through the wallet, the bonus engine and the loyalty domain (docs/architecture.md §2). */
export interface CompetitionDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: Pick<WalletService, 'credit' | 'postedUnderKey'>;
  bonuses: Pick<BonusService, 'award'>;
  /** Comp points prizes (issue 21). */
  loyalty: Pick<LoyaltyService, 'creditPoints'>;
  /** The player's groups (group_ids eligibility, VAL-23). */
  groupsOf(playerId: number): Promise<number[]>;
  /** The currency of the player's active wallet (a quest's ladder before the first bet). */
  currencyOf(playerId: number): Promise<string>;
  /** The names shown on leaderboards (nickname, else the e-mail's local part), before masking. */
  namesOf(playerIds: number[]): Promise<Map<number, string>>;
}

/** How long after its end a tournament waits for late bet events before its prizes are awarded. */
export const AWARD_GRACE_MS = 60_000;
