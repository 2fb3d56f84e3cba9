import {
  auditPageSchema,
  couponBatchListSchema,
  couponBatchSchema,
  staffGiftCancelResponseSchema,
  staffGiftTemplateListSchema,
  staffGiftTemplateSchema,
  staffIssueResponseSchema,
  staffPlayerGiftsSchema,
  type GiftTemplateInput,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerGroups } from '../db/schema';
import { call } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { fund } from '../test/play';
import { createPlayer } from '../test/players';
import { signedInStaff } from '../test/staff';
import { auditLedger } from '../wallet';

let app: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  manager = (await signedInStaff(app, 'promotions_manager')).headers;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

let serial = 0;
const next = () => (serial += 1);
const key = () => `issue-key-${String(next()).padStart(8, '0')}-abcdef`;

function templateInput(extra: Partial<GiftTemplateInput> = {}): GiftTemplateInput {
  const n = next();
  return {
    kind: 'bonus',
    title: `Console bonus ${n}`,
    title_key: null,
    group_key: `console_${n}`,
    amounts: { EUR: 1_000 },
    percent: null,
    max_amounts: {},
    min_deposits: {},
    wager_multiplier: 3,
    max_wins: {},
    contributions: { pokies: 100, table: 10 },
    default_contribution: 100,
    activation_days: 7,
    validity_days: 30,
    freespins_count: 0,
    freespin_games: [],
    freespin_bets: {},
    freespin_wager: 30,
    eligibility: { groups: [], countries: [], deposit_number: null },
    position: 0,
    active_from: null,
    active_until: null,
    ...extra,
  };
}

const staffCall = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(app, method, url, { headers: { ...manager, ...headers }, ...(body === undefined ? {} : { body }) });

async function newTemplate(extra: Partial<GiftTemplateInput> = {}) {
  const res = await staffCall('POST', '/api/staff/promotions/templates', templateInput(extra));
  expect(res.statusCode).toBe(200);
  return bodyOf(res, staffGiftTemplateSchema);
}

async function playerWith(realCents: number): Promise<number> {
  const id = await createPlayer(app.db, `console-${next()}@example.com`);
  if (realCents > 0) await fund(app, id, realCents);
  else await app.services.wallet.openAccount(id, 'EUR');
  await app.services.outbox.drain();
  return id;
}

async function auditOf(query: string) {
  const res = await staffCall('GET', `/api/staff/audit?${query}`);
  expect(res.statusCode).toBe(200);
  return bodyOf(res, auditPageSchema);
}

async function walletOf(playerId: number) {
  const account = (await app.services.wallet.getAccounts(playerId)).find((a) => a.currency === 'EUR');
  if (!account) throw new Error('no EUR wallet');
  return { real: account.available_to_cashout_cents, bonus: account.amount_cents - account.available_to_cashout_cents };
}

describe('the promotions console routes', { timeout: 60_000 }, () => {
  it('ROLE-11 a support agent gets 403 on every promotions route and a guest 401 before any 422', async () => {
    const agent = (await signedInStaff(app, 'support_agent')).headers;
    const routes: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/api/staff/promotions/templates'],
      ['POST', '/api/staff/promotions/templates'],
      ['PUT', '/api/staff/promotions/templates/1'],
      ['POST', '/api/staff/promotions/templates/1/retire'],
      ['GET', '/api/staff/promotions/coupon_batches'],
      ['POST', '/api/staff/promotions/coupon_batches'],
      ['POST', '/api/staff/promotions/coupon_batches/1/retire'],
      ['GET', '/api/staff/promotions/coupon_batches/1/codes'],
      ['POST', '/api/staff/promotions/gifts'],
      ['GET', '/api/staff/promotions/player_gifts?player=1'],
      ['POST', '/api/staff/promotions/gifts/1/cancel'],
      ['GET', '/api/staff/audit'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'GET' ? undefined : { nonsense: true };
      expect((await call(app, method, url, { headers: agent, ...(body ? { body } : {}) })).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await call(app, method, url, body ? { body } : {})).statusCode, `${method} ${url}`).toBe(401);
    }
    // The support lead reads the audit log, but runs no promotion.
    const lead = (await signedInStaff(app, 'support_lead')).headers;
    expect((await call(app, 'GET', '/api/staff/audit', { headers: lead })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/staff/promotions/templates', { headers: lead })).statusCode).toBe(403);
  });

  it('GIFT-21 ROLE-11 creates, edits, schedules and retires a template, each change audited with before and after', async () => {
    const created = await newTemplate();
    expect(created).toMatchObject({ state: 'live', issued_count: 0, amounts: { EUR: 1_000 } });

    const from = '2026-12-01T00:00:00.000Z';
    const until = '2026-12-31T00:00:00.000Z';
    const edited = await staffCall('PUT', `/api/staff/promotions/templates/${created.id}`, {
      ...templateInput({ title: created.title, group_key: created.group_key }),
      amounts: { EUR: 2_500, USD: 3_000 },
      active_from: from,
      active_until: until,
    });
    expect(edited.statusCode).toBe(200);
    expect(bodyOf(edited, staffGiftTemplateSchema)).toMatchObject({ state: 'scheduled', amounts: { EUR: 2_500, USD: 3_000 } });

    const retired = await staffCall('POST', `/api/staff/promotions/templates/${created.id}/retire`, { reason: 'campaign over' });
    expect(bodyOf(retired, staffGiftTemplateSchema).state).toBe('retired');
    expect(
      (await staffCall('POST', `/api/staff/promotions/templates/${created.id}/retire`, { reason: 'again' })).statusCode,
    ).toBe(409);
    const listed = bodyOf(await staffCall('GET', '/api/staff/promotions/templates'), staffGiftTemplateListSchema);
    expect(listed.find((t) => t.id === created.id)?.state).toBe('retired');

    const { data } = await auditOf(`subject_kind=gift_template&subject_id=${created.id}`);
    expect(data.map((e) => e.action)).toEqual(['gift_template.retire', 'gift_template.update', 'gift_template.create']);
    expect(data[1]).toMatchObject({
      role: 'promotions_manager',
      staff_name: expect.any(String),
      before: { amounts: { EUR: 1_000 }, active_from: null, active_until: null },
      after: { amounts: { EUR: 2_500, USD: 3_000 }, active_from: from, active_until: until },
    });
    expect(Object.keys(data[1]?.after as object).sort()).toEqual(['active_from', 'active_until', 'amounts']);
    expect(data[0]).toMatchObject({ reason: 'campaign over', after: { retired_at: expect.any(String) } });
  });

  it('GIFT-21 refuses a template missing what its kind needs, field by field, and an edit that would change open gifts', async () => {
    const bad = await staffCall('POST', '/api/staff/promotions/templates', templateInput({ kind: 'deposit', amounts: {} }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['max_amounts', 'percent']);
    const window = await staffCall(
      'POST',
      '/api/staff/promotions/templates',
      templateInput({ active_from: '2026-12-02T00:00:00Z', active_until: '2026-12-01T00:00:00Z', contributions: { slots: 101 } }),
    );
    expect(Object.keys(fieldErrorsOf(window)).sort()).toEqual(['active_until', 'contributions.slots']);

    const template = await newTemplate();
    const playerId = await playerWith(0);
    const issued = await staffCall(
      'POST',
      '/api/staff/promotions/gifts',
      { template_id: template.id, target: { kind: 'player', player: String(playerId) }, reason: 'goodwill' },
      { 'idempotency-key': key() },
    );
    expect(bodyOf(issued, staffIssueResponseSchema).issued).toHaveLength(1);
    const { id: _id, state: _s, issued_count: _c, retired_at: _r, created_at: _a, ...input } = template;
    const res = await staffCall('PUT', `/api/staff/promotions/templates/${template.id}`, {
      ...input,
      contributions: { pokies: 50 },
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ contributions: ['applies to 1 open gifts; create a new template instead'] });
    // What each gift copies when issued may change: only future gifts get it.
    const raised = await staffCall('PUT', `/api/staff/promotions/templates/${template.id}`, {
      ...input,
      amounts: { EUR: 5_000 },
    });
    expect(bodyOf(raised, staffGiftTemplateSchema)).toMatchObject({ issued_count: 1, amounts: { EUR: 5_000 } });
    const gifts = bodyOf(await staffCall('GET', `/api/staff/promotions/player_gifts?player=${playerId}`), staffPlayerGiftsSchema);
    expect(gifts.gifts.map((g) => g.amount_cents)).toEqual([1_000]);
  });

  it('GIFT-20 makes a batch of unique codes with counts and a CSV export, a shared code with a limit, and retires a batch', async () => {
    const template = await newTemplate();
    const created = await staffCall('POST', '/api/staff/promotions/coupon_batches', {
      template_id: template.id,
      name: 'Newsletter "May", week 1',
      mode: 'unique',
      count: 3,
      code: 'may',
      max_redemptions: null,
      valid_from: null,
      valid_until: null,
    });
    expect(created.statusCode).toBe(200);
    const batch = bodyOf(created, couponBatchSchema);
    expect(batch).toMatchObject({ codes_count: 3, redeemed_count: 0, max_redemptions: 1, code: null });

    const csv = await staffCall('GET', `/api/staff/promotions/coupon_batches/${batch.id}/codes`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,redeemed_count,max_redemptions,valid_from,valid_until');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      expect.stringMatching(/^MAY[A-Z2-9]{10}$/),
      expect.stringMatching(/^MAY/),
      expect.stringMatching(/^MAY/),
    ]);
    const code = lines[1]?.split(',')[0] ?? '';

    const playerId = await playerWith(0);
    await app.services.bonuses.redeem(playerId, code, 'coupon_code');
    const shared = bodyOf(
      await staffCall('POST', '/api/staff/promotions/coupon_batches', {
        template_id: template.id,
        name: 'Stream code',
        mode: 'shared',
        count: 1,
        code: `stream${next()}`,
        max_redemptions: 50,
        valid_from: null,
        valid_until: null,
      }),
      couponBatchSchema,
    );
    const sameCode = await staffCall('POST', '/api/staff/promotions/coupon_batches', {
      template_id: template.id,
      name: 'Copy',
      mode: 'shared',
      count: 1,
      code: shared.code,
      max_redemptions: 5,
      valid_from: null,
      valid_until: null,
    });
    expect(fieldErrorsOf(sameCode)).toEqual({ code: ['is already in use'] });
    const list = bodyOf(await staffCall('GET', '/api/staff/promotions/coupon_batches'), couponBatchListSchema);
    expect(list.find((b) => b.id === batch.id)).toMatchObject({ redeemed_count: 1, codes_count: 3 });
    expect(list.find((b) => b.id === shared.id)).toMatchObject({ mode: 'shared', max_redemptions: 50, redeemed_count: 0 });

    const retired = await staffCall('POST', `/api/staff/promotions/coupon_batches/${shared.id}/retire`, {
      reason: 'code leaked',
    });
    expect(bodyOf(retired, couponBatchSchema).retired_at).not.toBeNull();
    const other = await playerWith(0);
    await expect(app.services.bonuses.redeem(other, shared.code ?? '', 'coupon_code')).rejects.toMatchObject({
      errors: { coupon_code: ['ended'] },
    });
    const audit = await auditOf('subject_kind=coupon_batch');
    expect(audit.data.map((e) => e.action)).toEqual(['coupon_batch.retire', 'coupon_batch.create', 'coupon_batch.create']);
  });

  it('GIFT-21 ROLE-11 issuing to a group of 3 gives 3 gifts, each audited, and a retry with the same key gives none more', async () => {
    const template = await newTemplate();
    const group = 9_000 + next();
    const members = [await playerWith(0), await playerWith(0), await playerWith(0)];
    await app.db.insert(playerGroups).values(members.map((playerId) => ({ playerId, groupId: group })));
    const body = { template_id: template.id, target: { kind: 'group', group_id: group }, reason: 'VIP weekend' };
    const headers = { 'idempotency-key': key() };
    const [first, racing] = await Promise.all([
      staffCall('POST', '/api/staff/promotions/gifts', body, headers),
      staffCall('POST', '/api/staff/promotions/gifts', body, headers),
    ]);
    const answers = [bodyOf(first, staffIssueResponseSchema), bodyOf(racing, staffIssueResponseSchema)];
    expect(
      answers
        .flatMap((a) => a.issued)
        .map((g) => g.player_id)
        .sort(),
    ).toEqual([...members].sort());
    const retry = bodyOf(await staffCall('POST', '/api/staff/promotions/gifts', body, headers), staffIssueResponseSchema);
    expect(retry).toEqual({ issued: [], already_issued: 3, skipped: [] });
    for (const playerId of members) {
      const { gifts } = bodyOf(
        await staffCall('GET', `/api/staff/promotions/player_gifts?player=${playerId}`),
        staffPlayerGiftsSchema,
      );
      expect(gifts.map((g) => [g.template_id, g.stage, g.history.map((h) => h.cause)])).toEqual([
        [template.id, 'issued', ['staff_issued']],
      ]);
      const audit = await auditOf(`player_id=${playerId}`);
      expect(audit.data).toEqual([
        expect.objectContaining({
          action: 'gift.issue',
          reason: 'VIP weekend',
          after: expect.objectContaining({ bonus_cents: 1_000 }),
        }),
      ]);
    }
    // Another key is another action.
    const again = bodyOf(
      await staffCall('POST', '/api/staff/promotions/gifts', body, { 'idempotency-key': key() }),
      staffIssueResponseSchema,
    );
    expect(again.issued).toHaveLength(3);
    const missing = await staffCall('POST', '/api/staff/promotions/gifts', body);
    expect(fieldErrorsOf(missing)).toEqual({ idempotency_key: ['is required: one key per issue action'] });
    const unknown = await staffCall(
      'POST',
      '/api/staff/promotions/gifts',
      { ...body, target: { kind: 'player', player: 'nobody@example.com' } },
      { 'idempotency-key': key() },
    );
    expect(fieldErrorsOf(unknown)).toEqual({ player: ['no player has this id or e-mail'] });
  });

  it('GIFT-13 GIFT-21 a cancel by staff mid-wagering forfeits exactly the bonus part, keeps real money, and is audited', async () => {
    const template = await newTemplate();
    const playerId = await playerWith(1_000);
    const email = `console-${serial}@example.com`;
    const issued = bodyOf(
      await staffCall(
        'POST',
        '/api/staff/promotions/gifts',
        { template_id: template.id, target: { kind: 'player', player: email.toUpperCase() }, reason: 'apology' },
        { 'idempotency-key': key() },
      ),
      staffIssueResponseSchema,
    );
    const giftId = issued.issued[0]?.gift_id ?? 0;
    await app.services.bonuses.activate(playerId, 'bonus', giftId);
    const placed = await app.services.wallet.bet({
      key: `console-bet-${next()}`,
      playerId,
      currency: 'EUR',
      amountCents: 1_500,
      metadata: { categories: ['pokies'] },
    });
    await app.services.wallet.win({
      key: `console-win-${next()}`,
      playerId,
      currency: 'EUR',
      amountCents: 600,
      betTransactionId: placed.transactionId,
    });
    await app.services.outbox.drain();
    const before = await walletOf(playerId);
    expect(before.bonus).toBeGreaterThan(0);
    expect(before.real).toBeGreaterThan(0);

    const res = await staffCall('POST', `/api/staff/promotions/gifts/${giftId}/cancel`, { reason: 'bonus abuse' });
    expect(res.statusCode).toBe(200);
    const canceled = bodyOf(res, staffGiftCancelResponseSchema);
    expect(canceled.forfeited_cents).toBe(before.bonus);
    expect(canceled.gift.history.map((h) => `${h.from_stage ?? '-'}>${h.to_stage}:${h.cause}`)).toEqual([
      '->issued:staff_issued',
      'issued>handle_bets:activated',
      'handle_bets>canceled:staff_canceled',
    ]);
    expect(await walletOf(playerId)).toEqual({ real: before.real, bonus: 0 });
    expect((await staffCall('POST', `/api/staff/promotions/gifts/${giftId}/cancel`, { reason: 'twice' })).statusCode).toBe(409);
    const audit = await auditOf(`subject_kind=gift&subject_id=${giftId}`);
    expect(audit.data[0]).toMatchObject({
      action: 'gift.cancel',
      player_id: playerId,
      before: { stage: 'handle_bets' },
      after: { stage: 'canceled' },
      reason: 'bonus abuse',
    });
    const report = await auditLedger(app.db);
    expect(report.balanceDifferences).toEqual([]);
    expect(report.unbalancedTransactions).toEqual([]);
  });

  it('ROLE-11 the audit search pages its results and filters by staff member and time', async () => {
    const other = await signedInStaff(app, 'promotions_manager');
    const me = (await call(app, 'GET', '/api/staff/me', { headers: other.headers })).json() as { id: number };
    for (let i = 0; i < 3; i += 1)
      expect(
        (await call(app, 'POST', '/api/staff/promotions/templates', { headers: other.headers, body: templateInput() }))
          .statusCode,
      ).toBe(200);
    const all = await auditOf(`staff_id=${me.id}`);
    expect(all.pagination).toMatchObject({ total_count: 3, current_page: 1, next_page: null });
    expect(all.data.every((e) => e.staff_id === me.id)).toBe(true);
    const later = new Date(app.clock.now().getTime() + 1_000).toISOString();
    expect((await auditOf(`staff_id=${me.id}&from=${encodeURIComponent(later)}`)).data).toEqual([]);
    expect((await auditOf(`staff_id=${me.id}&page=2`)).data).toEqual([]);
    expect((await staffCall('GET', '/api/staff/audit?page=0')).statusCode).toBe(422);
  });
});
