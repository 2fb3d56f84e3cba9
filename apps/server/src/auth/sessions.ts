import { SESSION_COOKIE_NAME, SESSION_IDLE_MS, SESSION_TTL_MS } from '@casino/contracts';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import type { Db, DbOrTx } from '../db/client';
import { sessions } from './tables';
import { newToken, tokenHasher } from './tokens';

export const SESSION_COOKIE = SESSION_COOKIE_NAME;
// The session lengths are contracts' (players show them in the settings response); staff
// sessions use the same.
export { SESSION_IDLE_MS, SESSION_TTL_MS };
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface ActiveSession {
  id: number;
  playerId: number;
}

export interface SessionRow {
  id: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface SessionService {
  /** Opens a session for a player and returns the token for the cookie. */
  create(
    playerId: number,
    meta?: { ip?: string; userAgent?: string },
    tx?: DbOrTx,
  ): Promise<{ token: string; session: ActiveSession; expiresAt: Date }>;
  /** The live session a cookie token belongs to, or null; marks it as seen. */
  resolve(token: string | undefined): Promise<ActiveSession | null>;
  revoke(sessionId: number): Promise<void>;
  /** The player's live sessions, newest first. */
  list(playerId: number): Promise<SessionRow[]>;
  /** The live sessions of several players at once (id, player and start), in one query per 1,000 players. */
  listLive(playerIds: readonly number[]): Promise<{ id: number; playerId: number; createdAt: Date }[]>;
  /** Ends every live session of the player except `keep`; returns the ended ids. */
  revokeOthers(playerId: number, keep: number | null, tx?: DbOrTx): Promise<number[]>;
}

export function createSessionService(deps: { db: Db; clock: Clock; rng: Rng; secret: string }): SessionService {
  const { db, clock, rng, secret } = deps;
  const hash = tokenHasher(secret);
  const live = (now: Date) =>
    and(
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, now),
      gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    );
  return {
    async create(playerId, meta = {}, tx = db) {
      const token = newToken(rng);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      const [row] = await tx
        .insert(sessions)
        .values({
          tokenHash: hash(token),
          playerId,
          ip: meta.ip ?? null,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        })
        .returning({ id: sessions.id, playerId: sessions.playerId });
      if (!row) throw new Error('session insert returned nothing');
      return { token, session: row, expiresAt };
    },
    async resolve(token) {
      if (!token || token.length > 100) return null;
      const now = clock.now();
      const [row] = await db
        .select({ id: sessions.id, playerId: sessions.playerId, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hash(token)), live(now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
      }
      return { id: row.id, playerId: row.playerId };
    },
    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async list(playerId) {
      return db
        .select({
          id: sessions.id,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.playerId, playerId), live(clock.now())))
        .orderBy(desc(sessions.id));
    },
    async listLive(playerIds) {
      const now = clock.now();
      const found: { id: number; playerId: number; createdAt: Date }[] = [];
      for (let i = 0; i < playerIds.length; i += 1000) {
        const chunk = playerIds.slice(i, i + 1000);
        found.push(
          ...(await db
            .select({ id: sessions.id, playerId: sessions.playerId, createdAt: sessions.createdAt })
            .from(sessions)
            .where(and(inArray(sessions.playerId, chunk), live(now)))),
        );
      }
      return found;
    },
    async revokeOthers(playerId, keep, tx = db) {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(
          and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), keep === null ? undefined : ne(sessions.id, keep)),
        )
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}
