import {
  STAFF_ROLE_QUEUES,
  STAFF_ROLES,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_TTL_MS,
  type Staff,
  type StaffRole,
} from '@casino/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword, newPasswordProblem, newToken, type Throttle, tokenHasher, verifyPassword } from '../auth';
import type { Db } from '../db/client';
import { ValidationError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { staffSessions, staffUsers } from './tables';
import { createStaffTotp, type Enrolment } from './totp';

/** last_seen_at is written at most this often, as for players' sessions. */
const TOUCH_EVERY_MS = 60 * 1000;
/** Staff sign-in, per address and per account: every attempt counts (staff sign in a few times a day). */
export const STAFF_SIGN_IN_LIMITS = {
  perIp: { max: 20, windowMs: 15 * 60 * 1000 },
  perAccount: { max: 10, windowMs: 15 * 60 * 1000 },
} as const;
const INVALID = 'Invalid email or password.';
const BAD_CODE = 'is not the current code of your authenticator app';

export interface StaffSession {
  id: number;
  staff: Staff;
}

/** Sign-in's answer: a session, or (first sign-in, no code yet) the seed to enrol. */
export type StaffSignIn = { status: 'signed_in'; token: string; staff: Staff } | ({ status: 'enrol' } & Enrolment);

type StaffRow = typeof staffUsers.$inferSelect;

export interface StaffService {
  /**
   * Creates a staff account (the staff:create command); the password follows the players' rules.
   * With `totpSecret` (base32) two-factor is enrolled with that seed; otherwise at the first sign-in.
   */
  create(input: { email: string; name: string; role: StaffRole; password: string; totpSecret?: string }): Promise<Staff>;
  /**
   * Checks the password, then the authenticator code, and opens a session; the same answer for
   * an unknown address and a wrong password. Without two-factor yet, a first call without a code
   * answers a seed to enrol, and a call with a code of that seed enrols it and signs in.
   */
  signIn(
    email: string,
    password: string,
    code: string | undefined,
    meta: { ip: string; userAgent?: string },
  ): Promise<StaffSignIn>;
  /** The live session of a staff cookie, or null; marks it as seen. */
  resolve(token: string | undefined): Promise<StaffSession | null>;
  revoke(sessionId: number): Promise<void>;
}

export const staffView = (row: StaffRow): Staff => ({
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
  const totp = createStaffTotp({ rng, secretKey: deps.secret });

  /** The second factor of a row whose password matched: the enrolled seed's code, or enrolment. */
  async function secondFactor(row: StaffRow, code: string | undefined): Promise<Enrolment | null> {
    const now = clock.now();
    if (row.totpSecret) {
      if (!code) throw new ValidationError({ code: ['is required'] });
      if ((await totp.spend(db, row, row.totpSecret, code, now)) === null) throw new ValidationError({ code: [BAD_CODE] });
      return null;
    }
    if (!code || !row.totpPendingSecret) {
      const pending = totp.seal(totp.newSecret());
      await db.update(staffUsers).set({ totpPendingSecret: pending }).where(eq(staffUsers.id, row.id));
      return totp.enrolment(pending, row.email);
    }
    const pending = row.totpPendingSecret;
    const enrolled = await db.transaction(async (tx) => {
      if ((await totp.spend(tx, row, pending, code, now)) === null) return false;
      await tx
        .update(staffUsers)
        .set({ totpSecret: pending, totpPendingSecret: null })
        .where(and(eq(staffUsers.id, row.id), eq(staffUsers.totpPendingSecret, pending)));
      return true;
    });
    if (!enrolled) throw new ValidationError({ code: [BAD_CODE] });
    return null;
  }

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
      if (input.totpSecret !== undefined && !totp.isUsableSecret(input.totpSecret))
        errors['totp_secret'] = ['must be base32 of at least 128 bits'];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const [row] = await db
        .insert(staffUsers)
        .values({
          email,
          name: input.name.trim() || email.split('@')[0] || email,
          role: input.role,
          passwordHash: await hashPassword(input.password),
          totpSecret: input.totpSecret === undefined ? null : totp.seal(input.totpSecret),
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ValidationError({ email: ['has already been taken'] });
      return staffView(row);
    },

    async signIn(rawEmail, password, code, meta) {
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
      const enrolment = await secondFactor(row, code);
      if (enrolment) return { status: 'enrol', ...enrolment };
      const token = newToken(rng);
      const now = clock.now();
      await db.insert(staffSessions).values({
        tokenHash: hash(token),
        staffId: row.id,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
      });
      return { status: 'signed_in', token, staff: staffView(row) };
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
            gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION_IDLE_MS)),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
      }
      return { id: row.session.id, staff: staffView(row.staff) };
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
