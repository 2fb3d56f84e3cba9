import { ACCOUNT_MESSAGES, type SignInRequest, VALIDATION_RULES } from '@casino/contracts';
import type { Tx } from '../db/client';
import { ValidationError, forbidden, tooManyRequests } from '../http/errors';
import { accountByEmail, markSignedIn, type AccountRow } from './account-rows';
import type { AuthDeps, Visitor } from './context';
import { normalizeEmail } from './context';
import { countFailures, recordAttempt } from './login-attempts';
import { CAPTCHA_AFTER_FAILURES, COUNTED_FAILURES, FAILURE_WINDOW_MS, createLockOut, lockedError, lockTimeLeft } from './lockout';
import { verifyPassword } from './passwords';

/** Failed sign-ins from one network address within the window, whatever the account. */
const IP_FAILURES_LIMIT = 30;
const INVALID_CREDENTIALS = VALIDATION_RULES.invalid_credentials;
const RESTRICTED_LOGIN = VALIDATION_RULES.restricted_login;

export interface SignedIn {
  playerId: number;
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/** The 422 of a missing or wrong captcha, on the captcha field. */
export const captchaError = (payload: string | undefined): ValidationError =>
  new ValidationError({ captcha: [payload ? VALIDATION_RULES.expired : VALIDATION_RULES.missing] });

/** Whether visitors of the country may not sign in or register (a full or partial restriction). */
export async function isRestrictedCountry(info: AuthDeps['info'], country: string | null): Promise<boolean> {
  if (!country) return false;
  return ((await info.country(country))?.restriction ?? 'none') !== 'none';
}

/** Opens the session in the caller's transaction (sign-in or registration). */
export async function openSession(
  deps: Pick<AuthDeps, 'sessions'>,
  playerId: number,
  visitor: Visitor,
  tx: Tx,
): Promise<SignedIn> {
  const opened = await deps.sessions.create(playerId, { ip: visitor.ip, userAgent: visitor.userAgent }, tx);
  return { playerId, token: opened.token, sessionId: opened.session.id, expiresAt: opened.expiresAt };
}

/**
 * Sign-in (AUTH-11): the checks run in this order, each refused attempt written to the login
 * history: the visitor's country, the per-address limit, the account's lock, the captcha after
 * repeated failures, the password, the two-factor code, a closed account. Wrong secrets count
 * towards the lock-out (lockout.ts), whose lock reached here leaves the player's sessions alone.
 * A successful sign-in ends the session the browser held before (rotation).
 */
export function createSignIn(deps: AuthDeps): (input: SignInRequest['user'], visitor: Visitor) => Promise<SignedIn> {
  const { db, clock } = deps;
  const lockOut = createLockOut(deps);

  /** Writes one attempt of this sign-in to the login history. */
  const logAttempt = (email: string, playerId: number | null, visitor: Visitor, success: boolean, reason: string | null) =>
    recordAttempt(db, {
      email,
      playerId,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      dfpc: visitor.dfpc,
      success,
      reason,
      at: clock.now(),
    });

  /** A wrong password or code: counted by the lock-out (which throws 429 when it locks), else 422. */
  async function wrongSecret(
    email: string,
    player: AccountRow | undefined,
    visitor: Visitor,
    reason: 'password' | 'otp',
    errors: Record<string, string[]>,
  ): Promise<never> {
    const attempt = {
      email,
      playerId: player?.id ?? null,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      dfpc: visitor.dfpc,
      reason,
    };
    await lockOut.fail('sign-in', attempt, player ?? null);
    throw new ValidationError(errors);
  }

  /** The checks before the password: country, address limit, lock, captcha. Answers the account, if the address has one. */
  async function admit(email: string, input: SignInRequest['user'], visitor: Visitor): Promise<AccountRow | undefined> {
    if (await isRestrictedCountry(deps.info, visitor.country)) {
      await logAttempt(email, null, visitor, false, 'restricted');
      throw forbidden(RESTRICTED_LOGIN);
    }
    const since = new Date(clock.now().getTime() - FAILURE_WINDOW_MS);
    if ((await countFailures(db, { ip: visitor.ip }, COUNTED_FAILURES, since)) >= IP_FAILURES_LIMIT) {
      throw tooManyRequests(FAILURE_WINDOW_MS);
    }
    const player = await accountByEmail(db, email);
    const left = player ? lockTimeLeft(player.lockedUntil, clock.now()) : null;
    if (player && left !== null) {
      await logAttempt(email, player.id, visitor, false, 'locked');
      throw lockedError(left);
    }
    if ((await lockOut.failures(email)) >= CAPTCHA_AFTER_FAILURES && !(await deps.captcha.verify(input.captcha))) {
      await logAttempt(email, player?.id ?? null, visitor, false, 'captcha');
      throw captchaError(input.captcha);
    }
    return player;
  }

  /** The second factor, when the player has it on: a missing code is asked for, a wrong one is a counted guess. */
  async function checkSecondFactor(email: string, player: AccountRow, otp: string | undefined, visitor: Visitor): Promise<void> {
    if (!(await deps.twoFactor.enabled(player.id))) return;
    if (!otp) {
      await logAttempt(email, player.id, visitor, false, 'otp_required');
      throw new ValidationError({ otp_attempt: [VALIDATION_RULES.otp_required] });
    }
    if (!(await deps.twoFactor.check(player.id, otp))) {
      await wrongSecret(email, player, visitor, 'otp', { otp_attempt: [VALIDATION_RULES.code_invalid] });
    }
  }

  /** Writes the sign-in and opens the session in one transaction; null when the account was closed meanwhile. */
  async function open(email: string, player: AccountRow, visitor: Visitor, excluded: string | null): Promise<SignedIn | null> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (!(await markSignedIn(tx, player, visitor.ip, now))) return null;
      await recordAttempt(tx, {
        email,
        playerId: player.id,
        ip: visitor.ip,
        userAgent: visitor.userAgent,
        dfpc: visitor.dfpc,
        success: true,
        reason: excluded ? 'restricted' : null,
        at: now,
      });
      return openSession(deps, player.id, visitor, tx);
    });
  }

  return async (input, visitor) => {
    const email = normalizeEmail(input.email);
    const player = await admit(email, input, visitor);
    if (!player || !(await verifyPassword(player.passwordHash, input.password))) {
      return wrongSecret(email, player, visitor, 'password', { base: [INVALID_CREDENTIALS] });
    }
    await checkSecondFactor(email, player, input.otp_attempt, visitor);
    // During a cooling-off or self-exclusion the session opened here is restricted (the guard
    // lets it read the balance, withdraw it and see the limits, nothing else), so the balance
    // is never stranded (docs/decisions/012-limits.md).
    const excluded = (await deps.signInRefusal?.(player.id)) ?? null;
    // A closed account is refused after the password, so a stranger learns nothing; the
    // update re-checks it under the row lock, so a closure at the same moment wins.
    const refuseClosed = async () => {
      await logAttempt(email, player.id, visitor, false, 'closed');
      return forbidden(ACCOUNT_MESSAGES.closed);
    };
    if (player.closedAt) throw await refuseClosed();
    if (player.blockedAt) {
      await logAttempt(email, player.id, visitor, false, 'blocked');
      throw forbidden(ACCOUNT_MESSAGES.blocked);
    }
    const signedIn = await open(email, player, visitor, excluded);
    if (!signedIn) throw await refuseClosed();
    if (visitor.sessionId !== undefined) {
      await deps.sessions.revoke(visitor.sessionId);
      deps.disconnectSessions([visitor.sessionId]);
    }
    return signedIn;
  };
}
