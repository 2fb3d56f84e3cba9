import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { loadMessages, messagesBucket, messagesFor } from './messages';

/** An HTTP client answering /messages/{locale}.json with the bucket it was asked for, counting requests. */
function messagesServer() {
  const asked: { url: string; t: number }[] = [];
  const api = {
    get: async (url: string, config: { params: { t: number } }) => {
      asked.push({ url, t: config.params.t });
      return { data: { 'site.name': `catalogue of ${config.params.t}` } };
    },
  } as unknown as AxiosInstance;
  return { api, asked };
}

describe('message cache bucket', () => {
  it('CONST-26 a bucket is 300000 ms: the same value up to the turn, the next one from it', () => {
    expect(messagesBucket(0)).toBe(0);
    expect(messagesBucket(299_999)).toBe(0);
    expect(messagesBucket(300_000)).toBe(300_000);
    expect(messagesBucket(599_999)).toBe(300_000);
    expect(messagesBucket(1_764_000_123_456)).toBe(1_764_000_000_000);
  });

  it('CONST-26 asks for /messages/{locale}.json?t=bucket once per bucket, and keeps the previous bucket for late pages', async () => {
    const { api, asked } = messagesServer();
    const first = messagesBucket(1_000);
    expect(await loadMessages(api, 'it', first)).toEqual({ 'site.name': 'catalogue of 0' });
    await loadMessages(api, 'it', messagesBucket(299_999));
    expect(asked).toEqual([{ url: '/messages/it.json', t: 0 }]);

    const second = messagesBucket(300_000);
    await loadMessages(api, 'it', second);
    expect(asked.at(-1)).toEqual({ url: '/messages/it.json', t: 300_000 });
    expect(messagesFor('it', first)['site.name']).toBe('catalogue of 0');

    // Two buckets on, the oldest catalogue is dropped.
    await loadMessages(api, 'it', messagesBucket(600_000));
    expect(messagesFor('it', first)).toEqual({});
    expect(messagesFor('it', second)['site.name']).toBe('catalogue of 300000');
    expect(asked).toHaveLength(3);
  });
});
