import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { Clock } from '../platform/clock';
import { tooManyRequests } from '../http/errors';
import { authThrottle } from './tables';

/** A limit: at most `max` actions per `windowMs` for one key. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Per-address and per-account limits of the mail-sending and account-creating calls. Accounts
 * per address count accounts created, not refused attempts, and allow a carrier's NAT: many
 * phones share one public address, and the proof-of-work captcha already slows a script to one
 * sign-up per solution (docs/decisions/036-accounts-messages.md).
 */
export const LIMITS = {
  registrationPerIp: { max: 30, windowMs: 60 * 60 * 1000 },
  resetPerIp: { max: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  resendPerIp: { max: 10, windowMs: 60 * 60 * 1000 },
  resendPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

export interface Throttle {
  /** Counts one action for the key, or throws 429 with Retry-After when the limit is used up. */
  hit(action: string, key: string, limit: Limit): Promise<void>;
  /** Throws 429 with Retry-After when the limit is used up; counts nothing. */
  check(action: string, key: string, limit: Limit): Promise<void>;
  /**
   * Like hit, inside the caller's transaction: the action counts only when that transaction
   * commits (an account created), and a 429 thrown here rolls it back.
   */
  hitIn(tx: Tx, action: string, key: string, limit: Limit): Promise<void>;
}

/** The first key of the two-key advisory locks a throttle count is taken under (any fixed number). */
const THROTTLE_LOCK_CLASS = 7_236_150;

/**
 * Kept in the database rather than memory: every server process sees the same counts
 * (docs/architecture.md §4) and the injected clock makes the windows testable. The count and the insert
 * run in one transaction under an advisory lock of the action and key, so hits at the same
 * moment (one process or several) take turns and never let more through than the limit.
 */
export function createThrottle(deps: { db: Db; clock: Clock }): Throttle {
  const { db, clock } = deps;

  /** The wait until the oldest counted action leaves the window, or null when one more fits (and is counted if `count`). */
  async function take(tx: Tx, action: string, key: string, limit: Limit, record: boolean): Promise<number | null> {
    const now = clock.now();
    const where = and(
      eq(authThrottle.action, action),
      eq(authThrottle.key, key),
      gt(authThrottle.at, new Date(now.getTime() - limit.windowMs)),
    );
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${`${action}:${key}`}))`);
    const [row] = await tx.select({ n: count() }).from(authThrottle).where(where);
    if (Number(row?.n ?? 0) >= limit.max) {
      const [oldest] = await tx.select({ at: authThrottle.at }).from(authThrottle).where(where).orderBy(authThrottle.at).limit(1);
      return (oldest?.at.getTime() ?? now.getTime()) + limit.windowMs - now.getTime();
    }
    if (record) await tx.insert(authThrottle).values({ action, key, at: now });
    return null;
  }

  // Old rows are useless; dropping them here keeps the table small without a job.
  const prune = (action: string) =>
    db
      .delete(authThrottle)
      .where(and(eq(authThrottle.action, action), lt(authThrottle.at, new Date(clock.now().getTime() - 24 * 3600_000))));

  return {
    async hit(action, key, limit) {
      const retryAfterMs = await db.transaction((tx) => take(tx, action, key, limit, true));
      if (retryAfterMs !== null) throw tooManyRequests(retryAfterMs);
      await prune(action);
    },
    async check(action, key, limit) {
      const retryAfterMs = await db.transaction((tx) => take(tx, action, key, limit, false));
      if (retryAfterMs !== null) throw tooManyRequests(retryAfterMs);
    },
    async hitIn(tx, action, key, limit) {
      const retryAfterMs = await take(tx, action, key, limit, true);
      if (retryAfterMs !== null) throw tooManyRequests(retryAfterMs);
    },
  };
}
