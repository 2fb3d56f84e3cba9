import { GROUPS } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feConfigs, games } from '../db/schema';
import { frame, gameOf, launch } from '../test/play';
import { pushes } from '../test/payments';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

let app: TestApp;
let dice: number;
let diceProvider: string;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  dice = await gameOf(app, 'dice', { demo: true });
  const [row] = await app.db.select({ provider: games.providerSlug }).from(games).where(eq(games.id, dice));
  diceProvider = row?.provider ?? '';
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const groupsOf = async (token: string) => (await call(app, 'GET', '/api/player', { token })).json<{ groups: number[] }>().groups;

async function target(providerSlugs: string[], days = 7, enabled = true) {
  const current = await app.services.config.get('popup-provider-new');
  await app.services.config.set('popup-provider-new', {
    ...current,
    is_enabled: enabled,
    target: { provider_slugs: providerSlugs, days },
  });
}

async function playedDice(email: string) {
  const player = await register(app, email);
  const session = await launch(app, player.token, dice, 'demo');
  const round = await frame(app, session.session, 'POST', '/rounds', {
    bet_cents: 100,
    params: { direction: 'under', target: 5000 },
  });
  expect(round.statusCode, round.body).toBe(200);
  return player;
}

describe('promo-provider targeting (decision 015)', () => {
  it('NOTIF-12 a player who played a listed provider within the rule’s days joins group 1501 once, live', async () => {
    const fan = await playedDice('promo-fan@example.com');
    const idle = await register(app, 'promo-idle@example.com');
    await target(['nobody-plays-this']);
    expect(await app.services.promoTargeting.run()).toEqual([]);

    await target([diceProvider]);
    expect(await app.services.promoTargeting.run()).toContain(fan.id);
    expect(await groupsOf(fan.token)).toContain(GROUPS.promoProviderTarget);
    expect(await groupsOf(idle.token)).not.toContain(GROUPS.promoProviderTarget);
    await app.services.outbox.drain();
    const updates = await pushes(app, fan.id, 'groups_updates');
    expect(updates.at(-1)?.['groups']).toContain(GROUPS.promoProviderTarget);
    // Already in the group: the next round adds nothing and sends nothing.
    expect(await app.services.promoTargeting.run()).not.toContain(fan.id);
  });

  it('NOTIF-12 NOTIF-13 the popup shown (1502) keeps a player out; so do old rounds and a switched-off popup', async () => {
    const shown = await playedDice('promo-shown@example.com');
    expect(
      (
        await call(app, 'POST', '/api/player/groups', {
          token: shown.token,
          body: { groups: { add: [GROUPS.promoProviderShown] } },
        })
      ).statusCode,
    ).toBe(200);
    const old = await playedDice('promo-old@example.com');
    const late = await playedDice('promo-late@example.com');
    await target([diceProvider], 7, false);
    expect(await app.services.promoTargeting.run()).not.toContain(late.id);

    app.clock.advance(8 * DAY);
    await target([diceProvider], 7);
    const added = await app.services.promoTargeting.run();
    expect(added).not.toContain(shown.id);
    expect(added).not.toContain(old.id);
    expect(added).not.toContain(late.id);
    await target([diceProvider], 30);
    const wider = await app.services.promoTargeting.run();
    expect(wider).toEqual(expect.arrayContaining([old.id, late.id]));
    expect(wider).not.toContain(shown.id);
  });

  it('NOTIF-12 with the popup document not set (a casino started without the demo seed) nobody is added and the job does not fail', async () => {
    await playedDice('promo-unset@example.com');
    const saved = await app.db.select().from(feConfigs).where(eq(feConfigs.name, 'popup-provider-new'));
    await app.db.delete(feConfigs).where(eq(feConfigs.name, 'popup-provider-new'));
    try {
      await expect(app.services.promoTargeting.run()).resolves.toEqual([]);
    } finally {
      await app.db.insert(feConfigs).values(saved);
    }
  });
});
