import type { BonusService } from '../bonuses';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';

/** What the VIP club knows of a player: the currency of the active wallet and the licence, whose zone sets the quarters. */
export interface VipPlayerFacts {
  currency: string;
  licence: string;
}

/** The VIP domain's dependencies; gifts go through the bonus engine, groups through the players domain (docs/architecture.md §2). */
export interface VipDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  bonuses: Pick<BonusService, 'award'>;
  playerFacts(playerId: number): Promise<VipPlayerFacts>;
  /** The licences of several players, in one query (a batch's quarters); unknown ids are left out. */
  licencesOf(playerIds: readonly number[]): Promise<Map<number, string>>;
  /** Puts the player in the level group of their status and out of the others, in the caller's transaction. */
  moveToGroup(tx: Tx, playerId: number, group: number, at: Date): Promise<void>;
}
