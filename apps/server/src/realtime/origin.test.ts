import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH, type RealtimeData } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import { connect, listen, refusedConnection, type TestClient } from '../test/realtime';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';

let app: TestApp;
let url: string;
let ada = 0;
const clients: TestClient[] = [];

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://play.casino.example', MAIN_HOSTS: 'casino.example,www.casino.example' });
  url = await listen(app);
  ada = await createPlayer(app.db, 'ada@example.com');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await app?.close();
});

const balance = (amount: number): RealtimeData<'balance'> => ({
  currency: 'EUR',
  amount_cents: amount,
  available_to_cashout_cents: amount,
});
const token = async () => (await app.services.sessions.create(ada)).token;
async function pushBalance(amount: number): Promise<void> {
  await app.services.outbox.publish(app.db, {
    type: REALTIME_PUSH_EVENT,
    playerId: ada,
    payload: { channel: 'balance', data: balance(amount) },
  });
  await app.services.outbox.drain();
}

/** The status of a bare polling handshake sent with `origin`, as a page's script would send it. */
function pollingHandshakeStatus(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${REALTIME_PATH}/?EIO=4&transport=polling`, { headers: { origin } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('realtime origin check', () => {
  it('RT-01 RT-19 a page of another site cannot connect with the player cookie, over websocket or polling, and hears nothing', async () => {
    const cookie = await token();
    const foreign = [
      'https://evil.example',
      'https://casino.example.evil.example',
      // The same machine on another port is another site.
      url.replace(/:\d+$/, ':1'),
      // A mirror or a main host over plain http is not the site's page either.
      'http://casino-de.example',
      'null',
    ];
    // The player's own page is connected meanwhile, and does hear the balance.
    const own = await connect(url, cookie, undefined, { origin: url });
    clients.push(own);
    await own.subscribe(['balance', 'payments_changes']);
    const refused = await Promise.all(
      foreign.flatMap((origin) =>
        (['websocket', 'polling'] as const).map((transport) => refusedConnection(url, cookie, { origin, transport })),
      ),
    );
    await pushBalance(4200);
    expect(await own.next('balance')).toEqual(balance(4200));
    for (const attempt of refused) {
      expect(attempt.received).toEqual([]);
      attempt.close();
    }
    expect(await pollingHandshakeStatus('https://evil.example')).toBe(403);
  });

  it("RT-01 RT-19 the site's own pages connect: the request's host, PUBLIC_URL, MAIN_HOSTS and the mirrors over https", async () => {
    const cookie = await token();
    const own = [
      { origin: url, transport: 'polling' as const },
      { origin: 'https://play.casino.example', transport: 'websocket' as const },
      { origin: 'https://www.casino.example', transport: 'websocket' as const },
      { origin: 'https://casino-de.example', transport: 'polling' as const },
    ];
    const connected: TestClient[] = [];
    for (const options of own) connected.push(await connect(url, cookie, undefined, options));
    clients.push(...connected);
    for (const client of connected) expect((await client.subscribe(['balance'])).subscribed).toEqual(['balance']);
    await pushBalance(777);
    for (const client of connected) expect(await client.next('balance')).toEqual(balance(777));
    expect(await pollingHandshakeStatus(url)).toBe(200);
  });

  it('RT-19 a client that sends no Origin (not a browser) connects; its cookie still decides what it may hear', async () => {
    const withSession = await connect(url, await token());
    const guest = await connect(url);
    clients.push(withSession, guest);
    expect((await withSession.subscribe(['balance'])).subscribed).toEqual(['balance']);
    expect((await guest.subscribe(['balance'])).refused).toEqual([{ channel: 'balance', reason: 'unauthorized' }]);
  });
});
