import type { BonusService } from '../bonuses';
import type { ConfigService } from '../config';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { LotteryService } from '../lotteries';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import type { WalletService } from '../wallet';

/** What the shop knows of a player when it decides an exchange (SHOP-20, SHOP-21). */
export interface LoyaltyPlayerFacts {
  groups: number[];
  canIssueBonuses: boolean;
  /** The currency of the player's active wallet: rewards are paid in it. */
  currency: string;
}

/** The loyalty domain's dependencies; money moves only through the wallet and the bonus engine (docs/architecture.md §2). */
export interface LoyaltyDeps {
  db: Db;
  clock: Clock;
  /** The wheels draw from it (decision 055). */
  rng: Rng;
  outbox: Outbox;
  /** The wheel deposit configuration is the `deposit` part of the wheel-config document (WHEEL-10). */
  config: Pick<ConfigService, 'get' | 'set' | 'getForUpdate'>;
  wallet: Pick<WalletService, 'credit'>;
  bonuses: Pick<BonusService, 'award'>;
  /** Lottery tickets the shop sells are issued in the exchange's transaction (decision 064). */
  lotteries: Pick<LotteryService, 'issueTickets'>;
  playerFacts(playerId: number): Promise<LoyaltyPlayerFacts>;
  /**
   * The terms of a live gift template a shop card or a wheel segment issues (SHOP-26, WHEEL-04):
   * its bonus wager, free-spin wager, max win and free-spin bet per currency; null for an unknown
   * or retired one.
   */
  giftTemplateTerms(id: number): Promise<{
    wager: number;
    freespinWager: number;
    maxWins: Record<string, number | undefined>;
    freespinBets: Record<string, number | undefined>;
  } | null>;
  /** Turns the player's bonus setting on: the enable-bonuses confirmation of an exchange (SHOP-21). */
  enableBonuses(playerId: number): Promise<void>;
}
