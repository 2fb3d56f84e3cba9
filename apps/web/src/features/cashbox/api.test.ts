import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@casino/contracts';
import { createHttpClient } from '../../api/http';
import { answerChallenge, createDeposit, createWithdrawal, recallPayment } from './api';

let server: Server;
let origin = '';
const seen: { path: string; key: string | undefined }[] = [];
let slowLeft = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    seen.push({ path: req.url ?? '', key: typeof key === 'string' ? key : undefined });
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"payment":{"id":1}}');
    if (slowLeft > 0) {
      slowLeft -= 1;
      setTimeout(answer, 300);
    } else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('PAY-26 the cashbox calls that move money', () => {
  it('PAY-20 PAY-26 each carries an Idempotency-Key of its own: deposit, withdrawal, recall and challenge answer', async () => {
    const api = createHttpClient({ baseURL: origin });
    const before = seen.length;
    await createDeposit(api, { amount_cents: 5000, currency: 'EUR', method_id: 'visa' });
    await createDeposit(api, { amount_cents: 5000, currency: 'EUR', method_id: 'visa' });
    await createWithdrawal(api, { amount_cents: 5000, currency: 'EUR', method_id: 'bank_transfer' });
    await recallPayment(api, 1);
    await answerChallenge(api, 1, { code: '1234' });
    const keys = seen.slice(before).map((s) => s.key);
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(5);
  });

  it('ERR-06 PAY-26 a deposit that timed out is sent again with the same key', async () => {
    const api = createHttpClient({ baseURL: origin, timeoutMs: 100, retryDelay: () => 1 });
    slowLeft = 1;
    const before = seen.length;
    await createDeposit(api, { amount_cents: 5000, currency: 'EUR', method_id: 'visa' });
    const tries = seen.slice(before);
    expect(tries.map((t) => t.path)).toEqual(['/api/player/payments/deposits', '/api/player/payments/deposits']);
    expect(tries[1]?.key).toBe(tries[0]?.key);
  });
});
