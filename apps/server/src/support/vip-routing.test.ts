import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GROUPS,
  REALTIME_PATH,
  STAFF_SESSION_COOKIE_NAME,
  STAFF_SUPPORT_EVENT,
  staffConversationListSchema,
  staffConversationSchema,
  staffSchema,
  supportConversationSchema,
  type Manager,
  type StaffRole,
} from '@casino/contracts';
import { playerGroups } from '../db/schema';
import { DEMO_INTERNAL_CONFIG } from '../seed/config';
import { createTestApp, type TestApp } from '../test/app';
import { signedInStaff } from '../test/staff';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { listen } from '../test/realtime';

let app: TestApp;
let baseUrl: string;

type Agent = { id: number; token: string; headers: Record<string, string> };
let sophie: Agent;
let otherManager: Agent;
let lead: Agent;
let firstLine: Agent;

async function agent(role: StaffRole): Promise<Agent> {
  const signedIn = await signedInStaff(app, role);
  const me = staffSchema.parse((await call(app, 'GET', '/api/staff/me', { headers: signedIn.headers })).json());
  return { ...signedIn, id: me.id };
}

const seededCards: Record<string, Manager> = DEMO_INTERNAL_CONFIG.managers.by_group;
const seeded = (group: string): Manager => {
  const card = seededCards[group];
  if (!card) throw new Error(`no seeded manager for group ${group}`);
  return card;
};
const gold = String(GROUPS.vipGold);
const silver = String(GROUPS.vipSilver);

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  baseUrl = await listen(app);
  sophie = await agent('vip_manager');
  otherManager = await agent('vip_manager');
  lead = await agent('support_lead');
  firstLine = await agent('support_agent');
  // Gold players belong to Sophie's account; Platinum's manager has no account; Silver's entry
  // names a first-line agent, which is not a VIP manager.
  await app.services.config.setInternal('managers', {
    by_group: {
      ...seededCards,
      [gold]: { ...seeded(gold), manager_staff_id: sophie.id },
      [silver]: { ...seeded(silver), manager_staff_id: firstLine.id },
    },
  });
});
afterAll(async () => {
  await app?.close();
});

async function vipPlayer(email: string, group: number) {
  const player = await register(app, email);
  await app.db.insert(playerGroups).values({ playerId: player.id, groupId: group, createdAt: app.clock.now() });
  return player;
}
const send = (token: string, body: string) =>
  call(app, 'POST', '/api/support/conversation/messages', { token, body: { body } }).then((res) => {
    expect(res.statusCode).toBe(200);
    return supportConversationSchema.parse(res.json());
  });
const vipQueue = async (who: Agent) => {
  const res = await call(app, 'GET', `/api/staff/support/conversations?group_id=${GROUPS.supportVip}`, { headers: who.headers });
  expect(res.statusCode).toBe(200);
  return staffConversationListSchema.parse(res.json()).data;
};

describe("VIP players' conversations go to their own manager", () => {
  it("ROLE-09 VIP-11 a Gold player's conversation lands with their manager; another VIP manager gets 403 on every action", async () => {
    const vip = await vipPlayer('vip-routing-gold@example.com', GROUPS.vipGold);
    const conversation = await send(vip.token, 'Sophie, my withdrawal please');
    const url = `/api/staff/support/conversations/${conversation.id}`;

    const seen = staffConversationSchema.parse((await call(app, 'GET', url, { headers: sophie.headers })).json());
    expect(seen).toMatchObject({ group_id: GROUPS.supportVip, assigned_staff_id: sophie.id, player: { vip: true } });

    // Another VIP manager: not listed, and 403 on reading, answering, marking read, moving and closing.
    expect((await vipQueue(otherManager)).map((c) => c.id)).not.toContain(conversation.id);
    expect((await call(app, 'GET', url, { headers: otherManager.headers })).statusCode).toBe(403);
    for (const [path, body] of [
      ['/messages', { body: 'Not my player' }],
      ['/read', undefined],
      ['/move', { group_id: GROUPS.supportGeneral }],
      ['/close', undefined],
    ] as const) {
      const res = await call(app, 'POST', `${url}${path}`, { headers: otherManager.headers, body });
      expect(res.statusCode, path).toBe(403);
    }

    // The manager answers; the lead sees it too.
    const answer = await call(app, 'POST', `${url}/messages`, { headers: sophie.headers, body: { body: 'On it.' } });
    expect(answer.statusCode).toBe(200);
    expect((await vipQueue(lead)).map((c) => c.id)).toContain(conversation.id);
    expect((await call(app, 'GET', url, { headers: lead.headers })).statusCode).toBe(200);
    // First-line agents never work queue 2.
    expect((await call(app, 'GET', url, { headers: firstLine.headers })).statusCode).toBe(403);
  });

  it('ROLE-09 VIP-11 a VIP player without a manager account stays unassigned in queue 2 for every VIP manager; the manager sees their own first', async () => {
    const mine = await send((await vipPlayer('vip-routing-mine@example.com', GROUPS.vipGold)).token, 'Mine');
    // Written later, so it is the most recent: still listed after Sophie's own player.
    const platinumVip = await vipPlayer('vip-routing-platinum@example.com', GROUPS.vipPlatinum);
    const unassigned = await send(platinumVip.token, 'Anyone from VIP?');
    // A managers entry that names a non-VIP-manager account assigns nobody.
    const silverVip = await vipPlayer('vip-routing-silver@example.com', GROUPS.vipSilver);
    const silverConversation = await send(silverVip.token, 'Silver question');

    for (const id of [unassigned.id, silverConversation.id]) {
      const view = staffConversationSchema.parse(
        (await call(app, 'GET', `/api/staff/support/conversations/${id}`, { headers: otherManager.headers })).json(),
      );
      expect(view).toMatchObject({ group_id: GROUPS.supportVip, assigned_staff_id: null });
    }
    const othersList = (await vipQueue(otherManager)).map((c) => c.id);
    expect(othersList).toEqual(expect.arrayContaining([unassigned.id, silverConversation.id]));
    expect(othersList).not.toContain(mine.id);

    const sophiesList = await vipQueue(sophie);
    const position = (id: number) => sophiesList.findIndex((c) => c.id === id);
    expect(position(mine.id)).toBeGreaterThanOrEqual(0);
    expect(position(mine.id)).toBeLessThan(position(unassigned.id));
    expect(position(mine.id)).toBeLessThan(position(silverConversation.id));
    // Everything Sophie is assigned comes before everything unassigned.
    const flags = sophiesList.map((c) => c.assigned_staff_id === sophie.id);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it("VIP-11 the manager's staff account never reaches players: not in POST /api/fe/config/managers nor GET /api/player", async () => {
    const vip = await vipPlayer('vip-routing-card@example.com', GROUPS.vipGold);
    const card = await call(app, 'POST', '/api/fe/config/managers', { body: { userGroups: [GROUPS.vipGold] } });
    expect(card.json().manager).toEqual(seeded(gold));
    expect(JSON.stringify(card.json())).not.toContain('manager_staff_id');
    const player = await call(app, 'GET', '/api/player', { token: vip.token });
    expect(player.json().manager.managerName).toBe(seeded(gold).managerName);
    expect(JSON.stringify(player.json())).not.toContain('manager_staff_id');
  });

  it("SHELL-20 ROLE-09 the staff room: only the player's own manager and the leads hear an assigned conversation; every VIP manager hears an unassigned one", async () => {
    const open = (who: Agent) =>
      io(baseUrl, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie: `${STAFF_SESSION_COOKIE_NAME}=${who.token}` },
      });
    const sockets: Record<'sophie' | 'other' | 'lead', Socket> = {
      sophie: open(sophie),
      other: open(otherManager),
      lead: open(lead),
    };
    type Heard = { conversation_id: number };
    const heard: Record<'sophie' | 'other' | 'lead', Heard[]> = { sophie: [], other: [], lead: [] };
    try {
      await Promise.all(Object.values(sockets).map((s) => new Promise((resolve) => s.on('connect', () => resolve(null)))));
      for (const name of ['sophie', 'other', 'lead'] as const)
        sockets[name].on(STAFF_SUPPORT_EVENT, (data: Heard) => heard[name].push(data));

      const assigned = await send((await vipPlayer('vip-routing-live-gold@example.com', GROUPS.vipGold)).token, 'Live gold');
      const shared = await send(
        (await vipPlayer('vip-routing-live-platinum@example.com', GROUPS.vipPlatinum)).token,
        'Live platinum',
      );
      await app.services.outbox.drain();
      const ids = (name: keyof typeof heard) => heard[name].map((e) => e.conversation_id);
      await expect.poll(() => ids('other')).toContain(shared.id);
      await expect.poll(() => ids('sophie')).toEqual(expect.arrayContaining([assigned.id, shared.id]));
      await expect.poll(() => ids('lead')).toEqual(expect.arrayContaining([assigned.id, shared.id]));
      expect(ids('other')).not.toContain(assigned.id);
      // Sophie hears her player's message once, not once per room.
      expect(ids('sophie').filter((id) => id === assigned.id)).toHaveLength(1);
    } finally {
      for (const s of Object.values(sockets)) s.close();
    }
  });
});

describe('granting a VIP level', () => {
  it('VIP-10 ROLE-09 a support lead places a player in a VIP level group; other roles get 403, other groups 422, unknown players 404', async () => {
    const player = await register(app, 'vip-routing-granted@example.com');
    const url = `/api/staff/support/players/${player.id}/vip`;
    for (const who of [sophie, firstLine]) {
      expect((await call(app, 'POST', url, { headers: who.headers, body: { group_id: GROUPS.vipGold } })).statusCode).toBe(403);
    }
    expect((await call(app, 'POST', url, { headers: lead.headers, body: { group_id: GROUPS.tester } })).statusCode).toBe(422);
    expect(
      (
        await call(app, 'POST', '/api/staff/support/players/999999/vip', {
          headers: lead.headers,
          body: { group_id: GROUPS.vipGold },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', '/api/player', { token: player.token })).json().vip).toBe(false);

    const granted = await call(app, 'POST', url, { headers: lead.headers, body: { group_id: GROUPS.vipGold } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().groups).toContain(GROUPS.vipGold);
    const profile = (await call(app, 'GET', '/api/player', { token: player.token })).json();
    expect(profile).toMatchObject({ vip: true, manager: { managerName: seeded(gold).managerName } });
    // Their next conversation is Sophie's.
    const conversation = await send(player.token, 'Now I am Gold');
    const seen = await call(app, 'GET', `/api/staff/support/conversations/${conversation.id}`, { headers: sophie.headers });
    expect(seen.json()).toMatchObject({ assigned_staff_id: sophie.id });
  });
});
