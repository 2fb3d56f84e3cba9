import { STAFF_SETUP_TTL_MS, type StaffAccount, type StaffInviteRequest, type StaffRole } from '@casino/contracts';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, newPasswordProblem, newToken, tokenHasher } from '../auth';
import type { Db, DbOrTx } from '../db/client';
import { HttpError, notFound, ValidationError } from '../http/errors';
import type { Mailer } from '../notifications';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { recordStaffAction } from './audit';
import { staffView, type StaffSession } from './service';
import { staffSessions, staffSetupTokens, staffUsers } from './tables';

type StaffRow = typeof staffUsers.$inferSelect;
const DEAD_LINK = 'has expired or was already used; ask an administrator for a new link';

/** Who acts on an account, and from where. */
export interface AccountActor {
  session: StaffSession;
  ip: string;
}

export interface StaffAccounts {
  list(): Promise<StaffAccount[]>;
  /** Creates the account without a password and mails a one-time set-up link. */
  invite(actor: AccountActor, input: StaffInviteRequest): Promise<StaffAccount>;
  setRole(actor: AccountActor, id: number, role: StaffRole, reason: string): Promise<StaffAccount>;
  /** Disables the account and ends its sessions at once. */
  disable(actor: AccountActor, id: number, reason: string): Promise<StaffAccount>;
  /** Clears the password and two-factor, ends the sessions, re-enables, and mails a new set-up link. */
  reset(actor: AccountActor, id: number, reason: string): Promise<StaffAccount>;
  /** Spends a set-up link: sets the password; two-factor is enrolled at the sign-in that follows. */
  setUp(token: string, password: string): Promise<{ email: string }>;
}

const statusOf = (row: StaffRow): StaffAccount['status'] =>
  row.disabledAt ? 'disabled' : row.passwordHash === null ? 'invited' : 'active';

const accountView = (row: StaffRow): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: statusOf(row),
  two_factor: row.totpSecret !== null,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of an account: never its password hash or two-factor seed (decision 046). */
const audited = (row: StaffRow) => ({ email: row.email, name: row.name, role: row.role, status: statusOf(row) });

/** Staff accounts managed by an administrator (docs/decisions/066-staff-access.md). */
export function createStaffAccounts(deps: {
  db: Db;
  clock: Clock;
  rng: Rng;
  secret: string;
  mailer: Mailer;
  publicUrl: string;
  /** Closes the console connections of ended sessions. */
  disconnectSessions: (ids: number[]) => void;
}): StaffAccounts {
  const { db, clock, rng, mailer } = deps;
  const hash = tokenHasher(`${deps.secret}:staff-setup`);

  /** A new set-up link (earlier unused ones stop working) and its mail, in the caller's transaction. */
  async function sendSetupLink(tx: DbOrTx, row: StaffRow, kind: 'staff_invite' | 'staff_reset'): Promise<void> {
    const now = clock.now();
    const token = newToken(rng);
    await tx
      .update(staffSetupTokens)
      .set({ usedAt: now })
      .where(and(eq(staffSetupTokens.staffId, row.id), isNull(staffSetupTokens.usedAt)));
    await tx.insert(staffSetupTokens).values({
      staffId: row.id,
      tokenHash: hash(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SETUP_TTL_MS),
    });
    await mailer.queue(tx, {
      playerId: null,
      to: row.email,
      kind,
      locale: 'en',
      vars: { name: row.name, link: `${deps.publicUrl}/staff/setup?token=${token}` },
    });
  }

  /** Ends every live session of a staff member; answers their ids, to disconnect after commit. */
  async function endSessions(tx: DbOrTx, staffId: number): Promise<number[]> {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    return ended.map((s) => s.id);
  }

  /** Locks the account another staff member acts on; nobody disables, resets or demotes themselves. */
  async function lockOther(tx: DbOrTx, actor: AccountActor, id: number): Promise<StaffRow> {
    if (id === actor.session.staff.id) throw new HttpError(409, 'You cannot change your own account here.');
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!row) throw notFound('Staff member not found.');
    return row;
  }

  /** One audited change of another member's account, with the sessions it ends disconnected after commit. */
  async function change(
    actor: AccountActor,
    id: number,
    action: string,
    reason: string,
    apply: (tx: DbOrTx, row: StaffRow) => Promise<{ row: StaffRow; ended: number[] }>,
  ): Promise<StaffAccount> {
    const { row, ended } = await db.transaction(async (tx) => {
      const before = await lockOther(tx, actor, id);
      const result = await apply(tx, before);
      await recordStaffAction(tx, {
        actor: actor.session,
        action,
        subjectKind: 'staff',
        subjectId: id,
        before: audited(before),
        after: audited(result.row),
        reason,
        ip: actor.ip,
        at: clock.now(),
      });
      return result;
    });
    if (ended.length > 0) deps.disconnectSessions(ended);
    return accountView(row);
  }

  const update = async (tx: DbOrTx, id: number, set: Partial<StaffRow>): Promise<StaffRow> => {
    const [row] = await tx.update(staffUsers).set(set).where(eq(staffUsers.id, id)).returning();
    if (!row) throw notFound('Staff member not found.');
    return row;
  };

  return {
    async list() {
      const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.id));
      return rows.map(accountView);
    },

    async invite(actor, input) {
      const email = input.email.toLowerCase();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staffUsers)
          .values({ email, name: input.name, role: input.role, passwordHash: null, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new ValidationError({ email: ['has already been taken'] });
        await sendSetupLink(tx, created, 'staff_invite');
        await recordStaffAction(tx, {
          actor: actor.session,
          action: 'staff.invite',
          subjectKind: 'staff',
          subjectId: created.id,
          after: audited(created),
          ip: actor.ip,
          at: clock.now(),
        });
        return created;
      });
      return accountView(row);
    },

    setRole: (actor, id, role, reason) =>
      change(actor, id, 'staff.set_role', reason, async (tx, row) => ({
        row: await update(tx, row.id, { role }),
        // The console shows sections by role: the member signs in again with the new one.
        ended: role === row.role ? [] : await endSessions(tx, row.id),
      })),

    disable: (actor, id, reason) =>
      change(actor, id, 'staff.disable', reason, async (tx, row) => ({
        row: row.disabledAt ? row : await update(tx, row.id, { disabledAt: clock.now() }),
        ended: await endSessions(tx, row.id),
      })),

    reset: (actor, id, reason) =>
      change(actor, id, 'staff.reset', reason, async (tx, row) => {
        const cleared = await update(tx, row.id, {
          passwordHash: null,
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: 0,
          disabledAt: null,
        });
        await sendSetupLink(tx, cleared, 'staff_reset');
        return { row: cleared, ended: await endSessions(tx, row.id) };
      }),

    async setUp(token, password) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [spent] = await tx
          .update(staffSetupTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(staffSetupTokens.tokenHash, hash(token)),
              isNull(staffSetupTokens.usedAt),
              gt(staffSetupTokens.expiresAt, now),
            ),
          )
          .returning({ staffId: staffSetupTokens.staffId });
        if (!spent) throw new ValidationError({ token: [DEAD_LINK] });
        const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, spent.staffId)).for('update');
        if (!row || row.disabledAt) throw new ValidationError({ token: [DEAD_LINK] });
        const weak = password.length < 12 ? 'must be at least 12 characters' : newPasswordProblem(password, row.email);
        if (weak) throw new ValidationError({ password: [weak] });
        const updated = await update(tx, row.id, { passwordHash: await hashPassword(password) });
        const self: StaffSession = { id: 0, staff: staffView(updated) };
        await recordStaffAction(tx, {
          actor: self,
          action: 'staff.set_up',
          subjectKind: 'staff',
          subjectId: row.id,
          before: audited(row),
          after: audited(updated),
          at: now,
        });
        return { email: updated.email };
      });
    },
  };
}
