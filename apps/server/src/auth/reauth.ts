import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { isLocale } from '@casino/contracts';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { ValidationError } from '../http/errors';
import type { Mailer } from '../notifications';
import type { Clock } from '../platform/clock';
// auth owns the credential columns of the players row (docs/architecture.md §2).
import { players } from '../players/tables';
import { verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import { loginAttempts } from './tables';
import { tooManyRequests } from './throttle';

/** Reasons that count towards the captcha and the lock-out: a wrong secret at sign-in, or a wrong re-entered password. */
export const COUNTED_FAILURES = ['password', 'otp', 'reauth'];
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 30 * 60 * 1000;

export const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minutes or reset your password.`;

type PlayerRow = typeof players.$inferSelect;

export interface ReauthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  outbox: Outbox;
  sessions: Pick<SessionService, 'revokeOthers'>;
  disconnectSessions(ids: number[]): void;
}

/**
 * Checks a password a signed-in player enters again (password, email and two-factor changes,
 * account closure). A wrong one is a password guess like a failed sign-in: it is written to the
 * login history and counts towards the same lock-out, so a stolen session cannot guess the
 * password at leisure. When the account locks, every session ends and the owner gets the lock mail.
 * Answers the player row when the password is right.
 */
export type CheckPassword = (playerId: number, password: string, options?: { field?: string; ip?: string }) => Promise<PlayerRow>;

export function createPasswordCheck(deps: ReauthDeps): CheckPassword {
  const { db, clock } = deps;
  return async (playerId, password, { field = 'password', ip } = {}) => {
    const [row] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
    if (!row) throw new ValidationError({ base: ['account not found'] });
    const now = clock.now();
    if (row.lockedUntil && row.lockedUntil > now) {
      const left = row.lockedUntil.getTime() - now.getTime();
      throw tooManyRequests(left, lockedMessage(Math.ceil(left / 60_000)));
    }
    if (await verifyPassword(row.passwordHash, password)) return row;

    const email = row.email.trim().toLowerCase();
    await db.insert(loginAttempts).values({ email, playerId, ip: ip ?? null, success: false, reason: 'reauth', at: now });
    const [counted] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, email),
          eq(loginAttempts.success, false),
          inArray(loginAttempts.reason, COUNTED_FAILURES),
          gt(loginAttempts.at, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        ),
      );
    if (Number(counted?.n ?? 0) < LOCK_AFTER_FAILURES) throw new ValidationError({ [field]: ['is incorrect'] });

    const ended = await db.transaction(async (tx) => {
      await tx
        .update(players)
        .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
        .where(eq(players.id, playerId));
      await deps.mailer.queue(tx, {
        playerId,
        to: row.email,
        kind: 'lock',
        locale: isLocale(row.locale) ? row.locale : 'en',
        vars: { minutes: String(LOCK_MS / 60_000) },
      });
      return deps.sessions.revokeOthers(playerId, null, tx);
    });
    deps.disconnectSessions(ended);
    deps.outbox.kick();
    throw tooManyRequests(LOCK_MS, lockedMessage(LOCK_MS / 60_000));
  };
}
