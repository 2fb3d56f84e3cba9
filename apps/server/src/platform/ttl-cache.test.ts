import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a value from memory until its time is up, then loads it again', async () => {
    const clock = new ManualClock();
    const cache = createTtlCache({ clock, ttlMs: 5000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(4999);
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createTtlCache({ clock: new ManualClock(), ttlMs: 5000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('forgets failed loads and cleared prefixes', async () => {
    const cache = createTtlCache({ clock: new ManualClock(), ttlMs: 5000 });
    await expect(cache.get('a:1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a:1', async () => 'up')).toBe('up');
    cache.clear('a:');
    expect(await cache.get('a:1', async () => 'fresh')).toBe('fresh');
  });

  it('caches nothing with a ttl of 0', async () => {
    const cache = createTtlCache({ clock: new ManualClock(), ttlMs: 0 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
