import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GROUPS,
  REALTIME_PATH,
  STAFF_SESSION_COOKIE_NAME,
  STAFF_SUPPORT_EVENT,
  staffConversationListSchema,
  staffConversationSchema,
  supportConversationSchema,
  type StaffRole,
} from '@casino/contracts';
import { playerGroups } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff } from '../test/staff';
import { ACCOUNT_ENV, PASSWORD, call, cookie, register, sessionOf } from '../test/accounts';
import { FILES, multipart } from '../test/files';
import { injectFrom } from '../test/http';
import { connect, listen } from '../test/realtime';

let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  baseUrl = await listen(app);
});
afterAll(async () => {
  await app?.close();
});

const agent = (role: StaffRole) => signedInStaff(app, role);

const send = (token: string, body: string) => call(app, 'POST', '/api/support/conversation/messages', { token, body: { body } });

describe('player support chat', () => {
  it('SHELL-20 ROLE-09 opens a conversation in the default queue with the first message and sets the chat restore id', async () => {
    const ada = await register(app, 'support-ada@example.com');
    expect((await call(app, 'GET', '/api/support/conversation', { token: ada.token })).json()).toEqual({ conversation: null });
    const res = await send(ada.token, '  Where is my withdrawal?  ');
    expect(res.statusCode).toBe(200);
    const conversation = supportConversationSchema.parse(res.json());
    expect(conversation).toMatchObject({ status: 'open', unread_count: 0 });
    expect(conversation.messages.map((m) => [m.author, m.body])).toEqual([['player', 'Where is my withdrawal?']]);
    // API-078: the restore id leads any device of the player to the same chat.
    const restored = await call(app, 'POST', '/restore-id/get', { token: ada.token, body: { project: 'casino', type: 'chat' } });
    expect(restored.json()).toEqual({ internal_id: conversation.restore_id });
    const again = supportConversationSchema.parse(
      (await call(app, 'GET', '/api/support/conversation', { token: ada.token })).json().conversation,
    );
    expect(again.id).toBe(conversation.id);
    const lead = await agent('support_lead');
    const queue = await call(app, 'GET', `/api/staff/support/conversations?group_id=${GROUPS.supportDefault}`, {
      headers: lead.headers,
    });
    expect(staffConversationListSchema.parse(queue.json()).data.map((c) => c.id)).toContain(conversation.id);
  });

  it('SHELL-20 two first messages sent at once land in one conversation, both answered 200', async () => {
    const cleo = await register(app, 'support-cleo@example.com');
    const answers = await Promise.all([send(cleo.token, 'Hello?'), send(cleo.token, 'Anyone there?')]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((res) => supportConversationSchema.parse(res.json()));
    expect(first?.id).toBe(second?.id);
    const conversation = supportConversationSchema.parse(
      (await call(app, 'GET', '/api/support/conversation', { token: cleo.token })).json().conversation,
    );
    expect(conversation.messages.map((m) => m.body).sort()).toEqual(['Anyone there?', 'Hello?']);
  });

  it('SHELL-20 refuses an empty or oversized message with 422 and a guest with 401', async () => {
    const bob = await register(app, 'support-bob@example.com');
    expect((await send(bob.token, '   ')).statusCode).toBe(422);
    expect((await send(bob.token, 'x'.repeat(2001))).statusCode).toBe(422);
    expect((await call(app, 'POST', '/api/support/conversation/messages', { body: { body: 'hi' } })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/support/unread')).statusCode).toBe(401);
  });

  it("SHELL-20 API-079 a player cannot read or point the chat at another player's conversation", async () => {
    const ann = await register(app, 'support-ann@example.com');
    const eve = await register(app, 'support-eve@example.com');
    const annConversation = supportConversationSchema.parse((await send(ann.token, 'My card was declined')).json());
    // Eve's own view never shows Ann's conversation, and no player route takes a conversation id.
    expect((await call(app, 'GET', '/api/support/conversation', { token: eve.token })).json()).toEqual({ conversation: null });
    const pointAt = await call(app, 'POST', '/restore-id/set', {
      token: eve.token,
      body: { project: 'casino', type: 'chat', internal_id: annConversation.restore_id },
    });
    expect(pointAt.statusCode).toBe(403);
    // A player's session is not a staff session.
    const staffRoute = await call(app, 'GET', `/api/staff/support/conversations/${annConversation.id}`, { token: eve.token });
    expect(staffRoute.statusCode).toBe(401);
  });
});

describe('chat restore across devices', () => {
  it('SHELL-20 API-078 a second device of the player restores the history through POST /restore-id/get; another player gets 404', async () => {
    const email = 'support-two-devices@example.com';
    const phone = await register(app, email);
    const written = supportConversationSchema.parse((await send(phone.token, 'Written on my phone')).json());
    // The laptop: a new session of the same player, with no local state.
    const signIn = await call(app, 'POST', '/api/users/sign_in', { body: { user: { email, password: PASSWORD } } });
    const laptop = sessionOf(signIn);
    expect(laptop).toBeDefined();
    expect(laptop).not.toBe(phone.token);
    const restoreId = (
      await call(app, 'POST', '/restore-id/get', { token: laptop, body: { project: 'casino', type: 'chat', request_id: 'r-1' } })
    ).json().internal_id;
    expect(restoreId).toBe(written.restore_id);
    const restored = await call(app, 'GET', `/api/support/conversation?restore_id=${restoreId}`, { token: laptop });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().conversation.messages.map((m: { body: string }) => m.body)).toEqual(['Written on my phone']);
    // POST /restore-id/set with the player's own conversation is accepted.
    const set = await call(app, 'POST', '/restore-id/set', {
      token: laptop,
      body: { project: 'casino', type: 'chat', internal_id: restoreId, request_id: 'r-2' },
    });
    expect(set.statusCode).toBe(200);

    const stranger = await register(app, 'support-stranger@example.com');
    const peek = await call(app, 'GET', `/api/support/conversation?restore_id=${restoreId}`, { token: stranger.token });
    expect(peek.statusCode).toBe(404);
    expect(JSON.stringify(peek.json())).not.toContain('Written on my phone');
  });
});

describe('read-only chat', () => {
  it('ROLE-08 CONST-41 refuses messages and attachments from a player of group 545 with 403 and opens no conversation', async () => {
    const ro = await register(app, 'support-readonly@example.com');
    await app.db.insert(playerGroups).values({ playerId: ro.id, groupId: GROUPS.chatVariant, createdAt: app.clock.now() });
    const res = await send(ro.token, 'Can I write here?');
    expect(res.statusCode).toBe(403);
    expect(JSON.stringify(res.json())).toMatch(/read-only.*contact form/);
    const body = multipart({}, { name: 'a.pdf', bytes: FILES.pdf });
    const upload = await injectFrom(app.fastify, {
      method: 'POST',
      url: '/api/support/conversation/attachments',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...body.headers, ...cookie(ro.token) },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/support/conversation', { token: ro.token })).json()).toEqual({ conversation: null });
    // Everyone else writes to the live chat.
    const other = await register(app, 'support-writable@example.com');
    expect((await send(other.token, 'Hello')).statusCode).toBe(200);
  });
});

describe('agents', () => {
  it('SHELL-20 an agent reads, answers and closes; the player hears it live and counts the unread answer', async () => {
    const cid = await register(app, 'support-cid@example.com');
    const conversation = supportConversationSchema.parse((await send(cid.token, 'Hello, anyone there?')).json());
    const sam = await agent('support_agent');
    const socket = await connect(baseUrl, cid.token);
    try {
      await socket.subscribe(['support_messages']);
      const read = await call(app, 'GET', `/api/staff/support/conversations/${conversation.id}`, { headers: sam.headers });
      expect(staffConversationSchema.parse(read.json())).toMatchObject({
        unread_count: 1,
        player: { email: 'support-cid@example.com' },
      });
      const marked = await call(app, 'POST', `/api/staff/support/conversations/${conversation.id}/read`, {
        headers: sam.headers,
      });
      expect(marked.json().unread_count).toBe(0);

      const answer = await call(app, 'POST', `/api/staff/support/conversations/${conversation.id}/messages`, {
        headers: sam.headers,
        body: { body: 'Hi, I am here. How can I help?' },
      });
      expect(answer.statusCode).toBe(200);
      await app.services.outbox.drain();
      expect(await socket.next('support_messages')).toMatchObject({
        conversation_id: conversation.id,
        status: 'open',
        message: { author: 'agent', agent_name: expect.stringMatching(/^Agent \d+$/), body: 'Hi, I am here. How can I help?' },
      });
      expect((await call(app, 'GET', '/api/support/unread', { token: cid.token })).json()).toEqual({ unread_count: 1 });
      await call(app, 'POST', '/api/support/conversation/read', { token: cid.token });
      expect((await call(app, 'GET', '/api/support/unread', { token: cid.token })).json()).toEqual({ unread_count: 0 });

      const closed = await call(app, 'POST', `/api/staff/support/conversations/${conversation.id}/close`, {
        headers: sam.headers,
      });
      expect(closed.json().status).toBe('closed');
      expect(
        (await call(app, 'POST', `/api/staff/support/conversations/${conversation.id}/close`, { headers: sam.headers }))
          .statusCode,
      ).toBe(409);
      const late = await call(app, 'POST', `/api/staff/support/conversations/${conversation.id}/messages`, {
        headers: sam.headers,
        body: { body: 'one more thing' },
      });
      expect(late.statusCode).toBe(409);
      // The player sees the closed conversation; the next message opens a new one.
      const after = (await call(app, 'GET', '/api/support/conversation', { token: cid.token })).json().conversation;
      expect(after).toMatchObject({ id: conversation.id, status: 'closed' });
      const next = supportConversationSchema.parse((await send(cid.token, 'Another question')).json());
      expect(next.id).not.toBe(conversation.id);
      expect(next.messages).toHaveLength(1);
    } finally {
      socket.close();
    }
  });

  it('ROLE-09 CONST-42 routes VIP players to the VIP queue, which only VIP managers and leads work', async () => {
    const vip = await register(app, 'support-vip@example.com');
    await app.db.insert(playerGroups).values({ playerId: vip.id, groupId: GROUPS.vipGold, createdAt: app.clock.now() });
    const conversation = supportConversationSchema.parse((await send(vip.token, 'VIP question')).json());
    const firstLine = await agent('support_agent');
    const manager = await agent('vip_manager');
    const url = `/api/staff/support/conversations/${conversation.id}`;
    expect((await call(app, 'GET', url, { headers: firstLine.headers })).statusCode).toBe(403);
    expect(
      (await call(app, 'GET', `/api/staff/support/conversations?group_id=${GROUPS.supportVip}`, { headers: firstLine.headers }))
        .statusCode,
    ).toBe(403);
    const seen = await call(app, 'GET', url, { headers: manager.headers });
    expect(staffConversationSchema.parse(seen.json())).toMatchObject({ group_id: GROUPS.supportVip, player: { vip: true } });
    const vipQueue = await call(app, 'GET', `/api/staff/support/conversations?group_id=${GROUPS.supportVip}`, {
      headers: manager.headers,
    });
    expect(vipQueue.json().data.map((c: { id: number }) => c.id)).toEqual([conversation.id]);
    const defaultQueue = await call(app, 'GET', `/api/staff/support/conversations?group_id=${GROUPS.supportDefault}`, {
      headers: firstLine.headers,
    });
    expect(defaultQueue.json().data.map((c: { id: number }) => c.id)).not.toContain(conversation.id);
    expect((await call(app, 'GET', '/api/staff/support/conversations/999999', { headers: manager.headers })).statusCode).toBe(
      404,
    );
    expect((await call(app, 'GET', `/api/staff/support/conversations?group_id=7`, { headers: manager.headers })).statusCode).toBe(
      422,
    );
  });

  it('SHELL-20 agents of a queue hear new player messages in the staff room; other queues do not', async () => {
    const first = await agent('support_agent');
    const manager = await agent('vip_manager');
    const open = (token: string) =>
      io(baseUrl, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie: `${STAFF_SESSION_COOKIE_NAME}=${token}` },
      });
    const a = open(first.token);
    const m = open(manager.token);
    try {
      await Promise.all([a, m].map((s) => new Promise((resolve) => s.on('connect', () => resolve(null)))));
      const heardByManager: unknown[] = [];
      m.on(STAFF_SUPPORT_EVENT, (data: unknown) => heardByManager.push(data));
      const heard = new Promise((resolve) => a.on(STAFF_SUPPORT_EVENT, resolve));
      const dee = await register(app, 'support-dee@example.com');
      await send(dee.token, 'Live to the queue');
      await app.services.outbox.drain();
      expect(await heard).toMatchObject({
        group_id: GROUPS.supportDefault,
        kind: 'message',
        message: { body: 'Live to the queue' },
      });
      expect(heardByManager).toEqual([]);
    } finally {
      a.close();
      m.close();
    }
  });
});
