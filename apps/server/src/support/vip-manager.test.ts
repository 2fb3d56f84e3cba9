import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS, playerSchema } from '@casino/contracts';
import { playerGroups } from '../db/schema';
import { DEMO_INTERNAL_CONFIG } from '../seed/config';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, register } from '../test/accounts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

const seeded = DEMO_INTERNAL_CONFIG.managers.by_group;
const join = (playerId: number, groupId: number) =>
  app.db.insert(playerGroups).values({ playerId, groupId, createdAt: app.clock.now() });
const profile = async (token: string) => playerSchema.parse((await call(app, 'GET', '/api/player', { token })).json());

describe('the VIP manager of GET /api/player', () => {
  it('VIP-11 PROF-01 a VIP player gets the manager of their VIP group; a regular player gets null', async () => {
    const vip = await register(app, 'vip-manager-gold@example.com');
    await join(vip.id, GROUPS.vipGold);
    const gold = await profile(vip.token);
    expect(gold.vip).toBe(true);
    expect(gold.manager).toEqual({
      managerName: 'Sophie Tremblay',
      time: '09:00-21:00 CET',
      avatar: '/brand/managers/sophie.svg',
      whatsAppLink: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
      telegramLink: 'https://t.me/casino_sophie',
      email: 'sophie@casino.example',
    });

    const regular = await register(app, 'vip-manager-regular@example.com');
    await join(regular.id, GROUPS.tester);
    const plain = await profile(regular.token);
    expect(plain.vip).toBe(false);
    expect(plain.manager).toBeNull();
  });

  it('VIP-11 a player in two VIP groups gets the manager of the higher one (Diamond over Bronze)', async () => {
    const both = await register(app, 'vip-manager-both@example.com');
    await join(both.id, GROUPS.vipBronze);
    await join(both.id, GROUPS.vipDiamond);
    expect((await profile(both.token)).manager?.managerName).toBe('Helena Kask');
  });

  it('VIP-11 every seeded manager avatar exists in the web public folder', () => {
    const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
    for (const manager of Object.values(seeded)) {
      expect(manager.avatar).toMatch(/^\/brand\/managers\/[a-z]+\.svg$/);
      expect(existsSync(`${publicDir}${manager.avatar}`), manager.avatar).toBe(true);
    }
  });
});
