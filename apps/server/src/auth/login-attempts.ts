import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginAttempts } from './tables';

/** One row of the login history: a sign-in, a registration or a re-entered password, and how it went. */
export interface LoginAttempt {
  /** The address as typed, normalised (normalizeEmail), so attempts on unknown addresses count too. */
  email: string;
  playerId: number | null;
  ip: string | null;
  userAgent?: string | null;
  dfpc?: string | null;
  success: boolean;
  /** Why it failed ('password', 'otp', 'reauth', 'captcha', 'locked', ...), or a note on a success. */
  reason: string | null;
  at: Date;
}

/** Writes an attempt to the login history; browser strings are cut to the lengths the history shows. */
export async function recordAttempt(tx: DbOrTx, attempt: LoginAttempt): Promise<void> {
  await tx.insert(loginAttempts).values({
    email: attempt.email,
    playerId: attempt.playerId,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, 500) ?? null,
    dfpc: attempt.dfpc?.slice(0, 200) ?? null,
    success: attempt.success,
    reason: attempt.reason,
    at: attempt.at,
  });
}

/** The failed attempts of one address or one network address with one of `reasons`, written after `since`. */
export async function countFailures(
  tx: DbOrTx,
  by: { email: string } | { ip: string },
  reasons: readonly string[],
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        'email' in by ? eq(loginAttempts.email, by.email) : eq(loginAttempts.ip, by.ip),
        eq(loginAttempts.success, false),
        inArray(loginAttempts.reason, [...reasons]),
        gt(loginAttempts.at, since),
      ),
    );
  return Number(row?.n ?? 0);
}
