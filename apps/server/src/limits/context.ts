import type { FastifyBaseLogger } from 'fastify';
import { tokenHasher, type SessionService } from '../auth';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { InfoService } from '../info';
import type { Mailer, Notifier } from '../notifications';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import type { PlayerService } from '../players';

export interface LimitsDeps {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  mailer: Mailer;
  sessions: SessionService;
  players: Pick<PlayerService, 'get' | 'subscriptions' | 'countryOf'>;
  info: Pick<InfoService, 'currencies'>;
  secret: string;
  publicUrl: string;
  disconnectSessions(ids: number[]): void;
  log: FastifyBaseLogger;
  /** Sends the "confirm your change" notice with the mailed token (NOTIF-08, NOTIF-10). */
  notifier?: Notifier;
  /** The reality check's interval; REALITY_CHECK_DEFAULT_MINUTES when the deployment sets none. */
  realityCheckMinutes?: number;
}

/** What the limits service's functions share: its deps and the hash its mailed change tokens are stored under. */
export interface LimitsContext extends LimitsDeps {
  hashToken(token: string): string;
}

export const createLimitsContext = (deps: LimitsDeps): LimitsContext => ({
  ...deps,
  hashToken: tokenHasher(`${deps.secret}:limit-change`),
});
