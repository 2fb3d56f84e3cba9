import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, isLocale, localeForCountry, type RegistrationRequest, type SignInRequest } from '@casino/contracts';
import type { Tx } from '../db/client';
import { ValidationError, forbidden } from '../http/errors';
import { abGroupOf, addGroups } from '../players';
// auth owns the credential columns of the players row (docs/architecture.md §2).
import { players } from '../players/tables';
import type { AuthDeps, Visitor } from './context';
import { normalizeEmail } from './context';
import { issueMailToken } from './mail-tokens';
import { hashPassword, newPasswordProblem, verifyPassword } from './passwords';
import { loginAttempts } from './tables';
import { CAPTCHA_AFTER_FAILURES, COUNTED_FAILURES, FAILURE_WINDOW_MS, LOCK_AFTER_FAILURES, LOCK_MS } from './reauth';
import { LIMITS, tooManyRequests } from './throttle';

/**
 * Failed sign-ins (and wrong re-entered passwords, reauth.ts) on one address within the window
 * before a captcha is required, and before the account is locked for LOCK_MS with a mail to the owner.
 */
export { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS, LOCK_AFTER_FAILURES, LOCK_MS } from './reauth';
/** Failed sign-ins from one network address within the window, whatever the account. */
export const IP_FAILURES_LIMIT = 30;

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const RESTRICTED_REGISTRATION = 'Registration restricted in your country';
export const RESTRICTED_LOGIN = 'Login not available in your country';

/** Reasons that count towards captcha and lock: a wrong secret, not a missing captcha. */
const COUNTED = COUNTED_FAILURES;

export interface SignedIn {
  playerId: number;
  token: string;
  sessionId: number;
  expiresAt: Date;
}

export interface AuthService {
  register(input: RegistrationRequest['user'], visitor: Visitor): Promise<SignedIn>;
  signIn(input: SignInRequest['user'], visitor: Visitor): Promise<SignedIn>;
  emailAvailable(email: string): Promise<boolean>;
}

export function createAuthService(deps: AuthDeps): AuthService {
  const { db, clock, info } = deps;

  async function restricted(country: string | null): Promise<boolean> {
    if (!country) return false;
    return ((await info.country(country))?.restriction ?? 'none') !== 'none';
  }

  async function failures(column: 'email' | 'ip', value: string): Promise<number> {
    const since = new Date(clock.now().getTime() - FAILURE_WINDOW_MS);
    const where = and(
      eq(column === 'email' ? loginAttempts.email : loginAttempts.ip, value),
      eq(loginAttempts.success, false),
      inArray(loginAttempts.reason, COUNTED),
      gt(loginAttempts.at, since),
    );
    const [row] = await db.select({ n: count() }).from(loginAttempts).where(where);
    return Number(row?.n ?? 0);
  }

  async function record(email: string, playerId: number | null, visitor: Visitor, success: boolean, reason: string | null) {
    await db.insert(loginAttempts).values({
      email,
      playerId,
      ip: visitor.ip,
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
      dfpc: visitor.dfpc?.slice(0, 200) ?? null,
      success,
      reason,
      at: clock.now(),
    });
  }

  async function emailAvailable(email: string): Promise<boolean> {
    const [row] = await db
      .select({ id: players.id })
      .from(players)
      .where(eq(sql`lower(${players.email})`, normalizeEmail(email)));
    return !row;
  }

  async function requireCaptcha(payload: string | undefined): Promise<void> {
    if (!(await deps.captcha.verify(payload))) {
      throw new ValidationError({ captcha: [payload ? 'is invalid or has expired' : 'is required'] });
    }
  }

  /** Opens the session in the sign-in transaction and ends the one the browser held before. */
  async function openSession(playerId: number, visitor: Visitor, tx: Tx) {
    const opened = await deps.sessions.create(playerId, { ip: visitor.ip, userAgent: visitor.userAgent }, tx);
    return { playerId, token: opened.token, sessionId: opened.session.id, expiresAt: opened.expiresAt };
  }

  return {
    emailAvailable,

    async register(input, visitor) {
      if (await restricted(visitor.country)) throw forbidden(RESTRICTED_REGISTRATION);
      await deps.throttle.hit('registration', visitor.ip, LIMITS.registrationPerIp);
      await requireCaptcha(input.captcha);
      const errors: Record<string, string[]> = {};
      const weak = newPasswordProblem(input.password, input.email);
      if (weak) errors['password'] = [weak];
      const currencies = await info.currencies();
      if (!currencies.enabled.includes(input.currency)) errors['currency'] = [`${input.currency} is not available`];
      const country = input.country ?? visitor.country;
      if (input.country && !(await info.country(input.country))) errors['country'] = ['is invalid'];
      else if (input.country && (await restricted(input.country))) throw forbidden(RESTRICTED_REGISTRATION);
      const email = normalizeEmail(input.email);
      const [taken] = await db
        .select({ closedAt: players.closedAt })
        .from(players)
        .where(eq(sql`lower(${players.email})`, email));
      // A closed account is reopened by support only (docs/decisions/018-account-closure.md).
      if (taken) errors['email'] = [taken.closedAt ? ACCOUNT_MESSAGES.closedEmail : 'has already been taken'];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);

      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const signedIn = await db.transaction(async (tx) => {
        const [player] = await tx
          .insert(players)
          .values({
            email,
            passwordHash,
            country,
            currency: input.currency,
            locale: input.locale ?? visitor.locale ?? localeForCountry(country),
            licenseName: country === 'EE' ? 'EE' : 'CW',
            receivePromos: input.receive_promos ?? false,
            receiveSmsPromos: input.receive_sms_promos ?? false,
            termsAcceptedAt: now,
            currentSignInAt: now,
            lastSignInIp: visitor.ip,
            signInCount: 1,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        // Two registrations of one address at once: the unique index lets one through.
        if (!player) throw new ValidationError({ email: ['has already been taken'] });
        // The wallet of the chosen currency opens with the account: header, cashbox and game agree from the start.
        await deps.openWallet(tx, player.id, input.currency);
        await addGroups(tx, deps.outbox, player.id, [abGroupOf(player.id)], now);
        await issueMailToken(deps, tx, player, 'confirmation', email);
        await tx.insert(loginAttempts).values({
          email,
          playerId: player.id,
          ip: visitor.ip,
          userAgent: visitor.userAgent?.slice(0, 500) ?? null,
          dfpc: visitor.dfpc?.slice(0, 200) ?? null,
          success: true,
          reason: 'registration',
          at: now,
        });
        return openSession(player.id, visitor, tx);
      });
      deps.outbox.kick();
      return signedIn;
    },

    async signIn(input, visitor) {
      const email = normalizeEmail(input.email);
      if (await restricted(visitor.country)) {
        await record(email, null, visitor, false, 'restricted');
        throw forbidden(RESTRICTED_LOGIN);
      }
      if ((await failures('ip', visitor.ip)) >= IP_FAILURES_LIMIT) throw tooManyRequests(FAILURE_WINDOW_MS);
      const [player] = await db
        .select()
        .from(players)
        .where(eq(sql`lower(${players.email})`, email))
        .limit(1);
      const now = clock.now();
      if (player?.lockedUntil && player.lockedUntil > now) {
        await record(email, player.id, visitor, false, 'locked');
        const minutes = Math.ceil((player.lockedUntil.getTime() - now.getTime()) / 60_000);
        throw tooManyRequests(
          player.lockedUntil.getTime() - now.getTime(),
          `Too many failed sign-in attempts. Try again in ${minutes} minutes or reset your password.`,
        );
      }
      const failed = await failures('email', email);
      if (failed >= CAPTCHA_AFTER_FAILURES && !(await deps.captcha.verify(input.captcha))) {
        await record(email, player?.id ?? null, visitor, false, 'captcha');
        throw new ValidationError({ captcha: [input.captcha ? 'is invalid or has expired' : 'is required'] });
      }
      const fail = async (reason: 'password' | 'otp', errors: Record<string, string[]>) => {
        await record(email, player?.id ?? null, visitor, false, reason);
        if (player && failed + 1 >= LOCK_AFTER_FAILURES) {
          await db.transaction(async (tx) => {
            await tx
              .update(players)
              .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
              .where(eq(players.id, player.id));
            await deps.mailer.queue(tx, {
              playerId: player.id,
              to: player.email,
              kind: 'lock',
              locale: isLocale(player.locale) ? player.locale : 'en',
              vars: { minutes: String(LOCK_MS / 60_000) },
            });
          });
          deps.outbox.kick();
          throw tooManyRequests(
            LOCK_MS,
            `Too many failed sign-in attempts. Try again in ${LOCK_MS / 60_000} minutes or reset your password.`,
          );
        }
        throw new ValidationError(errors);
      };
      if (!player || !(await verifyPassword(player.passwordHash, input.password))) {
        return fail('password', { base: [INVALID_CREDENTIALS] });
      }
      if (await deps.twoFactor.enabled(player.id)) {
        if (!input.otp_attempt) {
          await record(email, player.id, visitor, false, 'otp_required');
          throw new ValidationError({ otp_attempt: ['is required: enter the code from your authenticator app'] });
        }
        if (!(await deps.twoFactor.check(player.id, input.otp_attempt))) {
          return fail('otp', { otp_attempt: ['is invalid or was already used'] });
        }
      }
      // During a cooling-off or self-exclusion the session opened here is restricted (the guard
      // lets it read the balance, withdraw it and see the limits, nothing else), so the balance
      // is never stranded (docs/decisions/012-limits.md).
      const excluded = (await deps.signInRefusal?.(player.id)) ?? null;
      // A closed account is refused after the password, so a stranger learns nothing; the
      // update re-checks it under the row lock, so a closure at the same moment wins.
      const refuseClosed = async () => {
        await record(email, player.id, visitor, false, 'closed');
        return forbidden(ACCOUNT_MESSAGES.closed);
      };
      if (player.closedAt) throw await refuseClosed();
      const signedIn = await db.transaction(async (tx) => {
        const [open] = await tx
          .update(players)
          .set({
            lastSignInAt: player.currentSignInAt,
            currentSignInAt: now,
            lastSignInIp: visitor.ip,
            signInCount: sql`${players.signInCount} + 1`,
            lockedUntil: null,
          })
          .where(and(eq(players.id, player.id), isNull(players.closedAt)))
          .returning({ id: players.id });
        if (!open) return null;
        await tx.insert(loginAttempts).values({
          email,
          playerId: player.id,
          ip: visitor.ip,
          userAgent: visitor.userAgent?.slice(0, 500) ?? null,
          dfpc: visitor.dfpc?.slice(0, 200) ?? null,
          success: true,
          reason: excluded ? 'restricted' : null,
          at: now,
        });
        return openSession(player.id, visitor, tx);
      });
      if (!signedIn) throw await refuseClosed();
      if (visitor.sessionId !== undefined) {
        await deps.sessions.revoke(visitor.sessionId);
        deps.disconnectSessions([visitor.sessionId]);
      }
      return signedIn;
    },
  };
}
