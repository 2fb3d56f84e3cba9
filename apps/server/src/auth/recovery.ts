import { eq, sql } from 'drizzle-orm';
import { isLocale, VALIDATION_RULES } from '@casino/contracts';
import type { Tx } from '../db/client';
import { ValidationError } from '../http/errors';
// auth owns the credential columns of the players row (docs/architecture.md §2).
import { players } from '../players/tables';
import type { AuthDeps, Visitor } from './context';
import { normalizeEmail } from './context';
import { consumeMailToken, issueMailToken } from './mail-tokens';
import { hashPassword, newPasswordProblem } from './passwords';
import { LIMITS } from './throttle';

export interface RecoveryService {
  /** Sends a reset link when the address has an account; the answer never tells which. */
  requestReset(email: string, visitor: Visitor): Promise<void>;
  /** Sets a new password with a reset token; ends every session. Two-factor stays on. */
  resetPassword(token: string, password: string): Promise<void>;
  /**
   * A staff member's forced reset (docs/decisions/070-player-page-and-rg-actions.md), in the
   * caller's transaction: the password stops working, a reset link is mailed through the usual
   * flow, every session ends. Answers the ended session ids (to disconnect after commit), or
   * null when there is no such player.
   */
  forceReset(tx: Tx, playerId: number): Promise<number[] | null>;
  /** Confirms the address a confirmation token was sent to. */
  confirm(token: string): Promise<{ email: string }>;
  /** Sends the confirmation mail again (422 on the email field when there is nothing to confirm). */
  /**
   * Sends a new confirmation link. A guest must solve a captcha; a logged-in player resending to
   * their own address (the header notice, AUTH-20) need not, the session vouches for them.
   */
  resendConfirmation(email: string, captcha: string | undefined, visitor: Visitor, sessionPlayerId?: number): Promise<void>;
}

export function createRecoveryService(deps: AuthDeps): RecoveryService {
  const { db, clock } = deps;
  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(players)
        .where(eq(sql`lower(${players.email})`, normalizeEmail(email)))
        .limit(1)
    )[0];

  return {
    async requestReset(email, visitor) {
      const normalized = normalizeEmail(email);
      await deps.throttle.hit('reset', visitor.ip, LIMITS.resetPerIp);
      const player = await byEmail(normalized);
      if (!player) return;
      // Per account, silently: answering 429 here would tell that the address has an account.
      try {
        await deps.throttle.hit('reset-account', String(player.id), LIMITS.resetPerAccount);
      } catch {
        return;
      }
      await db.transaction((tx) => issueMailToken(deps, tx, player, 'reset', player.email));
      deps.outbox.kick();
    },

    async resetPassword(token, password) {
      const weak = newPasswordProblem(password);
      if (weak) throw new ValidationError({ password: [weak] });
      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        const spent = await consumeMailToken(deps, tx, 'reset', token);
        if (!spent) throw new ValidationError({ reset_password_token: [VALIDATION_RULES.expired] });
        const [player] = await tx
          .update(players)
          .set({ passwordHash, lockedUntil: null, updatedAt: clock.now() })
          .where(eq(players.id, spent.playerId))
          .returning();
        if (!player) throw new ValidationError({ reset_password_token: [VALIDATION_RULES.expired] });
        await deps.mailer.queue(tx, {
          playerId: player.id,
          to: player.email,
          kind: 'password_changed',
          locale: isLocale(player.locale) ? player.locale : 'en',
          vars: {},
        });
        return deps.sessions.revokeOthers(player.id, null, tx);
      });
      deps.disconnectSessions(ended);
      deps.outbox.kick();
    },

    async forceReset(tx, playerId) {
      const [player] = await tx
        .update(players)
        .set({ passwordHash: null, updatedAt: clock.now() })
        .where(eq(players.id, playerId))
        .returning();
      if (!player) return null;
      await issueMailToken(deps, tx, player, 'reset', player.email);
      return deps.sessions.revokeOthers(player.id, null, tx);
    },

    async confirm(token) {
      return db.transaction(async (tx) => {
        const spent = await consumeMailToken(deps, tx, 'confirmation', token);
        if (!spent) throw new ValidationError({ confirmation_token: [VALIDATION_RULES.confirmation_invalid] });
        // An email change confirms the new address: it becomes the sign-in address now.
        const taken = await tx
          .select({ id: players.id })
          .from(players)
          .where(eq(sql`lower(${players.email})`, spent.email));
        if (taken.some((p) => p.id !== spent.playerId)) throw new ValidationError({ email: [VALIDATION_RULES.taken] });
        await tx
          .update(players)
          .set({ email: spent.email, confirmedAt: clock.now(), updatedAt: clock.now() })
          .where(eq(players.id, spent.playerId));
        return { email: spent.email };
      });
    },

    async resendConfirmation(email, captcha, visitor, sessionPlayerId) {
      const own = sessionPlayerId === undefined ? undefined : await byEmail(email);
      const vouched = own !== undefined && own?.id === sessionPlayerId;
      if (!vouched && !(await deps.captcha.verify(captcha))) {
        throw new ValidationError({ captcha: [captcha ? VALIDATION_RULES.expired : VALIDATION_RULES.missing] });
      }
      await deps.throttle.hit('resend', visitor.ip, LIMITS.resendPerIp);
      const player = vouched ? own : await byEmail(email);
      if (!player) throw new ValidationError({ email: [VALIDATION_RULES.not_found] });
      if (player.confirmedAt) throw new ValidationError({ email: [VALIDATION_RULES.already_confirmed] });
      await deps.throttle.hit('resend-account', String(player.id), LIMITS.resendPerAccount);
      await db.transaction((tx) => issueMailToken(deps, tx, player, 'confirmation', player.email));
      deps.outbox.kick();
    },
  };
}
