import { STAFF_ROLE_QUEUES, STAFF_ROLES, type Staff, type StaffRole } from '@casino/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  hashPassword,
  newPasswordProblem,
  newToken,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
  type Throttle,
  tokenHasher,
  verifyPassword,
} from '../auth';
import type { Db } from '../db/client';
import { ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { staffSessions, staffUsers } from './tables';

/** last_seen_at is written at most this often, as for players' sessions. */
const TOUCH_EVERY_MS = 60 * 1000;
/** Staff sign-in, per address and per account: every attempt counts (staff sign in a few times a day). */
export const STAFF_SIGN_IN_LIMITS = {
  perIp: { max: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 10, windowMs: 15 * 60 * 1000 },
} as const;
const INVALID = 'Invalid email or password.';

export interface StaffSession {
  id: number;
  staff: Staff;
}

export interface StaffService {
  /** Creates a staff account (the staff:create command); the password follows the players' rules. */
  create(input: { email: string; name: string; role: StaffRole; password: string }): Promise<Staff>;
  /** Checks the password and opens a session; the same answer for an unknown address and a wrong password. */
  signIn(email: string, password: string, meta: { ip: string; userAgent?: string }): Promise<{ token: string; staff: Staff }>;
  /** The live session of a staff cookie, or null; marks it as seen. */
  resolve(token: string | undefined): Promise<StaffSession | null>;
  revoke(sessionId: number): Promise<void>;
}

const view = (row: typeof staffUsers.$inferSelect): Staff => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  queues: [...STAFF_ROLE_QUEUES[row.role]],
});

export function createStaffService(deps: {
  db: Db;
  clock: Clock;
  rng: Rng;
  secret: string;
  throttle: Throttle;
  /** Closes the console connections of ended sessions (the realtime gateway, on every process). */
  disconnectSessions: (ids: number[]) => void;
}): StaffService {
  const { db, clock, rng, throttle } = deps;
  const hash = tokenHasher(`${deps.secret}:staff-session`);

  return {
    async create(input) {
      const email = input.email.trim().toLowerCase();
      const errors: Record<string, string[]> = {};
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors['email'] = ['is invalid'];
      if (!(STAFF_ROLES as readonly string[]).includes(input.role)) errors['role'] = [`must be one of ${STAFF_ROLES.join(', ')}`];
      if (input.password.length < 12 || input.password.length > 128) errors['password'] = ['must be 12 to 128 characters'];
      else {
        const weak = newPasswordProblem(input.password, email);
        if (weak) errors['password'] = [weak];
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const [row] = await db
        .insert(staffUsers)
        .values({
          email,
          name: input.name.trim() || email.split('@')[0] || email,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ValidationError({ email: ['has already been taken'] });
      return view(row);
    },

    async signIn(rawEmail, password, meta) {
      const email = rawEmail.trim().toLowerCase();
      await throttle.hit('staff-sign-in-ip', meta.ip, STAFF_SIGN_IN_LIMITS.perIp);
      await throttle.hit('staff-sign-in-account', email, STAFF_SIGN_IN_LIMITS.perAccount);
      const [row] = await db
        .select()
        .from(staffUsers)
        .where(eq(sql`lower(${staffUsers.email})`, email))
        .limit(1);
      // An unknown address spends the same argon2 time as a wrong password.
      const ok = await verifyPassword(row?.passwordHash, password);
      if (!row || !ok || row.disabledAt) throw new ValidationError({ base: [INVALID] });
      const token = newToken(rng);
      const now = clock.now();
      await db.insert(staffSessions).values({
        tokenHash: hash(token),
        staffId: row.id,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      return { token, staff: view(row) };
    },

    async resolve(token) {
      if (!token || token.length > 100) return null;
      const now = clock.now();
      const [row] = await db
        .select({ session: staffSessions, staff: staffUsers })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, hash(token)),
            isNull(staffSessions.revokedAt),
            isNull(staffUsers.disabledAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
      }
      return { id: row.session.id, staff: view(row.staff) };
    },

    async revoke(sessionId) {
      await db
        .update(staffSessions)
        .set({ revokedAt: clock.now() })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
      deps.disconnectSessions([sessionId]);
    },
  };
}
