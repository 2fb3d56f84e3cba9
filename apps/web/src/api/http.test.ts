import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@casino/contracts';
import { AUTH_ERROR_EVENT } from './auth-events';
import { createHttpClient, errorCodeFor, retryDelayMs } from './http';
import { idempotencyHeader, newIdempotencyKey } from './idempotency';

let server: Server;
let origin = '';
const seen: { path: string; headers: Record<string, string | string[] | undefined> }[] = [];
let dropsLeft = 0;
/** Idempotency-Keys already seen by /pay-slow-once and /pay-busy-once. */
const keysSeen = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    if (req.url === '/flaky' && dropsLeft > 0) {
      dropsLeft -= 1;
      req.socket.destroy();
      return;
    }
    if (req.url === '/slow') {
      setTimeout(() => res.end('{}'), 500);
      return;
    }
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    // A payment whose first try takes longer than the client waits; a retry with its key is answered at once.
    if (req.url === '/pay-slow-once') {
      const first = typeof key !== 'string' || !keysSeen.has(key);
      if (typeof key === 'string') keysSeen.add(key);
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ paid: 1, key }));
      if (first) setTimeout(answer, 300);
      else answer();
      return;
    }
    // A payment whose first try is still running when the retry arrives: 409 with Retry-After, then the answer.
    if (req.url === '/pay-busy-once') {
      if (typeof key === 'string' && !keysSeen.has(key)) {
        keysSeen.add(key);
        res.writeHead(409, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"still running"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ paid: 1, key }));
      return;
    }
    if (req.url === '/pay-conflict') {
      res.writeHead(409, { 'content-type': 'application/json' }).end('{"error":"not recallable"}');
      return;
    }
    if (req.url === '/unauthorized') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"sign in"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP client', () => {
  it('API-001 sends Accept and X-Requested-With on every request', async () => {
    const api = createHttpClient({ baseURL: origin });
    await api.get('/headers');
    const last = seen.at(-1);
    expect(last?.headers['accept']).toContain('application/json');
    expect(last?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('ERR-06 retries network errors and succeeds once the server answers', async () => {
    dropsLeft = 2;
    const delays: number[] = [];
    const api = createHttpClient({ baseURL: origin, retryDelay: (n) => (delays.push(n), 1) });
    const { data } = await api.get('/flaky');
    expect(data).toEqual({ ok: true, url: '/flaky' });
    expect(delays).toEqual([1, 2]);
  });

  it('ERR-06 CONST-02 gives up after 6 retries (7 attempts in all)', async () => {
    dropsLeft = 100;
    const before = seen.filter((s) => s.path === '/flaky').length;
    const api = createHttpClient({ baseURL: origin, retryDelay: () => 1 });
    await expect(api.get('/flaky')).rejects.toThrow();
    expect(seen.filter((s) => s.path === '/flaky').length - before).toBe(7);
    dropsLeft = 0;
  });

  it('CONST-01 waits 30000 ms for an answer in the browser and 8000 ms when rendering on the server', () => {
    expect(createHttpClient({ baseURL: origin }).defaults.timeout).toBe(30_000);
    expect(createHttpClient({ baseURL: origin, server: true }).defaults.timeout).toBe(8_000);
  });

  it('ERR-07 a timeout reads "timeout of N ms exceeded"', async () => {
    const api = createHttpClient({ baseURL: origin, server: true, timeoutMs: 50 });
    await expect(api.get('/slow')).rejects.toThrow('timeout of 50 ms exceeded');
  });

  it('ERR-07 a server render sends through the fetch it is given (the API in process), with its headers, timeout and errors', async () => {
    const sent: Request[] = [];
    const viaGiven = (input: URL | Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      return fetch(request);
    };
    const api = createHttpClient({ baseURL: origin, server: true, headers: { cookie: 'session=abc' }, fetch: viaGiven });
    const { data } = await api.get<{ ok: boolean; url: string }>('/hello', { params: { q: 1 } });
    expect(data).toEqual({ ok: true, url: '/hello?q=1' });
    expect(sent.map((r) => [r.url, r.headers.get('cookie'), r.headers.get('x-requested-with')])).toEqual([
      [`${origin}/hello?q=1`, 'session=abc', 'XMLHttpRequest'],
    ]);
    await expect(api.get('/unauthorized')).rejects.toMatchObject({ response: { status: 401, data: { error: 'sign in' } } });
    // The slow route answers after 500 ms.
    await expect(api.get('/slow', { timeout: 100 })).rejects.toThrow('timeout of 100ms exceeded');
    expect(sent).toHaveLength(3);
  });

  it('ERR-06 ERR-07 server rendering does not retry', async () => {
    dropsLeft = 1;
    const before = seen.filter((s) => s.path === '/flaky').length;
    const api = createHttpClient({ baseURL: origin, server: true });
    await expect(api.get('/flaky')).rejects.toThrow();
    expect(seen.filter((s) => s.path === '/flaky').length - before).toBe(1);
  });

  it('ERR-06 a POST without an Idempotency-Key that times out is sent once, never again', async () => {
    const api = createHttpClient({ baseURL: origin, timeoutMs: 50, retryDelay: () => 1 });
    const before = seen.filter((s) => s.path === '/pay-slow-once').length;
    await expect(api.post('/pay-slow-once', { amount_cents: 5000 })).rejects.toThrow('timeout of 50 ms exceeded');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(seen.filter((s) => s.path === '/pay-slow-once').length - before).toBe(1);
  });

  it('ERR-06 a POST with an Idempotency-Key that times out is retried with the same key and gets its answer', async () => {
    const api = createHttpClient({ baseURL: origin, timeoutMs: 100, retryDelay: () => 1 });
    const before = seen.filter((s) => s.path === '/pay-slow-once').length;
    const header = idempotencyHeader();
    const { data } = await api.post('/pay-slow-once', { amount_cents: 5000 }, { headers: header });
    const tries = seen.filter((s) => s.path === '/pay-slow-once').slice(before);
    expect(tries).toHaveLength(2);
    expect(tries.map((t) => t.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([
      header[IDEMPOTENCY_KEY_HEADER],
      header[IDEMPOTENCY_KEY_HEADER],
    ]);
    expect(data).toEqual({ paid: 1, key: header[IDEMPOTENCY_KEY_HEADER] });
  });

  it('ERR-06 a keyed POST answered 409 with Retry-After (its first try still running) is asked again; a 409 without it is not', async () => {
    const api = createHttpClient({ baseURL: origin, retryDelay: () => 1 });
    const header = idempotencyHeader();
    const { data } = await api.post('/pay-busy-once', {}, { headers: header });
    expect(data).toEqual({ paid: 1, key: header[IDEMPOTENCY_KEY_HEADER] });
    expect(seen.filter((s) => s.headers[IDEMPOTENCY_KEY_HEADER] === header[IDEMPOTENCY_KEY_HEADER])).toHaveLength(2);
    // A 409 of the casino's own rules (no Retry-After) is the answer, keyed or not.
    await expect(api.post('/pay-conflict', {}, { headers: idempotencyHeader() })).rejects.toMatchObject({
      response: { status: 409 },
    });
    expect(seen.filter((s) => s.path === '/pay-conflict')).toHaveLength(1);
  });

  it('ERR-06 a PUT is retried after a dropped connection unless marked not idempotent; a search sent as POST may be marked idempotent', async () => {
    const count = () => seen.filter((s) => s.path === '/flaky').length;
    const api = createHttpClient({ baseURL: origin, retryDelay: () => 1 });
    dropsLeft = 1;
    let before = count();
    await api.put('/flaky', {});
    expect(count() - before).toBe(2);
    dropsLeft = 1;
    before = count();
    await expect(api.put('/flaky', {}, { idempotent: false })).rejects.toThrow();
    expect(count() - before).toBe(1);
    dropsLeft = 1;
    before = count();
    await api.post('/flaky', {}, { idempotent: true });
    expect(count() - before).toBe(2);
    dropsLeft = 1;
    before = count();
    await expect(api.post('/flaky', {})).rejects.toThrow();
    expect(count() - before).toBe(1);
    dropsLeft = 0;
  });

  it('ERR-01 a 401 raises the auth-error event once, is not retried and rejects with the response', async () => {
    // The browser's window, reduced to what the event needs.
    const target = new EventTarget();
    Object.assign(globalThis, { window: target });
    let events = 0;
    target.addEventListener(AUTH_ERROR_EVENT, () => (events += 1));
    try {
      const api = createHttpClient({ baseURL: origin, retryDelay: () => 1 });
      const before = seen.filter((s) => s.path === '/unauthorized').length;
      await expect(api.get('/unauthorized')).rejects.toMatchObject({ response: { status: 401 } });
      expect(seen.filter((s) => s.path === '/unauthorized').length - before).toBe(1);
      expect(events).toBe(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });
});

describe('errorCodeFor', () => {
  it('ERR-02 derives the log code from the path, ids and query left out', () => {
    expect(errorCodeFor('/api/fe/config/logo-config')).toBe('API_FE_CONFIG_LOGO_CONFIG_ERROR');
    expect(errorCodeFor('/api/player/payments/42/recall?x=1')).toBe('API_PLAYER_PAYMENTS_RECALL_ERROR');
    expect(errorCodeFor(undefined)).toBe('REQUEST_ERROR');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a fresh key of the format the server accepts each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});

describe('retryDelayMs', () => {
  it('ERR-06 CONST-02 waits 2^n seconds plus up to one random second', () => {
    expect(retryDelayMs(1, () => 0)).toBe(2000);
    expect(retryDelayMs(3, () => 0.999)).toBe(8999);
    expect(retryDelayMs(6, () => 0.5)).toBe(64500);
  });
});
