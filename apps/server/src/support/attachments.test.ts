import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MAX_BYTES,
  GROUPS,
  REALTIME_PATH,
  STAFF_SESSION_COOKIE_NAME,
  STAFF_SUPPORT_EVENT,
  UPLOAD_MESSAGES,
  staffConversationListSchema,
  staffConversationSchema,
  supportConversationSchema,
  type StaffRole,
} from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff } from '../test/staff';
import { ACCOUNT_ENV, call, cookie, register } from '../test/accounts';
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

function attach(url: string, auth: Record<string, string>, file: { name: string; bytes: Buffer }, caption?: string) {
  const body = multipart(caption === undefined ? {} : { body: caption }, file);
  return injectFrom(app.fastify, {
    method: 'POST',
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...body.headers, ...auth },
    payload: body.payload,
  });
}
const playerAttach = (token: string, file: { name: string; bytes: Buffer }, caption?: string) =>
  attach('/api/support/conversation/attachments', cookie(token), file, caption);

describe('chat attachments', () => {
  it('SHELL-20 a player attaches an image, the agent of the queue hears it and downloads it; the agent answers with a PDF the player hears and downloads', async () => {
    const ada = await register(app, 'attach-ada@example.com');
    const sam = await agent('support_agent');
    const staffSocket: Socket = io(baseUrl, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: `${STAFF_SESSION_COOKIE_NAME}=${sam.token}` },
    });
    const staffConnected = new Promise((resolve) => staffSocket.on('connect', () => resolve(null)));
    const player = await connect(baseUrl, ada.token);
    try {
      await staffConnected;
      await player.subscribe(['support_messages']);
      const heard = new Promise((resolve) => staffSocket.on(STAFF_SUPPORT_EVENT, resolve));
      const res = await playerAttach(ada.token, { name: 'screenshot.png', bytes: FILES.png }, 'My deposit failed');
      expect(res.statusCode, res.body).toBe(200);
      const conversation = supportConversationSchema.parse(res.json());
      const [message] = conversation.messages;
      expect(message).toMatchObject({
        body: 'My deposit failed',
        attachment: { name: 'screenshot.png', media_type: 'image/png', size: FILES.png.length },
      });
      await app.services.outbox.drain();
      expect(await heard).toMatchObject({ kind: 'message', message: { attachment: { name: 'screenshot.png' } } });

      const fileId = message?.attachment?.id ?? 0;
      const staffFile = await call(app, 'GET', `/api/staff/support/attachments/${fileId}`, { headers: sam.headers });
      expect(staffFile.statusCode).toBe(200);
      expect(staffFile.rawPayload.equals(FILES.png)).toBe(true);
      expect(staffFile.headers['x-content-type-options']).toBe('nosniff');

      const answer = await attach(`/api/staff/support/conversations/${conversation.id}/attachments`, sam.headers, {
        name: 'receipt.pdf',
        bytes: FILES.pdf,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const last = staffConversationSchema.parse(answer.json()).messages.at(-1);
      expect(last).toMatchObject({
        author: 'agent',
        body: '',
        attachment: { name: 'receipt.pdf', media_type: 'application/pdf' },
      });
      await app.services.outbox.drain();
      expect(await player.next('support_messages')).toMatchObject({ message: { attachment: { name: 'receipt.pdf' } } });
      const download = await call(app, 'GET', `/api/support/attachments/${last?.attachment?.id}`, { token: ada.token });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="receipt.pdf"/);
      expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
    } finally {
      staffSocket.close();
      player.close();
    }
  });

  it('SHELL-20 accepts GIF and WebP, refuses HEIC and an executable with 422 and a file over 5 MiB with 413', async () => {
    const bob = await register(app, 'attach-bob@example.com');
    expect((await playerAttach(bob.token, { name: 'a.gif', bytes: FILES.gif })).statusCode).toBe(200);
    expect((await playerAttach(bob.token, { name: 'b.webp', bytes: FILES.webp })).statusCode).toBe(200);
    for (const bytes of [FILES.heic, FILES.exe]) {
      const res = await playerAttach(bob.token, { name: 'photo.png', bytes });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { file: [UPLOAD_MESSAGES.chatType] } });
    }
    const big = await playerAttach(bob.token, {
      name: 'big.png',
      bytes: Buffer.concat([FILES.png, Buffer.alloc(CHAT_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    const conversation = supportConversationSchema.parse(
      (await call(app, 'GET', '/api/support/conversation', { token: bob.token })).json().conversation,
    );
    expect(conversation.messages.map((m) => m.attachment?.media_type)).toEqual(['image/gif', 'image/webp']);
  });

  it("SHELL-20 another player's attachment and an attachment outside the agent's queues answer 404", async () => {
    const cid = await register(app, 'attach-cid@example.com');
    const eve = await register(app, 'attach-eve@example.com');
    const sent = supportConversationSchema.parse((await playerAttach(cid.token, { name: 'id.jpg', bytes: FILES.jpeg })).json());
    const fileId = sent.messages[0]?.attachment?.id ?? 0;
    expect((await call(app, 'GET', `/api/support/attachments/${fileId}`, { token: eve.token })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/support/attachments/${fileId}`, { token: cid.token })).statusCode).toBe(200);
    const manager = await agent('vip_manager');
    expect((await call(app, 'GET', `/api/staff/support/attachments/${fileId}`, { headers: manager.headers })).statusCode).toBe(
      404,
    );
    // Stored files that are not chat attachments are never reachable here.
    expect((await call(app, 'GET', `/api/support/attachments/999999`, { token: cid.token })).statusCode).toBe(404);
  });
});

describe('POST /api/staff/support/conversations/{id}/move', () => {
  it('ROLE-09 SHELL-20 an agent moves a conversation to the VIP queue: the old queue hears it leave, the new one arrive', async () => {
    const dee = await register(app, 'move-dee@example.com');
    const conversation = supportConversationSchema.parse(
      (
        await call(app, 'POST', '/api/support/conversation/messages', { token: dee.token, body: { body: 'I am a high roller' } })
      ).json(),
    );
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
      const left = new Promise((resolve) => a.on(STAFF_SUPPORT_EVENT, resolve));
      const arrived = new Promise((resolve) => m.on(STAFF_SUPPORT_EVENT, resolve));
      const url = `/api/staff/support/conversations/${conversation.id}`;
      const same = await call(app, 'POST', `${url}/move`, { headers: first.headers, body: { group_id: GROUPS.supportDefault } });
      expect(same.statusCode).toBe(422);
      const moved = await call(app, 'POST', `${url}/move`, { headers: first.headers, body: { group_id: GROUPS.supportVip } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(staffConversationSchema.parse(moved.json()).group_id).toBe(GROUPS.supportVip);
      await app.services.outbox.drain();
      expect(await left).toMatchObject({ conversation_id: conversation.id, group_id: GROUPS.supportDefault, kind: 'moved_out' });
      expect(await arrived).toMatchObject({ conversation_id: conversation.id, group_id: GROUPS.supportVip, kind: 'moved_in' });
      const vipQueue = staffConversationListSchema.parse(
        (
          await call(app, 'GET', `/api/staff/support/conversations?group_id=${GROUPS.supportVip}`, { headers: manager.headers })
        ).json(),
      );
      expect(vipQueue.data.map((c) => c.id)).toContain(conversation.id);
      // The first line no longer works it; an unknown queue is refused.
      expect((await call(app, 'GET', url, { headers: first.headers })).statusCode).toBe(403);
      const back = await call(app, 'POST', `${url}/move`, { headers: manager.headers, body: { group_id: 7 } });
      expect(back.statusCode).toBe(422);
      expect(
        (await call(app, 'POST', `${url}/move`, { headers: manager.headers, body: { group_id: GROUPS.supportGeneral } }))
          .statusCode,
      ).toBe(200);
    } finally {
      a.close();
      m.close();
    }
  });
});
