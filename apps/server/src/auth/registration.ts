import { ACCOUNT_MESSAGES, localeForCountry, type RegistrationRequest, VALIDATION_RULES, ruleMessage } from '@casino/contracts';
import type { Tx } from '../db/client';
import { ValidationError, forbidden } from '../http/errors';
import { abGroupOf, addGroups } from '../players';
import { emailHolder, insertAccount, type AccountRow } from './account-rows';
import type { AuthDeps, Visitor } from './context';
import { normalizeEmail } from './context';
import { recordAttempt } from './login-attempts';
import { issueMailToken } from './mail-tokens';
import { hashPassword, newPasswordProblem } from './passwords';
import { captchaError, isRestrictedCountry, openSession, type SignedIn } from './sign-in';
import { LIMITS } from './throttle';

const RESTRICTED_REGISTRATION = VALIDATION_RULES.restricted_registration;

type RegistrationInput = RegistrationRequest['user'];

/** The licence a new account plays under: the Estonian one for a player from Estonia, Curaçao's for everyone else. */
export const licenceFor = (country: string | null): 'EE' | 'CW' => (country === 'EE' ? 'EE' : 'CW');

/**
 * The field errors of a registration (422), after the rules that need the database: a weak
 * password, a currency not offered, an unknown country, an address already taken. A country
 * chosen in the form that is restricted is refused outright (403), like the visitor's own.
 */
async function registrationErrors(deps: Pick<AuthDeps, 'db' | 'info'>, input: RegistrationInput, email: string) {
  const errors: Record<string, string[]> = {};
  const weak = newPasswordProblem(input.password, input.email);
  if (weak) errors['password'] = [weak];
  const currencies = await deps.info.currencies();
  if (!currencies.enabled.includes(input.currency))
    errors['currency'] = [ruleMessage('currency_not_allowed', 'currency', input.currency)];
  if (input.country && !(await deps.info.country(input.country))) errors['country'] = [ruleMessage('invalid_format', 'country')];
  else if (input.country && (await isRestrictedCountry(deps.info, input.country))) throw forbidden(RESTRICTED_REGISTRATION);
  const taken = await emailHolder(deps.db, email);
  // A closed account is reopened by support only (docs/decisions/018-account-closure.md).
  if (taken) errors['email'] = [taken.closedAt ? ACCOUNT_MESSAGES.closedEmail : VALIDATION_RULES.taken];
  return errors;
}

/**
 * Registration (AUTH-01): the country, the per-address limit and the captcha first, then the
 * field rules; the account, its first wallet, its A/B group, the confirmation mail, the login
 * history row and the session are written in one transaction.
 */
export function createRegistration(deps: AuthDeps): (input: RegistrationInput, visitor: Visitor) => Promise<SignedIn> {
  const { db, clock } = deps;

  /** The new account's row, before its password hash and the time are added. */
  const accountOf = (input: RegistrationInput, email: string, visitor: Visitor) => {
    const country = input.country ?? visitor.country;
    return {
      email,
      country,
      currency: input.currency,
      locale: input.locale ?? visitor.locale ?? localeForCountry(country),
      licenseName: licenceFor(country),
      receivePromos: input.receive_promos ?? false,
      receiveSmsPromos: input.receive_sms_promos ?? false,
      lastSignInIp: visitor.ip,
      signInCount: 1,
    };
  };

  /** Everything a new account starts with, in the registration's transaction. */
  async function setUp(tx: Tx, player: AccountRow, currency: string, visitor: Visitor, now: Date): Promise<SignedIn> {
    // The wallet of the chosen currency opens with the account: header, cashbox and game agree from the start.
    await deps.openWallet(tx, player.id, currency);
    await addGroups(tx, deps.outbox, player.id, [abGroupOf(player.id)], now);
    await issueMailToken(deps, tx, player, 'confirmation', player.email);
    await recordAttempt(tx, {
      email: player.email,
      playerId: player.id,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      dfpc: visitor.dfpc,
      success: true,
      reason: 'registration',
      at: now,
    });
    return openSession(deps, player.id, visitor, tx);
  }

  return async (input, visitor) => {
    if (await isRestrictedCountry(deps.info, visitor.country)) throw forbidden(RESTRICTED_REGISTRATION);
    // Accounts created count, not refused attempts: a typing mistake costs nothing (checked again in the transaction).
    await deps.throttle.check('registration', visitor.ip, LIMITS.registrationPerIp);
    if (!(await deps.captcha.verify(input.captcha))) throw captchaError(input.captcha);
    const email = normalizeEmail(input.email);
    const errors = await registrationErrors(deps, input, email);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const account = { ...accountOf(input, email, visitor), passwordHash, termsAcceptedAt: now, currentSignInAt: now };
    const signedIn = await db.transaction(async (tx) => {
      const player = await insertAccount(tx, { ...account, createdAt: now, updatedAt: now });
      // Two registrations of one address at once: the unique index lets one through.
      if (!player) throw new ValidationError({ email: [VALIDATION_RULES.taken] });
      await deps.throttle.hitIn(tx, 'registration', visitor.ip, LIMITS.registrationPerIp);
      return setUp(tx, player, input.currency, visitor, now);
    });
    deps.outbox.kick();
    return signedIn;
  };
}
