import type { BonusService } from '../bonuses';
import type { ConfigService } from '../config';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';

/** What the calendar knows of a player: the widget's audience, the day boundaries and the currency shown. */
export interface AdventurePlayerFacts {
  groups: number[];
  /** The country whose time zone draws the player's day boundaries. */
  country: string | null;
  /** The currency of the player's active wallet. */
  currency: string;
}

/** The adventures domain's dependencies; gifts are issued only through the bonus engine (docs/architecture.md §2). */
export interface AdventureDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  config: Pick<ConfigService, 'get' | 'set'>;
  bonuses: Pick<BonusService, 'award' | 'list'>;
  playerFacts(playerId: number): Promise<AdventurePlayerFacts>;
  /** The countries of several players, in one query (a batch's time zones); unknown ids are left out. */
  countriesOf(playerIds: readonly number[]): Promise<Map<number, string | null>>;
  /** Whether a gift template exists and is not retired: an edit naming another is refused. */
  templateExists(id: number): Promise<boolean>;
}
