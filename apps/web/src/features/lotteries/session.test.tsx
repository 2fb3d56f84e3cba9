import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Lottery } from '@casino/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, type AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { loadLotteryPage } from './loader.server';
import { LotteryPage } from './lottery-page';

const lottery: Lottery = {
  id: 4,
  frontend_identifier: 'weekly-lottery',
  title: 'Weekly lottery',
  start_at: '2026-11-20T00:00:00.000Z',
  end_at: '2026-12-20T00:00:00.000Z',
  group_ids: [],
  in_progress: true,
  status: 'active',
  currency: 'EUR',
  prizes: [],
  tickets_count: 12,
  server_seed_hash: 'ab'.repeat(32),
  server_seed: null,
  drawn_at: null,
  winners: [],
  canceled: false,
};

// Our API: the ticket numbers for a live session, 401 once it has ended.
let server: Server;
let origin = '';
let liveSession = 'session=s1';
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/lotteries/weekly-lottery') return json(200, lottery);
    if (req.url === '/api/lotteries/4/status') {
      return req.headers.cookie === liveSession ? json(200, { lottery_id: 4, tickets: [3, 9] }) : json(401, { error: 'sign in' });
    }
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context = (): AppLoadContext => ({
  nonce: 'n',
  apiOrigin: origin,
  requestId: 'test',
  clientIp: '127.0.0.1',
  publicOrigin: 'https://casino.test',
});
const i18n = createI18n('en', {
  'lotteries.sign_in': 'Sign in to see your tickets',
  'lotteries.tickets_one': '{{count}} ticket',
  'lotteries.tickets_other': '{{count}} tickets',
});
async function pageFor(cookie: string | null): Promise<string> {
  const request = new Request('https://casino.test/lottery/weekly-lottery', cookie ? { headers: { cookie } } : {});
  const data = await loadLotteryPage(context(), request, 'weekly-lottery');
  if (!data) throw new Error('no lottery');
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LotteryPage lottery={data.lottery} status={data.status} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a lottery page over a session', () => {
  it("LOTT-06 shows the player's tickets while signed in, and none once they have logged out", async () => {
    const signedIn = await pageFor(liveSession);
    expect(signedIn).toContain('2 tickets');
    expect(signedIn).toContain('#3');
    expect(signedIn).toContain('#9');

    // Logout ends the session on the server: the same browser's next page has no tickets.
    liveSession = 'session=ended';
    const after = await pageFor('session=s1');
    expect(after).toContain('Sign in to see your tickets');
    expect(after).not.toContain('#3');
    expect(await pageFor(null)).not.toContain('#9');
  });
});
