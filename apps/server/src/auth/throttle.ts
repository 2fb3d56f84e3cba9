import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { HttpError } from '../http/errors';
import { authThrottle } from './tables';

/** A limit: at most `max` actions per `windowMs` for one key. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Per-address and per-account limits of the mail-sending and account-creating calls. */
export const LIMITS = {
  registrationPerIp: { max: 5, windowMs: 60 * 60 * 1000 },
  resetPerIp: { max: 10, windowMs: 60 * 60 * 1000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
  resendPerIp: { max: 10, windowMs: 60 * 60 * 1000 },
  resendPerAccount: { max: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, Limit>;

export const tooManyRequests = (retryAfterMs: number, message = 'Too many requests, please try again later.') =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

export interface Throttle {
  /** Counts one action for the key, or throws 429 with Retry-After when the limit is used up. */
  hit(action: string, key: string, limit: Limit): Promise<void>;
}

/**
 * Kept in the database rather than memory: every server process sees the same counts
 * (docs/architecture.md §4) and the injected clock makes the windows testable.
 */
export function createThrottle(db: Db, clock: Clock): Throttle {
  return {
    async hit(action, key, limit) {
      const now = clock.now();
      const since = new Date(now.getTime() - limit.windowMs);
      const where = and(eq(authThrottle.action, action), eq(authThrottle.key, key), gt(authThrottle.at, since));
      const [row] = await db.select({ n: count() }).from(authThrottle).where(where);
      if (Number(row?.n ?? 0) >= limit.max) {
        const [oldest] = await db
          .select({ at: authThrottle.at })
          .from(authThrottle)
          .where(where)
          .orderBy(authThrottle.at)
          .limit(1);
        const retry = (oldest?.at.getTime() ?? now.getTime()) + limit.windowMs - now.getTime();
        throw tooManyRequests(retry);
      }
      await db.insert(authThrottle).values({ action, key, at: now });
      // Old rows are useless; dropping them here keeps the table small without a job.
      await db
        .delete(authThrottle)
        .where(and(eq(authThrottle.action, action), lt(authThrottle.at, new Date(now.getTime() - 24 * 3600_000))));
    },
  };
}
