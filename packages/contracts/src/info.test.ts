import { describe, expect, it } from 'vitest';
import { missingPlayerFields, playerFieldsResponseSchema } from './info';

const provider = [
  { field: 'first_name', required: true },
  { field: 'last_name', required: true },
  { field: 'date_of_birth', required: true },
  { field: 'country', required: true },
  { field: 'nickname', required: false },
];

describe('player-field contexts', () => {
  it('PROF-06 PLAY-04 names the required fields left null, missing or blank, in the context order', () => {
    expect(missingPlayerFields({ first_name: null, last_name: '  ', country: 'CA', nickname: null }, provider)).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
    ]);
  });

  it('PROF-06 PLAY-04 finds nothing missing in a complete profile, and never asks for an optional field', () => {
    const complete = { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1990', country: 'DE' };
    expect(missingPlayerFields(complete, provider)).toEqual([]);
    expect(missingPlayerFields({ ...complete, nickname: '' }, provider)).toEqual([]);
    expect(missingPlayerFields({}, [])).toEqual([]);
  });

  it('PROF-05 the metadata answer must carry the provider context', () => {
    const contexts = { registration: [], deposit: [], cashout: [], edition: [] };
    expect(playerFieldsResponseSchema.safeParse({ contexts }).success).toBe(false);
    expect(playerFieldsResponseSchema.safeParse({ contexts: { ...contexts, provider: [] } }).success).toBe(true);
  });
});
