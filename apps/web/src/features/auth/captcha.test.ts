import { createHash } from 'node:crypto';
import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { solveCaptcha } from './captcha';

const apiAnswering = (get: () => Promise<{ data: unknown }>) =>
  ({ get: vi.fn(get) }) as unknown as AxiosInstance & { get: ReturnType<typeof vi.fn> };

describe('solveCaptcha', () => {
  it('AUTH-15 finds the number of an ALTCHA v1 challenge and answers the payload the server verifies', async () => {
    const salt = 'abc?expires=1';
    const challenge = createHash('sha256').update(`${salt}37`).digest('hex');
    const api = apiAnswering(async () => ({ data: { algorithm: 'SHA-256', challenge, salt, signature: 'sig', maxnumber: 100 } }));
    const payload = await solveCaptcha(api);
    expect(JSON.parse(atob(payload ?? ''))).toEqual({ algorithm: 'SHA-256', challenge, number: 37, salt, signature: 'sig' });
  });

  it('AUTH-15 CONST-43 asks for the key at most 5 times, 500 ms apart, then goes on without it', async () => {
    const api = apiAnswering(async () => Promise.reject(new Error('offline')));
    const waits: number[] = [];
    const payload = await solveCaptcha(api, async (ms) => {
      waits.push(ms);
    });
    expect(payload).toBeUndefined();
    expect(api.get).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([500, 500, 500, 500]);
  });
});
