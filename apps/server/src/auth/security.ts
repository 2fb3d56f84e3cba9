import { and, desc, eq, sql } from 'drizzle-orm';
import { isLocale, VALIDATION_RULES } from '@casino/contracts';
import { ValidationError, conflict } from '../http/errors';
// auth owns the credential columns of the players row (docs/architecture.md §2).
import { players } from '../players/tables';
import type { AuthDeps } from './context';
import { normalizeEmail } from './context';
import { issueMailToken } from './mail-tokens';
import { hashPassword, newPasswordProblem } from './passwords';
import { createPasswordCheck } from './reauth';
import { loginAttempts } from './tables';

export interface SecurityService {
  /** Ends one session (logout) and its realtime connections. */
  signOut(sessionId: number): Promise<void>;
  /** Ends every other session of the player; answers how many. */
  endOtherSessions(playerId: number, keep: number): Promise<number>;
  // `ip` is the caller's address: a wrong re-entered password is logged with it and counts
  // towards the sign-in lock-out (lockout.ts).
  changePassword(playerId: number, sessionId: number, current: string, next: string, ip?: string): Promise<void>;
  /**
   * Sends a confirmation to the new address; it becomes the sign-in address once confirmed. The
   * current address is told at once, so an owner whose session was taken over can react.
   */
  changeEmail(playerId: number, email: string, password: string, ip?: string): Promise<void>;
  setupTwoFactor(
    playerId: number,
    password: string,
    ip?: string,
  ): Promise<{ secret: string; otpauth_url: string; qr_svg: string }>;
  confirmTwoFactor(playerId: number, code: string): Promise<string[]>;
  /** Switches two-factor off (password and a code) and mails the owner. */
  disableTwoFactor(playerId: number, password: string, code: string, ip?: string): Promise<void>;
  acceptTerms(playerId: number): Promise<void>;
  loginHistory(playerId: number): Promise<(typeof loginAttempts.$inferSelect)[]>;
}

export function createSecurityService(deps: AuthDeps): SecurityService {
  const { db, clock } = deps;
  const checkPassword = createPasswordCheck(deps);
  const localeOf = (row: { locale: string | null }) => (row.locale && isLocale(row.locale) ? row.locale : 'en');

  return {
    async signOut(sessionId) {
      await deps.sessions.revoke(sessionId);
      deps.disconnectSessions([sessionId]);
    },
    async endOtherSessions(playerId, keep) {
      const ended = await deps.sessions.revokeOthers(playerId, keep);
      deps.disconnectSessions(ended);
      return ended.length;
    },
    async changePassword(playerId, sessionId, current, next, ip) {
      const row = await checkPassword(playerId, current, { field: 'current_password', ip });
      const weak = newPasswordProblem(next, row.email);
      if (weak) throw new ValidationError({ password: [weak] });
      const passwordHash = await hashPassword(next);
      const ended = await db.transaction(async (tx) => {
        await tx.update(players).set({ passwordHash, updatedAt: clock.now() }).where(eq(players.id, playerId));
        await deps.mailer.queue(tx, {
          playerId,
          to: row.email,
          kind: 'password_changed',
          locale: isLocale(row.locale) ? row.locale : 'en',
          vars: {},
        });
        // Whoever knew the old password is signed out everywhere but here.
        return deps.sessions.revokeOthers(playerId, sessionId, tx);
      });
      deps.disconnectSessions(ended);
      deps.outbox.kick();
    },
    async changeEmail(playerId, email, password, ip) {
      const row = await checkPassword(playerId, password, { ip });
      const normalized = normalizeEmail(email);
      const [taken] = await db
        .select({ id: players.id })
        .from(players)
        .where(eq(sql`lower(${players.email})`, normalized));
      if (taken)
        throw new ValidationError({ email: [taken.id === playerId ? VALIDATION_RULES.current_address : VALIDATION_RULES.taken] });
      await db.transaction(async (tx) => {
        await issueMailToken(deps, tx, row, 'confirmation', normalized);
        await deps.mailer.queue(tx, {
          playerId,
          to: row.email,
          kind: 'email_change_requested',
          locale: localeOf(row),
          vars: { email: normalized },
        });
      });
      deps.outbox.kick();
    },
    async setupTwoFactor(playerId, password, ip) {
      const row = await checkPassword(playerId, password, { ip });
      if (await deps.twoFactor.enabled(playerId)) throw conflict(VALIDATION_RULES.two_factor_on);
      return deps.twoFactor.setup(playerId, row.email);
    },
    async confirmTwoFactor(playerId, code) {
      const codes = await deps.twoFactor.confirm(playerId, code);
      if (!codes) throw new ValidationError({ code: [VALIDATION_RULES.code_invalid] });
      return codes;
    },
    async disableTwoFactor(playerId, password, code, ip) {
      const row = await checkPassword(playerId, password, { ip });
      if (!(await deps.twoFactor.check(playerId, code))) throw new ValidationError({ code: [VALIDATION_RULES.code_invalid] });
      await db.transaction(async (tx) => {
        await deps.twoFactor.disable(playerId, tx);
        await deps.mailer.queue(tx, { playerId, to: row.email, kind: 'two_factor_disabled', locale: localeOf(row), vars: {} });
      });
      deps.outbox.kick();
    },
    async acceptTerms(playerId) {
      await db.update(players).set({ termsAcceptedAt: clock.now(), updatedAt: clock.now() }).where(eq(players.id, playerId));
    },
    async loginHistory(playerId) {
      return db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.playerId, playerId)))
        .orderBy(desc(loginAttempts.id))
        .limit(20);
    },
  };
}
