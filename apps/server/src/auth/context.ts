import type { Locale } from '@casino/contracts';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import type { InfoService } from '../info';
import type { Mailer } from '../notifications';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import type { CaptchaService } from './captcha';
import type { SessionService } from './sessions';
import type { Throttle } from './throttle';
import type { TwoFactorService } from './two-factor';

/** What the account services share. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  rng: Rng;
  outbox: Outbox;
  info: InfoService;
  mailer: Mailer;
  sessions: SessionService;
  captcha: CaptchaService;
  throttle: Throttle;
  twoFactor: TwoFactorService;
  /** HMAC key of mailed tokens. */
  secret: string;
  /** The site's public origin, for links in mails. */
  publicUrl: string;
  /** Ends the realtime connections of ended sessions (set once the gateway exists). */
  disconnectSessions(ids: number[]): void;
  /** Opens the new player's wallet of the chosen currency in the registration's transaction (the wallet domain). */
  openWallet(tx: Tx, playerId: number, currency: string): Promise<void>;
  /** A running responsible-gaming block (cooling-off, self-exclusion): its message key, or null; it restricts the session a sign-in opens. */
  signInRefusal?(playerId: number): Promise<string | null>;
}

/** Who is calling: address, browser, country (InfoService.countryOf) and device fingerprint. */
export interface Visitor {
  ip: string;
  userAgent?: string;
  country: string | null;
  locale?: Locale;
  dfpc?: string;
  /** The session the browser already holds, ended at sign-in (rotation). */
  sessionId?: number;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
