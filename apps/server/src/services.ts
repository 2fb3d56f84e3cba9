import { createCaptchaService, type CaptchaService } from './auth/captcha';
import type { AuthDeps } from './auth/context';
import { createRecoveryService, type RecoveryService } from './auth/recovery';
import { createSecurityService, type SecurityService } from './auth/security';
import { createAuthService, type AuthService } from './auth/service';
import { createSessionService, type SessionService } from './auth/sessions';
import { createThrottle } from './auth/throttle';
import { createTwoFactorService, type TwoFactorService } from './auth/two-factor';
import { createCmsService, type CmsService } from './cms/service';
import { createConfigService, type ConfigService } from './config/service';
import type { Database } from './db/client';
import { DEV_SESSION_SECRET, type Env } from './env';
import { createOutbox, type Outbox } from './events/outbox';
import { createGeo } from './info/geo';
import { createInfoService, type InfoService } from './info/service';
import { createMailer } from './notifications/mailer';
import type { Clock } from './platform/clock';
import type { Rng } from './platform/rng';
import { createTtlCache } from './platform/ttl-cache';
import { createPlayerService, type PlayerService } from './players/service';
import { createTelemetryService, type TelemetryService } from './telemetry/service';
import { createWalletService, type WalletService } from './wallet/service';
import type { FastifyBaseLogger } from 'fastify';

/** Every domain service, wired once per process; routes and jobs receive what they need. */
export interface Services {
  config: ConfigService;
  info: InfoService;
  cms: CmsService;
  telemetry: TelemetryService;
  sessions: SessionService;
  outbox: Outbox;
  captcha: CaptchaService;
  twoFactor: TwoFactorService;
  auth: AuthService;
  recovery: RecoveryService;
  security: SecurityService;
  players: PlayerService;
  wallet: WalletService;
  /** Called with the ids of sessions that ended (logout, password change); the realtime gateway listens. */
  onSessionsEnded(listener: (ids: number[]) => void): void;
}

export function createServices(deps: { env: Env; database: Database; clock: Clock; rng: Rng; log: FastifyBaseLogger }): Services {
  const { env, database, clock, rng, log } = deps;
  const db = database.db;
  const secret = env.SESSION_SECRET ?? DEV_SESSION_SECRET;
  const cache = createTtlCache(clock, env.CACHE_TTL_MS);
  const config = createConfigService(db, cache);
  const info = createInfoService(db, config, createGeo(), clock, cache, env.NODE_ENV !== 'production');
  const sessions = createSessionService(db, clock, rng, secret);
  const outbox = createOutbox(db, clock, log);
  const captcha = createCaptchaService(db, clock, `${secret}:captcha`, env.CAPTCHA_MAX_NUMBER);
  const twoFactor = createTwoFactorService(db, clock, rng, secret);
  const listeners: ((ids: number[]) => void)[] = [];
  const authDeps: AuthDeps = {
    db,
    clock,
    rng,
    outbox,
    info,
    sessions,
    captcha,
    twoFactor,
    secret,
    throttle: createThrottle(db, clock),
    mailer: createMailer({ db, clock, outbox, log, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    disconnectSessions: (ids) => {
      if (ids.length > 0) for (const listener of listeners) listener(ids);
    },
  };
  return {
    config,
    info,
    cms: createCmsService(db, cache),
    telemetry: createTelemetryService(db, clock),
    sessions,
    outbox,
    captcha,
    twoFactor,
    auth: createAuthService(authDeps),
    recovery: createRecoveryService(authDeps),
    security: createSecurityService(authDeps),
    players: createPlayerService({ db, clock, outbox, info, twoFactorEnabled: (id) => twoFactor.enabled(id) }),
    wallet: createWalletService({ db, clock, outbox, enabledCurrencies: async () => (await info.currencies()).enabled }),
    onSessionsEnded: (listener) => listeners.push(listener),
  };
}
