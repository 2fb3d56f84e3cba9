import { AxiosError, AxiosHeaders } from 'axios';
import { REAL_PLAY_FIELD_REQUIRED } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { providerFieldsToAsk, refusedForProfile } from './profile-gate';

const PROVIDER = [
  { field: 'first_name', required: true },
  { field: 'last_name', required: true },
  { field: 'date_of_birth', required: true },
  { field: 'country', required: true },
];
const EMPTY = {
  first_name: null,
  last_name: null,
  date_of_birth: null,
  mobile_phone: null,
  country: null,
  city: null,
  address: null,
  postal_code: null,
};

function answer(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, undefined, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('the profile gate before real play', () => {
  it('PLAY-04 PROF-06 asks only the provider fields still empty, in the context order', () => {
    expect(providerFieldsToAsk({ ...EMPTY, country: 'CA' }, PROVIDER)).toEqual(['first_name', 'last_name', 'date_of_birth']);
    expect(providerFieldsToAsk({ ...EMPTY, first_name: 'Ada', last_name: ' ', country: 'CA' }, PROVIDER)).toEqual([
      'last_name',
      'date_of_birth',
    ]);
  });

  it('PLAY-04 lets a complete profile play, whatever the payment fields say', () => {
    const complete = { ...EMPTY, first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1990', country: 'DE' };
    expect(providerFieldsToAsk(complete, PROVIDER)).toEqual([]);
    // Optional fields and fields the form cannot ask never hold play back on this side.
    expect(providerFieldsToAsk(complete, [...PROVIDER, { field: 'city', required: false }])).toEqual([]);
    expect(providerFieldsToAsk(complete, [...PROVIDER, { field: 'favourite_colour', required: true }])).toEqual([]);
  });

  it('PLAY-04 tells a launch refused for the profile from other refusals', () => {
    expect(refusedForProfile(answer(422, { errors: { first_name: [REAL_PLAY_FIELD_REQUIRED] } }))).toBe(true);
    expect(refusedForProfile(answer(422, { errors: { currency: ['is not supported by this game'] } }))).toBe(false);
    expect(refusedForProfile(answer(403, { error: 'Games for real money are not available in your country' }))).toBe(false);
    expect(refusedForProfile(new Error('network'))).toBe(false);
    expect(refusedForProfile(null)).toBe(false);
  });
});
