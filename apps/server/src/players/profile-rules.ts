import {
  birthdaySchema,
  isValidPostalCode,
  minAgeFor,
  parseBirthday,
  ruleMessage,
  stateFromPostalCode,
  type PlayerUpdateRequest,
  VALIDATION_RULES,
} from '@casino/contracts';
import { ValidationError } from '../http/errors';
import type { players } from './tables';

/** The answer to a verified player changing a verified identity field (PATCH /api/player). */
export const VERIFIED_IDENTITY_LOCKED = 'cannot be changed after your identity was verified; please contact support';

type PlayerRow = typeof players.$inferSelect;
/** The columns a profile update writes. */
type ProfileChanges = Partial<typeof players.$inferInsert>;

/** Field errors collected across the rules, in the order the rules run. */
class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  /** Throws them as one 422 when there are any. */
  throwAny(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationError(this.errors);
  }
}

/** A birthday of the form (DD/MM/YYYY) as the stored ISO date, or null when it is not a date. */
const isoBirthday = (value: string): string | null => parseBirthday(value)?.toISOString().slice(0, 10) ?? null;

/**
 * KYC: once the documents are approved, the identity they prove (names, personal id, date of
 * birth) is fixed and only support changes it. Answers the fields of the patch that would change
 * it; sending a field unchanged is fine. Empty for a player not verified.
 */
export function lockedIdentityFields(current: PlayerRow, patch: PlayerUpdateRequest): string[] {
  if (!current.verified) return [];
  const differs = (sent: string | undefined, stored: string | null) =>
    sent !== undefined && (sent === '' ? null : sent) !== stored;
  const changed: [string, boolean][] = [
    ['first_name', differs(patch.first_name, current.firstName)],
    ['last_name', differs(patch.last_name, current.lastName)],
    ['personal_id', differs(patch.personal_id, current.personalId)],
    ['date_of_birth', patch.date_of_birth !== undefined && isoBirthday(patch.date_of_birth) !== current.dateOfBirth],
  ];
  return changed.filter(([, differ]) => differ).map(([field]) => field);
}

/**
 * The country decides licence, currency and limits: a player sets it once, then only support
 * changes it. Answers the error of the patch's country, or the country to store (undefined: no change).
 */
export async function countryChange(
  current: PlayerRow,
  sent: string | undefined,
  exists: (code: string) => Promise<boolean>,
): Promise<{ error: string } | { country: string | undefined }> {
  if (sent === undefined || sent === current.country) return { country: undefined };
  if (current.country) return { error: VALIDATION_RULES.country_locked };
  if (!(await exists(sent))) return { error: ruleMessage('invalid_format', 'country') };
  return { country: sent };
}

/** The date of birth: a real date, and the licence's minimum age at `now` (minAgeFor). Answers the errors or the ISO date. */
export function birthdayChange(sent: string, licenseName: string, now: Date): { errors: string[] } | { date: string | null } {
  const parsed = birthdaySchema(now, minAgeFor(licenseName)).safeParse(sent);
  if (!parsed.success) return { errors: parsed.error.issues.map((issue) => issue.message) };
  return { date: isoBirthday(sent) };
}

/** PROF-07: an empty state follows the postal code, where the country's postal codes name one. */
export function derivedState(country: string | null, state: string | null, postalCode: string | null): string | null {
  if (state || !postalCode) return null;
  return stateFromPostalCode(country, postalCode) ?? null;
}

/** The free-text fields and flags: an empty string clears a field, an absent one leaves it. */
function plainChanges(patch: PlayerUpdateRequest): ProfileChanges {
  const text = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : value);
  return {
    firstName: text(patch.first_name),
    lastName: text(patch.last_name),
    nickname: text(patch.nickname),
    gender: patch.gender,
    city: text(patch.city),
    address: text(patch.address),
    state: text(patch.state),
    mobilePhone: text(patch.mobile_phone),
    personalId: text(patch.personal_id),
    profession: text(patch.profession),
    receivePromos: patch.receive_promos,
    receiveSmsPromos: patch.receive_sms_promos,
  };
}

/**
 * The columns a PATCH /api/player writes, after every rule (country, verified identity, date of
 * birth, postal code, derived state); a 422 with all the field errors when a rule refuses.
 */
export async function planProfileUpdate(
  current: PlayerRow,
  patch: PlayerUpdateRequest,
  context: { now: Date; countryExists(code: string): Promise<boolean> },
): Promise<ProfileChanges> {
  const errors = new FieldErrors();
  const changes: ProfileChanges = {};
  const country = await countryChange(current, patch.country, context.countryExists);
  if ('error' in country) errors.add('country', country.error);
  else if (country.country !== undefined) changes.country = country.country;
  const countryNow = changes.country ?? current.country;
  for (const field of lockedIdentityFields(current, patch)) errors.add(field, VERIFIED_IDENTITY_LOCKED);
  // A verified player's identity errors answer alone, before the form rules of those fields.
  if (current.verified) errors.throwAny();
  if (patch.date_of_birth !== undefined) {
    const birthday = birthdayChange(patch.date_of_birth, current.licenseName, context.now);
    if ('errors' in birthday) for (const message of birthday.errors) errors.add('date_of_birth', message);
    else if (birthday.date) changes.dateOfBirth = birthday.date;
  }
  if (patch.postal_code !== undefined && patch.postal_code !== '') {
    if (!isValidPostalCode(countryNow, patch.postal_code))
      errors.add('postal_code', ruleMessage('postal_code', 'postal_code', countryNow ?? 'your country'));
    else changes.postalCode = patch.postal_code.toUpperCase();
  }
  errors.throwAny();
  Object.assign(changes, plainChanges(patch));
  const state = derivedState(
    countryNow,
    changes.state === undefined ? current.state : changes.state,
    changes.postalCode ?? current.postalCode,
  );
  if (state) changes.state = state;
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
