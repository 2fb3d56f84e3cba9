import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAGS, GROUPS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { flagValues, parseOverrides, promotionPageEnabled, resolveFlags } from './flags';

describe('feature flags', () => {
  it('CONF-01 CONF-12 every flag is listed; a browser override beats the server default, which beats the built-in one', () => {
    const resolved = resolveFlags({ 'survey-widget': false, 'test-quests': true }, { 'test-quests': false });
    expect(resolved.map((flag) => flag.name)).toEqual([...FEATURE_FLAGS]);
    expect(resolved.find((flag) => flag.name === 'survey-widget')).toEqual({
      name: 'survey-widget',
      value: false,
      source: 'server',
    });
    expect(resolved.find((flag) => flag.name === 'test-quests')).toEqual({
      name: 'test-quests',
      value: false,
      source: 'browser',
    });
    expect(resolved.find((flag) => flag.name === 'pwa-install')).toEqual({
      name: 'pwa-install',
      value: DEFAULT_FEATURE_FLAGS['pwa-install'],
      source: 'code',
    });
    expect(flagValues(resolveFlags(undefined, {}))).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('CONF-01 stored overrides keep only known flags with boolean values', () => {
    expect(parseOverrides('{"test-quests":true,"unknown":true,"pwa-install":"yes"}')).toEqual({ 'test-quests': true });
    expect(parseOverrides('broken')).toEqual({});
    expect(parseOverrides(null)).toEqual({});
  });

  it('CONF-04 ROLE-05 CONST-41 testers (group 21) see every managed promotion page; others see what is configured', () => {
    const configured = { tournaments: true, 'rocket-chance': false };
    const off = { 'all-promotion-pages': false };
    expect(promotionPageEnabled('rocket-chance', configured, [], off)).toBe(false);
    expect(promotionPageEnabled('tournaments', configured, [], off)).toBe(true);
    expect(promotionPageEnabled('rocket-chance', configured, [GROUPS.tester], off)).toBe(true);
    expect(promotionPageEnabled('rocket-chance', configured, [], { 'all-promotion-pages': true })).toBe(true);
    expect(promotionPageEnabled('jackpots', undefined, [], off)).toBe(false);
  });
});
