import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBE_EVENT, type RealtimeData } from '@casino/contracts';
import { SESSION_TTL_MS } from '../auth';
import { TEST_START, createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import { connect, disconnectOf, listen, type TestClient } from '../test/realtime';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';

let app: TestApp;
let url: string;
const clients: TestClient[] = [];
const players: { ada: number; bob: number } = { ada: 0, bob: 0 };

beforeAll(async () => {
  app = await createTestApp();
  url = await listen(app);
  players.ada = await createPlayer(app.db, 'ada@example.com');
  players.bob = await createPlayer(app.db, 'bob@example.com');
});
afterAll(async () => {
  for (const client of clients) client.close();
  await app?.close();
});

const client = async (playerId?: number) => {
  const token = playerId === undefined ? undefined : (await app.services.sessions.create(playerId)).token;
  const c = await connect(url, token);
  clients.push(c);
  return c;
};
const balance = (amount: number): RealtimeData<'balance'> => ({
  currency: 'EUR',
  amount_cents: amount,
  available_to_cashout_cents: amount,
});
const win = (nickname: string): RealtimeData<'public:wins'> => ({
  game_identifier: 'rocket:mega-fruits',
  game_title: 'Mega Fruits',
  nickname,
  amount_cents: 12_500,
  currency: 'EUR',
  at: TEST_START,
});
/** Publishes through the outbox, as a domain does after its transaction, and dispatches. */
async function push(playerId: number | null, channel: string, data: unknown): Promise<void> {
  await app.services.outbox.publish(app.db, { type: REALTIME_PUSH_EVENT, playerId, payload: { channel, data } });
  await app.services.outbox.drain();
}

describe('realtime subscribe', () => {
  it('RT-02 RT-03 RT-19 lets anyone subscribe to the public channels', async () => {
    const guest = await client();
    expect(await guest.subscribe(['public:wins', 'public:jackpots_changes'])).toEqual({
      subscribed: ['public:wins', 'public:jackpots_changes'],
      refused: [],
    });
  });

  it("RT-17 RT-19 refuses a private channel without a session, with reason 'unauthorized'", async () => {
    const guest = await client();
    expect(await guest.subscribe(['balance', 'public:wins'])).toEqual({
      subscribed: ['public:wins'],
      refused: [{ channel: 'balance', reason: 'unauthorized' }],
    });
  });

  it("RT-19 refuses unknown channels with reason 'unknown_channel', and ignores a malformed request", async () => {
    const guest = await client(players.ada);
    const ack = await guest.subscribe(['admin', 'public:everything', 'balance']);
    expect(ack).toEqual({
      subscribed: ['balance'],
      refused: [
        { channel: 'admin', reason: 'unknown_channel' },
        { channel: 'public:everything', reason: 'unknown_channel' },
      ],
    });
    const answer: unknown = await guest.socket.timeout(5000).emitWithAck(SUBSCRIBE_EVENT, { channels: 'balance' });
    expect(answer).toEqual({ subscribed: [], refused: [] });
  });

  it('RT-04..RT-18 RT-19 subscribes a signed-in player to every private channel', async () => {
    const ada = await client(players.ada);
    const channels = [
      'comps_award',
      'bonuses_changes',
      'freespins_changes',
      'lootboxes_changes',
      'game_limits',
      'tournaments_statuses',
      'groups_updates',
      'jackpot_win_award',
      'personal_notifications',
      'tournament_notifications',
      'payments_events',
      'payments_changes',
      'payment_methods_updated',
      'balance',
      'allsecure_notification',
    ];
    expect(await ada.subscribe(channels)).toEqual({ subscribed: channels, refused: [] });
  });

  it('RT-19 treats a revoked or expired session as no session', async () => {
    const revoked = await app.services.sessions.create(players.ada);
    await app.services.sessions.revoke(revoked.session.id);
    const afterRevoke = await connect(url, revoked.token);
    clients.push(afterRevoke);
    expect((await afterRevoke.subscribe(['balance'])).refused).toEqual([{ channel: 'balance', reason: 'unauthorized' }]);
    const old = await app.services.sessions.create(players.ada);
    app.clock.advance(SESSION_TTL_MS);
    const afterExpiry = await connect(url, old.token);
    clients.push(afterExpiry);
    expect((await afterExpiry.subscribe(['balance'])).refused).toEqual([{ channel: 'balance', reason: 'unauthorized' }]);
  });
});

describe('realtime delivery through the outbox', () => {
  it("RT-17 RT-19 delivers a player's private message to that player only", async () => {
    const ada = await client(players.ada);
    const bob = await client(players.bob);
    const guest = await client();
    await ada.subscribe(['balance', 'public:wins']);
    await bob.subscribe(['balance', 'public:wins']);
    await guest.subscribe(['balance', 'public:wins']);
    await push(players.ada, 'balance', balance(4200));
    // Messages reach a socket in the order they were sent: once the public marker arrives, an
    // earlier private message would have arrived too.
    await push(null, 'public:wins', win('marker'));
    expect(await ada.next('balance')).toEqual(balance(4200));
    for (const other of [bob, guest]) {
      expect(await other.next('public:wins')).toEqual(win('marker'));
      expect(other.received.map((r) => r.event)).toEqual(['public:wins']);
    }
    expect(ada.received.map((r) => r.event)).toEqual(['balance', 'public:wins']);
  });

  it('RT-02 RT-19 delivers a public message to every subscriber and to no one else', async () => {
    const subscriber = await client();
    const bystander = await client(players.bob);
    await subscriber.subscribe(['public:wins']);
    await bystander.subscribe(['public:jackpots_changes']);
    await push(null, 'public:wins', win('Lucky'));
    const jackpot: RealtimeData<'public:jackpots_changes'> = {
      jackpot_id: 1,
      levels: [{ name: 'mega', amount_cents: 1_000_000, currency: 'EUR' }],
    };
    await push(null, 'public:jackpots_changes', jackpot);
    expect(await subscriber.next('public:wins')).toEqual(win('Lucky'));
    expect(await bystander.next('public:jackpots_changes')).toEqual(jackpot);
    expect(bystander.received.map((r) => r.event)).toEqual(['public:jackpots_changes']);
  });

  it('RT-19 drops an invalid realtime.push event instead of retrying it forever', async () => {
    const ada = await client(players.ada);
    await ada.subscribe(['balance']);
    await push(players.ada, 'balance', { amount_cents: 'lots' });
    await push(players.ada, 'balance', balance(1));
    expect(await ada.next('balance')).toEqual(balance(1));
    expect(ada.received).toHaveLength(1);
    expect(await app.services.outbox.drain()).toBe(0);
  });
});

describe('realtime disconnect', () => {
  it('RT-19 disconnectSession closes the sockets of that session only', async () => {
    const first = await app.services.sessions.create(players.ada);
    const second = await app.services.sessions.create(players.ada);
    const closing = await connect(url, first.token);
    const staying = await connect(url, second.token);
    clients.push(closing, staying);
    app.realtime.disconnectSession(first.session.id);
    expect(await disconnectOf(closing)).toBe('io server disconnect');
    expect((await staying.subscribe(['balance'])).subscribed).toEqual(['balance']);
    expect(staying.socket.connected).toBe(true);
  });

  it('RT-19 disconnectPlayer closes every socket of the player and no one else', async () => {
    const one = await client(players.bob);
    const two = await client(players.bob);
    const other = await client(players.ada);
    app.realtime.disconnectPlayer(players.bob);
    expect(await Promise.all([disconnectOf(one), disconnectOf(two)])).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await other.subscribe(['balance'])).subscribed).toEqual(['balance']);
  });
});
