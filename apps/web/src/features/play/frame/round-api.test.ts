import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@casino/contracts';
import { FRAME_RETRIES, FrameError, errorKindOf, roundApi } from './round-api';

describe('PLAY-02 PLAY-05 what a game frame tells the player when a round is refused', () => {
  it('PLAY-05 names the money, the session and a busy round', () => {
    expect(errorKindOf(409, '{"error":"not enough money"}')).toBe('insufficient_funds');
    expect(errorKindOf(401, '{"error":"game session expired"}')).toBe('session_expired');
    expect(errorKindOf(409, '{"error":"a round is in progress: finish it first"}')).toBe('busy');
    expect(errorKindOf(409, '{"error":"the round has crashed: the bet is lost"}')).toBe('crashed');
    expect(errorKindOf(429, '{"error":"Too many bets in a short time: please slow down."}')).toBe('busy');
    expect(errorKindOf(422, '{"errors":{"bet_cents":["must be at most 100"]}}')).toBe('rejected');
  });

  it("PLAY-02 tells a bet refused by the player's own limit apart from another player's session", () => {
    expect(errorKindOf(403, '{"error":"limits.error.limit_exceeded"}', 'limit_exceeded')).toBe('limit_reached');
    expect(errorKindOf(403, '{"error":"limits.error.blocked"}', 'session_limit')).toBe('limit_reached');
    expect(errorKindOf(403, '{"error":"the game session belongs to another player"}')).toBe('forbidden');
  });
});

describe('ERR-06 PLAY-05 a game frame sends a bet again only with its Idempotency-Key', () => {
  let server: Server;
  const seen: { method: string; path: string; key: string | undefined }[] = [];
  let dropsLeft = 0;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const key = req.headers[IDEMPOTENCY_KEY_HEADER];
      seen.push({ method: req.method ?? '', path: req.url ?? '', key: typeof key === 'string' ? key : undefined });
      if (dropsLeft > 0) {
        dropsLeft -= 1;
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 7, key }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The frame calls its own origin with a path, as a page does.
    globalThis.fetch = (input, init) => realFetch(`${origin}${String(input)}`, init);
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('ERR-06 PLAY-05 a bet whose answer was lost is sent again with the same key; the next bet has a key of its own', async () => {
    const api = roundApi('session-token', { retryDelay: () => 1 });
    dropsLeft = 1;
    const before = seen.length;
    const round = (await api.start(100)) as unknown as { id: number; key: string };
    const tries = seen.slice(before);
    expect(tries.map((t) => [t.method, t.path])).toEqual([
      ['POST', '/provider/inhouse/api/rounds'],
      ['POST', '/provider/inhouse/api/rounds'],
    ]);
    expect(tries[0]?.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(tries[1]?.key).toBe(tries[0]?.key);
    expect(round.key).toBe(tries[0]?.key);
    await api.crashCashout(3);
    expect(seen.at(-1)?.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(seen.at(-1)?.key).not.toBe(tries[0]?.key);
    await api.current();
    expect(seen.at(-1)).toMatchObject({ method: 'GET', key: undefined });
  });

  it('ERR-06 PLAY-05 gives up after its retries and tells the player the network failed', async () => {
    const api = roundApi('session-token', { retryDelay: () => 1 });
    dropsLeft = 100;
    const before = seen.length;
    await expect(api.act(7, { type: 'hit' })).rejects.toEqual(new FrameError('network'));
    expect(seen.length - before).toBe(1 + FRAME_RETRIES);
    expect(new Set(seen.slice(before).map((t) => t.key)).size).toBe(1);
    dropsLeft = 0;
  });
});
