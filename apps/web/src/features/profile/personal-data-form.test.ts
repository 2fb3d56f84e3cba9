import type { Player } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { changedFields, changesResolver } from './personal-data-form';

const player = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  // Stored before the nickname rule: too short for it now.
  nickname: 'ab',
  date_of_birth: '10/12/1990',
  mobile_phone: null,
  city: null,
  address: null,
  postal_code: null,
  state: null,
} as unknown as Player;

const typed = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  nickname: 'ab',
  date_of_birth: '10/12/1990',
  mobile_phone: '',
  city: '',
  address: '',
  postal_code: '',
  state: '',
};

const check = (values: typeof typed) =>
  changesResolver(player)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the personal data form', () => {
  it('PROF-05 PROF-06 sends only the changed fields, trimmed', () => {
    expect(changedFields({ ...typed, city: '  Tallinn ', first_name: 'Ada ' }, player)).toEqual({ city: 'Tallinn' });
    expect(changedFields(typed, player)).toEqual({});
  });

  it('PROF-05 a stored value the rules now refuse does not stop another field from being saved', async () => {
    const result = await check({ ...typed, city: 'Tallinn' });
    expect(result.errors).toEqual({});
  });

  it('PROF-05 VAL-05 a changed field the contracts refuse shows its rule under that field and nothing is sent', async () => {
    const result = await check({ ...typed, nickname: 'x', city: 'Tallinn' });
    expect(Object.keys(result.errors)).toEqual(['nickname']);
    expect(result.errors.nickname?.message).toMatch(/nickname/i);
    expect(result.values).toEqual({});
  });
});
