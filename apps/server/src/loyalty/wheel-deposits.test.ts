import { lootBoxListSchema, wheelConfigSchema, wheelDepositConfigSchema } from '@casino/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, playerGroups, staffAuditLog } from '../db/schema';
import { ACCOUNT_ENV, call, registerPayer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { bodyOf, fieldErrorsOf } from '../test/http';
import { advance, card, deposit, pushes } from '../test/payments';
import { signedInStaff } from '../test/staff';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const STEP = 3000;
let n = 0;
async function payer(groups: number[] = []) {
  const player = await registerPayer(app, `wheel-deposit-${++n}@example.com`);
  if (groups.length > 0) await app.db.insert(playerGroups).values(groups.map((groupId) => ({ playerId: player.id, groupId })));
  return player;
}

/** A card deposit taken through to succeeded, and every event it raised handled. */
async function deposited(token: string, amountCents: number, currency = 'EUR') {
  const started = await deposit(app, token, { amount_cents: amountCents, currency, method_id: 'visa', card: card() });
  await advance(app, STEP);
  await advance(app, STEP);
  await app.services.outbox.drain();
  expect((await call(app, 'GET', '/api/player/payments', { token })).json().data[0]).toMatchObject({
    id: started.payment.id,
    state: 'succeeded',
  });
}

const boxesOf = async (token: string) => bodyOf(await call(app, 'GET', '/api/player/lootboxes', { token }), lootBoxListSchema);

describe('the wheel deposit configuration', () => {
  it('API-018 WHEEL-10 the front end reads pay and get per currency for the wheel groups', async () => {
    const config = bodyOf(await call(app, 'GET', '/api/fe/config/wheel-config'), wheelConfigSchema);
    expect(config.deposit['1308']?.EUR).toEqual({ pay: 5000, get: 1 });
    expect(config.deposit['1309']?.EUR).toEqual({ pay: 10000, get: 2 });
    expect(config.deposit['21']?.EUR).toEqual({ pay: 2000, get: 1 });
  });

  it('WHEEL-10 WHEEL-15 a qualifying deposit of a wheel group issues its loot boxes once, keyed by the payment; a smaller one issues none', async () => {
    const player = await payer([1309]);
    await deposited(player.token, 9_999);
    expect(await boxesOf(player.token)).toEqual([]);
    await deposited(player.token, 10_000);
    const boxes = await boxesOf(player.token);
    expect(boxes.map((b) => [b.stage, b.group_key, b.wheel])).toEqual([
      ['issued', 'manual_wheel', 'rocketmart'],
      ['issued', 'manual_wheel', 'rocketmart'],
    ]);
    expect((await pushes(app, player.id, 'lootboxes_changes')).length).toBe(2);
    // The deposit's event delivered again issues nothing new.
    await app.db
      .update(domainEvents)
      .set({ dispatchedAt: null })
      .where(and(eq(domainEvents.playerId, player.id), sql`${domainEvents.type} = 'deposit.succeeded'`));
    await Promise.all([app.services.outbox.drain(), app.services.outbox.drain()]);
    expect(await boxesOf(player.token)).toHaveLength(2);
  });

  it('WHEEL-10 WHEEL-13 a currency without a rule uses the EUR rule; a player outside the wheel groups takes the default', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const current = bodyOf(await call(app, 'GET', '/api/staff/wheels/deposit-config', { headers }), wheelDepositConfigSchema);
    const outsider = await payer();
    await deposited(outsider.token, 50_000);
    expect(await boxesOf(outsider.token)).toEqual([]);
    const withDefault = { ...current, default: { EUR: { pay: 20_000, get: 3 } } };
    expect((await call(app, 'PUT', '/api/staff/wheels/deposit-config', { headers, body: withDefault })).statusCode).toBe(200);
    await deposited(outsider.token, 20_000);
    expect(await boxesOf(outsider.token)).toHaveLength(3);
    const nok = await payer([1308]);
    await deposited(nok.token, 10_000, 'NOK');
    expect(await boxesOf(nok.token)).toHaveLength(1);
  });

  it('WHEEL-10 the promotions manager edits pay and get, recorded in the audit log; bad input and other staff are refused', async () => {
    const { headers } = await signedInStaff(app, 'promotions_manager');
    const before = bodyOf(await call(app, 'GET', '/api/staff/wheels/deposit-config', { headers }), wheelDepositConfigSchema);
    const edit = { ...before, '21': { EUR: { pay: 3_000, get: 2 }, NOK: { pay: 30_000, get: 2 } } };
    const saved = await call(app, 'PUT', '/api/staff/wheels/deposit-config', { headers, body: edit });
    expect(bodyOf(saved, wheelDepositConfigSchema)['21']).toEqual(edit['21']);
    const served = bodyOf(await call(app, 'GET', '/api/fe/config/wheel-config'), wheelConfigSchema);
    expect(served.deposit['21']).toEqual(edit['21']);
    expect(served.default.segments.length).toBeGreaterThan(0);
    const [audit] = await app.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'wheel_deposit.update', subjectKind: 'wheel_config', subjectId: 'deposit' });
    expect(audit?.before).toEqual(before);
    expect(audit?.after).toEqual(edit);
    const put = (body: unknown) => call(app, 'PUT', '/api/staff/wheels/deposit-config', { headers, body });
    expect(fieldErrorsOf(await put({ '77': { EUR: { pay: 1, get: 1 } } }))).not.toEqual({});
    expect(Object.keys(fieldErrorsOf(await put({ '21': { NOK: { pay: 1, get: 1 } } })))).toEqual(['21']);
    expect(Object.keys(fieldErrorsOf(await put({ '21': { EUR: { pay: 1, get: 0 } } })))).toEqual(['21.EUR.get']);
    expect(Object.keys(fieldErrorsOf(await put({ '21': { EUR: { pay: -5, get: 1 } } })))).toEqual(['21.EUR.pay']);
    const agent = await signedInStaff(app, 'support_lead');
    expect((await call(app, 'PUT', '/api/staff/wheels/deposit-config', { headers: agent.headers, body: edit })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', '/api/staff/wheels/deposit-config')).statusCode).toBe(401);
    const after = bodyOf(await call(app, 'GET', '/api/staff/wheels/deposit-config', { headers }), wheelDepositConfigSchema);
    expect(after).toEqual(edit);
  });
});
