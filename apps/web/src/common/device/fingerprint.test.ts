import { describe, expect, it } from 'vitest';
import { FINGERPRINT_RELOAD_MS, fingerprintCache } from './fingerprint';

describe('the device fingerprint script', () => {
  it('SHELL-22 CONST-32 AUTH-24 runs once per 60 minutes: calls within the hour share its result, the first after it runs it again', async () => {
    let time = 0;
    let runs = 0;
    const get = fingerprintCache(
      async () => `print-${++runs}`,
      () => time,
    );
    expect(await get()).toBe('print-1');
    time = FINGERPRINT_RELOAD_MS - 1;
    expect(await get()).toBe('print-1');
    time = FINGERPRINT_RELOAD_MS;
    expect(await get()).toBe('print-2');
    expect(runs).toBe(2);
  });

  it('AUTH-24 a run that failed is not kept: the next call tries again', async () => {
    let runs = 0;
    const get = fingerprintCache(
      async () => (++runs === 1 ? undefined : 'print'),
      () => 0,
    );
    expect(await get()).toBeUndefined();
    expect(await get()).toBe('print');
    expect(runs).toBe(2);
  });
});
