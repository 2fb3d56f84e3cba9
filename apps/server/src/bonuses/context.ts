import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import type { WalletService } from '../wallet';

/** What the engine knows of a player when it decides who may receive a gift (GIFT-14, decision 044). */
export interface PlayerFacts {
  groups: number[];
  country: string | null;
  canIssueBonuses: boolean;
  depositBonusCode: string | null;
  /** The currency of the player's active wallet: coupons and registration gifts are paid in it. */
  currency: string;
}

/** The engine's dependencies; money moves only through the wallet's service (docs/architecture.md §2). */
export interface BonusDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  wallet: Pick<WalletService, 'grantBonus' | 'convertBonus' | 'forfeitBonus' | 'getAccounts' | 'metadataOf'>;
  playerFacts(playerId: number): Promise<PlayerFacts>;
  /** Clears the player's stored deposit bonus code once a deposit redeemed it, unless another code was stored since. */
  clearDepositBonusCode(playerId: number, code: string): Promise<void>;
  /** The catalogue identifier of a game (free-spin gifts name their games by it), or null. */
  gameIdentifierOf(gameId: number): Promise<string | null>;
}
