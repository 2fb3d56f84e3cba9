import {
  GROUPS,
  activityHubSchema,
  bannersConfigSchema,
  promoListSchema,
  showcaseSchema,
  staffShowcaseSchema,
  type Showcase,
  staffBannersSchema,
  staffPromoItemsSchema,
  type Banner,
  type PromoItem,
} from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../db/schema';
import { addGroups } from '../players';
import { demoBanners } from '../seed/data/banners';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { insertTournament } from '../test/competitions';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { signedInStaff } from '../test/staff';

let app: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
// A fresh staff session for each test: the timed-banner test moves the clock past a session's life.
beforeEach(async () => {
  manager = (await signedInStaff(app, 'promotions_manager')).headers;
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3_600_000;
let serial = 0;
async function player(groups: number[] = []) {
  serial += 1;
  const signedUp = await register(app, `promotions-routes-${serial}@example.com`);
  if (groups.length > 0) await addGroups(app.db, app.services.outbox, signedUp.id, groups, app.clock.now());
  return signedUp;
}
const bannersOf = async (locale: string, token?: string) => {
  const res = await call(app, 'GET', `/api/promotions/banners?locale=${locale}`, token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return { ids: bodyOf(res, bannersConfigSchema).banners.map((b) => b.frontend_identifier), cache: res.headers['cache-control'] };
};
const saveBanners = (banners: Banner[], locale = 'it', headers = manager) =>
  call(app, 'PUT', `/api/staff/promotions/banners?locale=${locale}`, { headers, body: { banners } });
const banner = (id: number, identifier: string, extra: Partial<Banner> = {}): Banner => ({
  ...(demoBanners('it')[2] as Banner),
  id,
  frontend_identifier: identifier,
  ...extra,
});
const at = (ms: number) => new Date(app.clock.now().getTime() + ms).toISOString();

describe('the banners a visitor sees', () => {
  it('API-017 BANR-02 BANR-06 a guest gets the welcome pack with Sign up, a signed-in player the reload offer instead', async () => {
    const guest = await bannersOf('de');
    expect(guest.ids).toContain('welcome-pack');
    expect(guest.ids).not.toContain('reload-offer');
    expect(guest.cache).toBe('public, max-age=30');
    const { token } = await player();
    const signedIn = await bannersOf('de', token);
    expect(signedIn.ids).toContain('reload-offer');
    expect(signedIn.ids).not.toContain('welcome-pack');
    expect(signedIn.cache).toBe('private, no-store');
  });

  it('VAL-24 ROLE-02 an operator publishes a banner for a group: a player of that group sees it on the next load, others and guests do not', async () => {
    const vip = banner(50, 'gold-week', { groupIds: [GROUPS.vipGold] });
    expect((await saveBanners([...demoBanners('it'), vip])).statusCode).toBe(200);
    const gold = await player([GROUPS.vipGold]);
    const other = await player([GROUPS.vipSilver]);
    expect((await bannersOf('it', gold.token)).ids).toContain('gold-week');
    expect((await bannersOf('it', other.token)).ids).not.toContain('gold-week');
    expect((await bannersOf('it')).ids).not.toContain('gold-week');
    const [audit] = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'banners.replace'), eq(staffAuditLog.subjectId, 'it')))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect((audit?.after as Banner[]).map((b) => b.frontend_identifier)).toContain('gold-week');
    expect((audit?.before as Banner[]).map((b) => b.frontend_identifier)).not.toContain('gold-week');
  });

  it('BANR-01 a banner to a tournament that has ended or does not exist is hidden; one to a running race shows', async () => {
    const running = await insertTournament(app);
    const ended = await insertTournament(app, { startAt: new Date(at(-3 * HOUR)), endAt: new Date(at(-HOUR)) });
    const to = (id: number, identifier: string) =>
      banner(id, `to-${identifier}`, {
        button: { name: 'x', url: '/tournaments', type: 'tournaments', frontendIdentifier: identifier, attrs: {} },
      });
    const lottery = banner(64, 'to-lottery', {
      button: { name: 'x', url: '/lottery/x', type: 'lottery', frontendIdentifier: 'x', attrs: {} },
    });
    const list = [to(61, running.frontendIdentifier), to(62, ended.frontendIdentifier), to(63, 'no-such-race'), lottery];
    expect((await saveBanners(list)).statusCode).toBe(200);
    expect((await bannersOf('it')).ids).toEqual([`to-${running.frontendIdentifier}`]);
  });

  it('BANR-01 BANR-10 a timed banner shows only between its start and end, by the clock', async () => {
    const timed = banner(70, 'flash-sale', { timer: { start_at: at(HOUR), end_at: at(2 * HOUR) } });
    expect((await saveBanners([timed])).statusCode).toBe(200);
    expect((await bannersOf('it')).ids).toEqual([]);
    app.clock.advance(HOUR);
    expect((await bannersOf('it')).ids).toEqual(['flash-sale']);
    app.clock.advance(HOUR);
    expect((await bannersOf('it')).ids).toEqual([]);
  });

  it('ROLE-02 only a promotions manager edits banners; bad input answers 422 and changes nothing', async () => {
    const before = await call(app, 'GET', '/api/staff/promotions/banners?locale=no', { headers: manager });
    const stored = bodyOf(before, staffBannersSchema).banners;
    const agent = (await signedInStaff(app, 'support_agent')).headers;
    expect((await saveBanners([], 'no', agent)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/staff/promotions/banners?locale=no', { headers: agent })).statusCode).toBe(403);
    const twice = await saveBanners([banner(1, 'a'), banner(1, 'b')], 'no');
    expect(twice.statusCode).toBe(422);
    expect(fieldErrorsOf(twice)).toHaveProperty('banners');
    const backwards = await saveBanners([banner(2, 'c', { timer: { start_at: at(HOUR), end_at: at(0) } })], 'no');
    expect(backwards.statusCode).toBe(422);
    const after = await call(app, 'GET', '/api/staff/promotions/banners?locale=no', { headers: manager });
    expect(bodyOf(after, staffBannersSchema).banners).toEqual(stored);
  });

  it('BANR-01 the operator sees which banner texts a locale has no translation for', async () => {
    const untranslated = banner(80, 'new-campaign', { title: { text: 'banner.new_campaign.title' } });
    expect((await saveBanners([untranslated], 'et')).statusCode).toBe(200);
    const res = await call(app, 'GET', '/api/staff/promotions/banners?locale=et', { headers: manager });
    const body = bodyOf(res, staffBannersSchema);
    expect(body.banners.map((b) => b.frontend_identifier)).toEqual(['new-campaign']);
    expect(body.missing.et).toEqual(['banner.new_campaign.title']);
    expect(body.missing.de).toBeUndefined();
  });
});

describe('the promo items of /promotions', () => {
  const item = (id: number, extra: Partial<PromoItem> = {}): PromoItem => ({
    id,
    frontend_identifier: `item-${id}`,
    kind: 'tournament',
    target: 'weekly-race',
    image: '/promo/tournament.svg',
    start_at: at(-HOUR),
    end_at: at(HOUR),
    group_ids: [],
    order: id,
    published: true,
    texts: {
      en: { title: `Item ${id}`, description: 'd', text_times: '' },
      de: { title: `Aktion ${id}`, description: 'd', text_times: '' },
    },
    ...extra,
  });
  const saveItem = (body: PromoItem) => call(app, 'PUT', `/api/staff/promotions/items/${body.id}`, { headers: manager, body });
  const listed = async (locale: string, token?: string) =>
    bodyOf(await call(app, 'GET', `/api/promotions?locale=${locale}`, token ? { token } : {}), promoListSchema).data.filter((c) =>
      c.frontend_identifier.startsWith('item-'),
    );

  it('BANR-07 BANR-08 BANR-13 lists items active, future and archive with their dates, texts in the locale and their links', async () => {
    expect((await saveItem(item(501, { start_at: at(2 * HOUR), end_at: at(3 * HOUR) }))).statusCode).toBe(200);
    expect(
      (await saveItem(item(502, { start_at: at(-3 * HOUR), end_at: at(-2 * HOUR), kind: 'shop', target: '' }))).statusCode,
    ).toBe(200);
    expect((await saveItem(item(503))).statusCode).toBe(200);
    const cards = await listed('de');
    expect(cards.map((c) => [c.frontend_identifier, c.status, c.title, c.url])).toEqual([
      ['item-503', 'active', 'Aktion 503', '/tournaments/weekly-race'],
      ['item-501', 'future', 'Aktion 501', '/tournaments/weekly-race'],
      ['item-502', 'archive', 'Aktion 502', '/rocket-mart'],
    ]);
    expect(cards[1]?.start_at).toBe(at(2 * HOUR));
  });

  it('BANR-07 VAL-24 ROLE-02 group items reach only their group; the operator sees missing translations, every edit is audited', async () => {
    expect((await saveItem(item(510, { group_ids: [GROUPS.vipDiamond] }))).statusCode).toBe(200);
    expect((await listed('en')).map((c) => c.frontend_identifier)).not.toContain('item-510');
    const diamond = await player([GROUPS.vipDiamond]);
    expect((await listed('en', diamond.token)).map((c) => c.frontend_identifier)).toContain('item-510');
    const staffList = bodyOf(await call(app, 'GET', '/api/staff/promotions/items', { headers: manager }), staffPromoItemsSchema);
    expect(staffList.items.find((i) => i.item.id === 510)?.missing_locales).toEqual(expect.arrayContaining(['it', 'et', 'no']));
    expect(staffList.items.find((i) => i.item.id === 510)?.missing_locales).not.toContain('de');
    expect((await call(app, 'DELETE', '/api/staff/promotions/items/510', { headers: manager })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/api/staff/promotions/items/510', { headers: manager })).statusCode).toBe(404);
    const actions = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectKind, 'promo_item'), eq(staffAuditLog.subjectId, '510')));
    expect(actions.map((a) => a.action).sort()).toEqual(['promo_item.create', 'promo_item.delete']);
  });

  it('BANR-07 an item ending before it starts, or with an id other than its path, answers 422 and is not stored', async () => {
    const backwards = await saveItem(item(520, { start_at: at(HOUR), end_at: at(-HOUR) }));
    expect(backwards.statusCode).toBe(422);
    expect(fieldErrorsOf(backwards)).toHaveProperty('end_at');
    const elsewhere = await call(app, 'PUT', '/api/staff/promotions/items/521', { headers: manager, body: item(522) });
    expect(elsewhere.statusCode).toBe(422);
    const ids = bodyOf(
      await call(app, 'GET', '/api/staff/promotions/items', { headers: manager }),
      staffPromoItemsSchema,
    ).items.map((i) => i.item.id);
    expect(ids).not.toEqual(expect.arrayContaining([520]));
    expect(ids).not.toContain(522);
  });
});

describe('the awards and articles', () => {
  const showcaseOf = async (locale: string) => {
    const res = await call(app, 'GET', `/api/promotions/showcase?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return bodyOf(res, showcaseSchema);
  };
  const saveShowcase = (showcase: unknown, locale = 'no', headers = manager) =>
    call(app, 'PUT', `/api/staff/promotions/showcase?locale=${locale}`, { headers, body: showcase });
  const article = (date: string) => ({
    url: `/news/${date}`,
    date,
    title: `Nyheter ${date}`,
    img: '/promo/jackpot.svg',
    imgAlt: 'Jackpot',
  });
  const norwegian: Showcase = {
    awards: [{ name: 'Spillprisen', nomination: 'Beste nye casino', prize: 'winner', year: 2026, imgUrl: '/promo/jackpot.svg' }],
    articles: [article('2026-01-05'), article('2026-03-01'), article('2025-12-24')],
  };

  it('CMS-10 CMS-11 a locale without its own awards and articles shows the English ones, the newest article first', async () => {
    const [english, estonian] = await Promise.all([showcaseOf('en'), showcaseOf('et')]);
    expect(estonian).toEqual(english);
    expect(english.awards.some((award) => award.prize === 'winner')).toBe(true);
    const dates = english.articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('CMS-10 CMS-11 CMS-12 ROLE-02 the promotions manager writes a locale of its own, audited with before and after', async () => {
    const before = bodyOf(
      await call(app, 'GET', '/api/staff/promotions/showcase?locale=no', { headers: manager }),
      staffShowcaseSchema,
    );
    expect(before.missing_locales).toContain('no');
    expect(before.missing_locales).not.toContain('en');
    expect((await saveShowcase(norwegian)).statusCode).toBe(200);
    const shown = await showcaseOf('no');
    expect(shown.awards).toEqual(norwegian.awards);
    expect(shown.articles.map((a) => a.date)).toEqual(['2026-03-01', '2026-01-05', '2025-12-24']);
    const after = bodyOf(
      await call(app, 'GET', '/api/staff/promotions/showcase?locale=no', { headers: manager }),
      staffShowcaseSchema,
    );
    expect(after.missing_locales).not.toContain('no');
    const [entry] = await app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'showcase.replace'), eq(staffAuditLog.subjectId, 'no')))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ subjectKind: 'showcase', before: null, after: norwegian });
    expect((await showcaseOf('en')).awards).not.toEqual(norwegian.awards);
  });

  it('CMS-10 CMS-11 ERR-14 refuses a bad year, a date that is not one, a scripted link, and other roles; nothing changes', async () => {
    const before = await showcaseOf('it');
    const award = { ...norwegian.awards[0], year: 1200 };
    expect(Object.keys(fieldErrorsOf(await saveShowcase({ awards: [award], articles: [] }, 'it')))).toEqual(['awards.0.year']);
    const badDate = { ...article('2026-01-05'), date: '05/01/2026' };
    expect(Object.keys(fieldErrorsOf(await saveShowcase({ awards: [], articles: [badDate] }, 'it')))).toEqual([
      'articles.0.date',
    ]);
    const scripted = { ...article('2026-01-05'), url: 'javascript:alert(1)' };
    expect(Object.keys(fieldErrorsOf(await saveShowcase({ awards: [], articles: [scripted] }, 'it')))).toEqual([
      'articles.0.url',
    ]);
    const support = (await signedInStaff(app, 'support_agent')).headers;
    expect((await saveShowcase(norwegian, 'it', support)).statusCode).toBe(403);
    expect(await showcaseOf('it')).toEqual(before);
  });
});

describe('the promotion pages and the activity hub', () => {
  it('BANR-14 a page turned off in manage-promotion-pages is off, except for testers', async () => {
    const pages = await app.services.config.get('manage-promotion-pages');
    await app.services.config.set('manage-promotion-pages', { pages: { ...pages.pages, 'rocket-chance': false } });
    const enabled = async (page: string, token?: string) =>
      (await call(app, 'GET', `/api/promotions/pages/${page}`, token ? { token } : {})).json<{ enabled: boolean }>().enabled;
    expect(await enabled('rocket-chance')).toBe(false);
    expect(await enabled('aquanova-odyssey')).toBe(true);
    expect(await enabled('rocket-chance', (await player([GROUPS.tester])).token)).toBe(true);
    expect((await call(app, 'GET', '/api/promotions/pages/no-such-page')).statusCode).toBe(422);
    await app.services.config.set('manage-promotion-pages', pages);
  });

  it('BANR-15 BANR-16 the hub needs a session and lists the running races with the place, the quests with the level, the gifts waiting', async () => {
    expect((await call(app, 'GET', '/api/promotions/hub')).statusCode).toBe(401);
    const race = await insertTournament(app, { title: 'Hub race' });
    const { token } = await player();
    const hub = bodyOf(await call(app, 'GET', '/api/promotions/hub', { token }), activityHubSchema);
    expect(hub.tournaments.find((t) => t.id === race.id)).toEqual({
      id: race.id,
      title: 'Hub race',
      frontend_identifier: race.frontendIdentifier,
      end_at: race.endAt.toISOString(),
      place: null,
    });
    expect(hub.quests.every((q) => q.level === 0)).toBe(true);
    expect(hub.gifts_waiting).toBeGreaterThanOrEqual(0);
  });
});
