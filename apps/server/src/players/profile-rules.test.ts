import { describe, expect, it } from 'vitest';
import { ValidationError } from '../http/errors';
import type { players } from './tables';
import {
  VERIFIED_IDENTITY_LOCKED,
  birthdayChange,
  countryChange,
  derivedState,
  lockedIdentityFields,
  planProfileUpdate,
} from './profile-rules';

const NOW = new Date('2026-11-15T12:00:00Z');

/** A stored player row with the fields the rules read. */
function rowOf(fields: Partial<typeof players.$inferSelect> = {}): typeof players.$inferSelect {
  return {
    id: 1,
    email: 'ada@example.com',
    passwordHash: null,
    nickname: null,
    locale: 'en',
    createdAt: NOW,
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    gender: null,
    country: null,
    city: null,
    address: null,
    postalCode: null,
    state: null,
    mobilePhone: null,
    personalId: null,
    profession: null,
    receivePromos: false,
    receiveSmsPromos: false,
    currency: 'EUR',
    licenseName: 'CW',
    statusId: 1,
    confirmedAt: null,
    termsAcceptedAt: null,
    currentSignInAt: null,
    lastSignInAt: null,
    lastSignInIp: null,
    signInCount: 0,
    depositBonusCode: null,
    canIssueBonuses: true,
    autoregistered: false,
    verified: false,
    sumsubVerified: false,
    sowQuestionnaireExpiresAt: null,
    lockedUntil: null,
    closedAt: null,
    closureReason: null,
    blockedAt: null,
    updatedAt: NOW,
    ...fields,
  };
}

const exists = async (code: string) => ['DE', 'EE', 'CA'].includes(code);

describe('profile rules', () => {
  it('PROF-01 a verified identity is fixed: changing a name, the personal id or the birthday is refused, resending it is not', () => {
    const verified = rowOf({
      verified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      personalId: 'X1',
      dateOfBirth: '1990-12-10',
    });
    expect(lockedIdentityFields(verified, { first_name: 'Eve', personal_id: '', date_of_birth: '11/12/1990' })).toEqual([
      'first_name',
      'personal_id',
      'date_of_birth',
    ]);
    expect(lockedIdentityFields(verified, { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1990' })).toEqual([]);
    expect(lockedIdentityFields(rowOf(), { first_name: 'Eve' })).toEqual([]);
  });

  it('PROF-03 the country is set once, from the known countries; changing it is for support', async () => {
    expect(await countryChange(rowOf(), 'DE', exists)).toEqual({ country: 'DE' });
    expect(await countryChange(rowOf(), 'ZZ', exists)).toMatchObject({ error: expect.any(String) });
    expect(await countryChange(rowOf({ country: 'DE' }), 'EE', exists)).toEqual({
      error: 'cannot be changed; please contact support',
    });
    expect(await countryChange(rowOf({ country: 'DE' }), 'DE', exists)).toEqual({ country: undefined });
  });

  it("VAL the date of birth meets the licence's minimum age: 18 under Curaçao, 21 under the Estonian licence", () => {
    expect(birthdayChange('15/11/2008', 'CW', NOW)).toEqual({ date: '2008-11-15' });
    expect(birthdayChange('15/11/2008', 'EE', NOW)).toEqual({ errors: ['you must be at least 21 years old'] });
    expect(birthdayChange('31/02/1990', 'CW', NOW)).toEqual({ errors: ['date of birth must be a valid date as DD/MM/YYYY'] });
  });

  it('PROF-07 an empty state follows the postal code; a state given stays', () => {
    expect(derivedState('CA', null, 'M5H 2N2')).toBe('Ontario');
    expect(derivedState('CA', 'QC', 'M5H 2N2')).toBeNull();
    expect(derivedState('DE', null, '10117')).toBeNull();
  });

  it('a verified player changing the identity gets only those errors; otherwise every field error answers at once', async () => {
    const context = { now: NOW, countryExists: exists };
    const verified = rowOf({ verified: true, firstName: 'Ada' });
    const refused = await planProfileUpdate(verified, { first_name: 'Eve', postal_code: '!' }, context).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).errors).toEqual({ first_name: [VERIFIED_IDENTITY_LOCKED] });
    const both = await planProfileUpdate(
      rowOf({ country: 'CA' }),
      { date_of_birth: '16/11/2008', postal_code: '!' },
      context,
    ).catch((e: unknown) => e);
    expect(Object.keys((both as ValidationError).errors)).toEqual(['date_of_birth', 'postal_code']);
    expect(await planProfileUpdate(rowOf({ country: 'CA' }), { postal_code: 'm5h 2n2', city: '' }, context)).toEqual({
      postalCode: 'M5H 2N2',
      city: null,
      state: 'Ontario',
    });
  });
});
