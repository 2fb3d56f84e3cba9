import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { connect, disconnectOf, listen } from '../test/realtime';

let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app?.close();
});

describe('logout and realtime', () => {
  it('AUTH-17 RT logging out closes the realtime connection of that session, not of the others', async () => {
    const { token } = await register(app, 'socket@example.com');
    const other = await register(app, 'socket-other@example.com');
    const client = await connect(baseUrl, token);
    const bystander = await connect(baseUrl, other.token);
    expect((await client.subscribe(['groups_updates'])).subscribed).toEqual(['groups_updates']);
    await call(app, 'DELETE', '/api/users/sign_out', { token });
    expect(await disconnectOf(client)).toBe('io server disconnect');
    expect(bystander.socket.connected).toBe(true);
    bystander.close();
  });

  it('ROLE-10 RT-10 joining a group pushes groups_updates to the player after commit', async () => {
    const { id, token } = await register(app, 'socket-groups@example.com');
    // The registration's own groups_updates goes out before this client listens.
    await app.services.outbox.drain();
    const client = await connect(baseUrl, token);
    await client.subscribe(['groups_updates']);
    await call(app, 'POST', '/api/player/groups', { token, body: { groups: { add: [1401] } } });
    await app.services.outbox.drain();
    const own = id % 2 === 1 ? 543 : 544;
    await expect(client.next('groups_updates')).resolves.toEqual({ groups: [own, 1401].sort((a, b) => a - b) });
    client.close();
  });
});
