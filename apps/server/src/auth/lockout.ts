import { sql } from 'drizzle-orm';
import { isLocale, ruleMessage } from '@casino/contracts';
import type { Db, Tx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { tooManyRequests, type HttpError } from '../http/errors';
import type { Mailer } from '../notifications';
import type { Clock } from '../platform/clock';
import { lockAccountUntil } from './account-rows';
import { countFailures, recordAttempt, type LoginAttempt } from './login-attempts';
import type { SessionService } from './sessions';

/**
 * The sign-in lock-out: password guesses on one account, wherever they are made, lead to the
 * same captcha and the same lock.
 *
 * - What counts: a wrong password or two-factor code at sign-in ('password', 'otp') and a wrong
 *   password re-entered inside a session ('reauth': password, email and two-factor changes,
 *   account closure), on one address within FAILURE_WINDOW_MS.
 * - CAPTCHA_AFTER_FAILURES of them: sign-in asks for a captcha.
 * - LOCK_AFTER_FAILURES of them: the account is locked for LOCK_MS, its owner gets the lock mail,
 *   and the guess is answered 429 with Retry-After and the lock message.
 * - The consequence for sessions depends on where the lock was reached:
 *   - at re-authentication, the guesses came through an open session, which may be stolen: every
 *     session of the player ends (and its realtime connections close);
 *   - at sign-in, the guesser holds no session of the player: the sessions stay, or anyone could
 *     sign a player out by failing on purpose with their address.
 * - Counting and recording are one step: the failure is written and the address's failures counted
 *   in one transaction under an advisory lock of the address, so concurrent guesses take turns
 *   (in one process or several) and none slips under the limit; only the guess that sets the lock
 *   sends the mail and ends sessions.
 *
 * docs/architecture.md §11 ("lock-out") states the same rule.
 */

/** Reasons that count towards the captcha and the lock-out: a wrong secret at sign-in, or a wrong re-entered password. */
export const COUNTED_FAILURES: readonly string[] = ['password', 'otp', 'reauth'];
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 30 * 60 * 1000;

/** The first key of the two-key advisory locks a failure is counted under (any fixed number, not the throttle's). */
const LOCKOUT_LOCK_CLASS = 7_236_151;

const lockedMessage = (minutes: number): string => ruleMessage('locked', '', minutes);

/** The 429 of a locked account: Retry-After the time left, and the message in whole minutes. */
export function lockedError(retryAfterMs: number): HttpError {
  return tooManyRequests(retryAfterMs, lockedMessage(Math.ceil(retryAfterMs / 60_000)));
}

/** The time left on an account's lock, or null when it is not locked at `now`. */
export function lockTimeLeft(lockedUntil: Date | null, now: Date): number | null {
  return lockedUntil && lockedUntil > now ? lockedUntil.getTime() - now.getTime() : null;
}

/** Where the guess was made: it decides what a lock does to the player's sessions (see above). */
type LockPath = 'sign-in' | 'reauth';

/** The account a failure belongs to, as far as the lock needs it. */
interface LockablePlayer {
  id: number;
  email: string;
  locale: string | null;
}

export interface LockOutDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  outbox: Outbox;
  sessions: Pick<SessionService, 'revokeOthers'>;
  /** Ends the realtime connections of ended sessions. */
  disconnectSessions(ids: number[]): void;
}

interface LockOut {
  /** The address's counted failures within the window (the captcha rule at sign-in). */
  failures(email: string): Promise<number>;
  /**
   * Records a counted failure of `player` (null: an address without an account, recorded only)
   * and locks the account when it reaches the limit, with the consequences of `path`; then
   * throws 429. Returns when the account stays open, and the caller answers the wrong secret.
   */
  fail(path: LockPath, attempt: Omit<LoginAttempt, 'success' | 'at'>, player: LockablePlayer | null): Promise<void>;
}

export function createLockOut(deps: LockOutDeps): LockOut {
  const { db, clock } = deps;
  const windowStart = (now: Date) => new Date(now.getTime() - FAILURE_WINDOW_MS);

  /** Records the failure and counts, under the address's lock; answers the sessions a lock ended, or null when none was set. */
  async function recordAndCount(
    path: LockPath,
    attempt: Omit<LoginAttempt, 'success' | 'at'>,
    player: LockablePlayer | null,
    now: Date,
  ): Promise<{ locked: boolean; ended: number[] }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKOUT_LOCK_CLASS}, hashtext(${attempt.email}))`);
      await recordAttempt(tx, { ...attempt, success: false, at: now });
      if (!player) return { locked: false, ended: [] };
      const failed = await countFailures(tx, { email: attempt.email }, COUNTED_FAILURES, windowStart(now));
      if (failed < LOCK_AFTER_FAILURES) return { locked: false, ended: [] };
      if (!(await lockAccount(tx, player, now))) return { locked: true, ended: [] };
      return { locked: true, ended: await endSessionsFor(path, player.id, tx) };
    });
  }

  /** Sets the lock and queues the mail, unless a guess before this one already locked the account. */
  async function lockAccount(tx: Tx, player: LockablePlayer, now: Date): Promise<boolean> {
    const set = await lockAccountUntil(tx, player.id, new Date(now.getTime() + LOCK_MS), now);
    if (!set) return false;
    await deps.mailer.queue(tx, {
      playerId: player.id,
      to: player.email,
      kind: 'lock',
      locale: player.locale && isLocale(player.locale) ? player.locale : 'en',
      vars: { minutes: String(LOCK_MS / 60_000) },
    });
    return true;
  }

  /** The rule of the header: a lock reached inside a session ends every session; one reached at sign-in ends none. */
  async function endSessionsFor(path: LockPath, playerId: number, tx: Tx): Promise<number[]> {
    return path === 'reauth' ? deps.sessions.revokeOthers(playerId, null, tx) : [];
  }

  return {
    failures: (email) => countFailures(db, { email }, COUNTED_FAILURES, windowStart(clock.now())),

    async fail(path, attempt, player) {
      const now = clock.now();
      const { locked, ended } = await recordAndCount(path, attempt, player, now);
      if (!locked) return;
      deps.disconnectSessions(ended);
      deps.outbox.kick();
      throw lockedError(LOCK_MS);
    },
  };
}
