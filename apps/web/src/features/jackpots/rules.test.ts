import type { Jackpot } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { isActive, maskedName, shownJackpot } from './rules';

const jackpot = (id: number, identifier: string, state: Jackpot['state']): Jackpot => ({
  id,
  identifier,
  name: identifier,
  state,
  currency: 'EUR',
  amount_cents: 0,
  levels: [],
  server_seed_hash: '0'.repeat(64),
});

describe('jackpot rules', () => {
  it('JACK-10 a winner shows as the first 6 characters of the name, then ***', () => {
    expect(maskedName('Magnif')).toBe('Magnif***');
    expect(maskedName('Ada')).toBe('Ada***');
    expect(maskedName('Jürgen-Ω-long')).toBe('Jürgen***');
  });

  it('JACK-03 only an active jackpot is active; the section shows the mystic one first', () => {
    expect(isActive({ state: 'active' })).toBe(true);
    expect(isActive({ state: 'paused' })).toBe(false);
    const list = [jackpot(1, 'other', 'active'), jackpot(2, 'mystic', 'paused')];
    expect(shownJackpot(list)?.identifier).toBe('mystic');
    expect(shownJackpot([jackpot(3, 'a', 'paused'), jackpot(4, 'b', 'active')])?.identifier).toBe('b');
    expect(shownJackpot([])).toBeUndefined();
  });
});
