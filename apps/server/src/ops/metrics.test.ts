import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import { freePort } from '../test/processes';
import { connect, listen } from '../test/realtime';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) of an exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app?.close();
  });
  const scrape = (authorization?: string) =>
    app.fastify.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the bearer token or with another one, and changes nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('serves the Prometheus text format: requests by route pattern, event-loop lag, outbox backlog and its age, money counters, websockets', async () => {
    await app.fastify.inject({ url: '/api/games/art/1.svg' });
    await app.fastify.inject({ url: '/api/games/art/2.svg' });
    const wallet = app.services.wallet;
    const playerId = await createPlayer(app.db, 'metrics@example.com');
    await wallet.openAccount(playerId, 'EUR');
    await wallet.deposit({ key: 'metrics-dep', playerId, currency: 'EUR', amountCents: 5_000 });
    await wallet.bet({ key: 'metrics-bet', playerId, currency: 'EUR', amountCents: 1_000 });
    await wallet.reserve({ key: 'metrics-wd', playerId, currency: 'EUR', amountCents: 500 });
    // The movements' events are dispatched (and counted); one more waits, written 90 s ago.
    await app.services.outbox.drain();
    await app.services.outbox.publish(app.db, { type: 'metrics.waiting', payload: {} });
    app.clock.advance(90_000);

    const before = await scrape(`Bearer ${TOKEN}`);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = before.body;
    // Both calls under one route pattern, not one series per URL.
    expect(sample(text, 'http_request_duration_seconds_count{route="/api/games/art/:file",method="GET",status_code="200"}')).toBe(
      2,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(sample(text, 'casino_deposits_total')).toBe(1);
    expect(sample(text, 'casino_bets_total')).toBe(1);
    expect(sample(text, 'casino_withdrawals_total')).toBe(1);
    const { pending } = await app.services.outbox.backlog();
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'casino_outbox_pending_events')).toBe(pending);
    expect(sample(text, 'casino_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'casino_websocket_connections')).toBe(0);
    // On PGlite there is no pool; on PostgreSQL its connections are shown.
    expect(text.includes('casino_db_pool_connections{state="total"}')).toBe(app.database.kind === 'postgres');

    await app.services.outbox.drain();
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    // The waiting event is gone (any other left is one whose handler keeps failing, retried later).
    expect(sample(after, 'casino_outbox_pending_events')).toBe(pending - 1);
    expect(sample(after, 'casino_outbox_pending_events')).toBe((await app.services.outbox.backlog()).pending);
    expect(sample(after, 'casino_deposits_total')).toBe(1);
  });

  it('counts the open websocket connections', async () => {
    const base = await listen(app);
    const client = await connect(base);
    try {
      // The client hears "connected" as the server registers it; the gauge may follow a tick later.
      const connections = async () => {
        const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        return sample(await res.text(), 'casino_websocket_connections');
      };
      await expect.poll(connections, { timeout: 5000 }).toBe(1);
    } finally {
      client.close();
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: TestApp;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    app = await createTestApp({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 404 on the main port, even with a token, and serves the metrics on METRICS_PORT', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await app.fastify.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found' });
    }
    await listen(app);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('casino_outbox_pending_events');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});
