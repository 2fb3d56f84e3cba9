import type { ConfigService } from '../config';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import type { PlayerService } from '../players';

/** What the support services share. */
export interface SupportDeps {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  players: PlayerService;
  /** The managers configuration (VIP-11), which names each VIP group's manager account. */
  config?: Pick<ConfigService, 'getInternal'>;
}
