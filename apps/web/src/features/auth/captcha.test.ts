import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fetchChallenge } from './captcha';

const apiAnswering = (get: () => Promise<{ data: unknown }>) =>
  ({ get: vi.fn(get) }) as unknown as AxiosInstance & { get: ReturnType<typeof vi.fn> };

describe('fetchChallenge', () => {
  it('AUTH-15 CONST-43 asks for the key at most 5 times, 500 ms apart, then goes on without it', async () => {
    const api = apiAnswering(async () => Promise.reject(new Error('offline')));
    const waits: number[] = [];
    const challenge = await fetchChallenge(api, async (ms) => {
      waits.push(ms);
    });
    expect(challenge).toBeUndefined();
    expect(api.get).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([500, 500, 500, 500]);
  });

  it('AUTH-15 answers the first challenge it gets after a failure', async () => {
    let calls = 0;
    const api = apiAnswering(async () => {
      calls += 1;
      if (calls === 1) throw new Error('flaky');
      return { data: { algorithm: 'SHA-256', challenge: 'ab', salt: 's', signature: 'x' } };
    });
    expect(await fetchChallenge(api, async () => undefined)).toEqual({
      algorithm: 'SHA-256',
      challenge: 'ab',
      salt: 's',
      signature: 'x',
    });
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
