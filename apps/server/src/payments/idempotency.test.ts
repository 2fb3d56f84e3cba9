import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  depositResponseSchema,
  withdrawalResponseSchema,
} from '@casino/contracts';
import type { App } from '../app';
import { idempotencyKeys } from '../http/idempotency-tables';
import { IN_PROGRESS_MESSAGE, INTERRUPTED_MESSAGE, KEY_FORMAT_MESSAGE, KEY_REUSED_MESSAGE } from '../http/idempotency';
import { ACCOUNT_ENV, cookie, registerPayer } from '../test/accounts';
import { createTestApp, openSecondProcess, type TestApp } from '../test/app';
import { XHR, errorOf, fieldErrorsOf, injectFrom } from '../test/http';
import { auditLedger } from '../wallet';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from './sandbox';
import { payments } from './tables';
import { advance, balanceOf, card, deposit, historyOf } from '../test/payments';

let app: TestApp;
/** A second server process on the same database: requests with one key go to both. */
let other: App;
const STEP = 3000;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  other = await openSecondProcess(app, ACCOUNT_ENV);
}, 180_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
});

let n = 0;
const player = () => registerPayer(app, `idem-${++n}@example.com`);
const newKey = () => randomUUID();

/** A POST of the web app with the player's session and, when given, an Idempotency-Key; `via` picks the process. */
function post(
  token: string,
  url: string,
  options: { key?: string; body?: unknown; via?: App } = {},
): Promise<LightMyRequestResponse> {
  return injectFrom((options.via ?? app).fastify, {
    method: 'POST',
    url,
    headers: {
      ...(options.body === undefined ? { 'x-requested-with': 'XMLHttpRequest' } : XHR),
      ...cookie(token),
      ...(options.key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: options.key }),
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** Five identical requests at once, alternately to each process. */
const fiveAtOnce = (send: (via: App) => Promise<LightMyRequestResponse>) =>
  Promise.all([0, 1, 2, 3, 4].map((i) => send(i % 2 === 0 ? app : other)));

/** Each answer is the first one again (same status and body) or the documented 409 of a request still running. */
function expectOneAnswer(responses: LightMyRequestResponse[]): LightMyRequestResponse {
  const first = responses.find((r) => r.statusCode === 200 && r.headers[IDEMPOTENT_REPLAYED_HEADER] === undefined);
  expect(first, responses.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toBeDefined();
  for (const res of responses) {
    if (res === first) continue;
    if (res.statusCode === 409) {
      expect(errorOf(res)).toBe(IN_PROGRESS_MESSAGE);
      expect(res.headers['retry-after']).toBe('1');
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
      expect(res.body).toBe(first?.body);
    }
  }
  return first as LightMyRequestResponse;
}

const DEPOSIT = { amount_cents: 5000, currency: 'EUR', method_id: 'visa', card: card() };
const BANK = { currency: 'EUR', method_id: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00' };

async function funded(amount = 100_000) {
  const p = await player();
  await deposit(app, p.token, { ...BANK, amount_cents: amount });
  await advance(app, STEP);
  await advance(app, STEP);
  return p;
}

const paymentsOf = (playerId: number) => app.db.select().from(payments).where(eq(payments.playerId, playerId));

describe('Idempotency-Key on deposits', () => {
  it('PAY-26 a deposit sent three times with one key starts one payment, credits once and answers the same thrice', async () => {
    const { id, token } = await player();
    const key = newKey();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 3; i++) answers.push(await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(answers[2]?.body).toBe(answers[0]?.body);
    expect(answers.map((r) => r.headers[IDEMPOTENT_REPLAYED_HEADER])).toEqual([undefined, 'true', 'true']);
    const started = depositResponseSchema.parse(answers[0]?.json());
    expect(await paymentsOf(id)).toHaveLength(1);
    await advance(app, STEP);
    await advance(app, STEP);
    expect((await historyOf(app, token)).map((p) => [p.id, p.state])).toEqual([[started.payment.id, 'succeeded']]);
    expect(await balanceOf(app, token)).toEqual({ amount: 5000, cashout: 5000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-26 five deposits with one key at once, on two processes: one payment, one credit, the others the first answer or 409', async () => {
    const { id, token } = await player();
    const key = newKey();
    const first = expectOneAnswer(
      await fiveAtOnce((via) => post(token, '/api/player/payments/deposits', { key, body: DEPOSIT, via })),
    );
    expect(depositResponseSchema.parse(first.json()).payment.state).toBe('pending');
    expect(await paymentsOf(id)).toHaveLength(1);
    await advance(app, STEP);
    await advance(app, STEP);
    expect(await balanceOf(app, token)).toEqual({ amount: 5000, cashout: 5000 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-26 the same key with another body answers 422 on idempotency_key and moves nothing; without a key each request is its own', async () => {
    const { id, token } = await player();
    const key = newKey();
    expect((await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT })).statusCode).toBe(200);
    const changed = await post(token, '/api/player/payments/deposits', { key, body: { ...DEPOSIT, amount_cents: 6000 } });
    expect(changed.statusCode).toBe(422);
    expect(fieldErrorsOf(changed)).toEqual({ idempotency_key: [KEY_REUSED_MESSAGE] });
    expect((await paymentsOf(id)).map((p) => p.amountCents)).toEqual([5000]);
    // No header: the server cannot tell a retry from a second deposit, and makes two.
    expect((await post(token, '/api/player/payments/deposits', { body: DEPOSIT })).statusCode).toBe(200);
    expect((await post(token, '/api/player/payments/deposits', { body: DEPOSIT })).statusCode).toBe(200);
    expect(await paymentsOf(id)).toHaveLength(3);
  });

  it('PAY-26 keys are per player: another player sending the same key gets a payment of their own', async () => {
    const ada = await player();
    const bob = await player();
    const key = newKey();
    const first = await post(ada.token, '/api/player/payments/deposits', { key, body: DEPOSIT });
    const second = await post(bob.token, '/api/player/payments/deposits', { key, body: DEPOSIT, via: other });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const ids = [first, second].map((r) => depositResponseSchema.parse(r.json()).payment.id);
    expect(ids[0]).not.toBe(ids[1]);
    expect(await paymentsOf(ada.id)).toHaveLength(1);
    expect(await paymentsOf(bob.id)).toHaveLength(1);
  });

  it('PAY-26 a malformed key answers 400 and moves nothing; the quoted structured-field form is the same key as the bare one', async () => {
    const { id, token } = await player();
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it here', 'üñïçødé-kéy-123456', `"${'a'.repeat(15)}"`]) {
      const res = await post(token, '/api/player/payments/deposits', { key: bad, body: DEPOSIT });
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res)).toBe(KEY_FORMAT_MESSAGE);
    }
    expect(await paymentsOf(id)).toHaveLength(0);
    const key = newKey();
    const bare = await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT });
    const quoted = await post(token, '/api/player/payments/deposits', { key: `"${key}"`, body: DEPOSIT });
    expect(quoted.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(quoted.body).toBe(bare.body);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('PAY-26 a repeat while the first request runs answers 409 with Retry-After; one whose process stopped long ago answers 409 without', async () => {
    const { id, token } = await player();
    const key = newKey();
    // The first request is running in another process: its claim is there, its answer not yet.
    const first = await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT });
    await app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, completedAt: null })
      .where(eq(idempotencyKeys.key, key));
    const running = await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT });
    expect(running.statusCode).toBe(409);
    expect(errorOf(running)).toBe(IN_PROGRESS_MESSAGE);
    expect(running.headers['retry-after']).toBe('1');
    app.clock.advance(61_000);
    const interrupted = await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT });
    expect(interrupted.statusCode).toBe(409);
    expect(errorOf(interrupted)).toBe(INTERRUPTED_MESSAGE);
    expect(interrupted.headers['retry-after']).toBeUndefined();
    expect(first.statusCode).toBe(200);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('PAY-26 keys older than the retention are pruned; the same key then starts a new request', async () => {
    const { id, token } = await player();
    const key = newKey();
    expect((await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT })).statusCode).toBe(200);
    app.clock.advance(60_000);
    expect(await app.services.idempotency.prune(new Date(app.clock.now().getTime() - 30_000))).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const again = await post(token, '/api/player/payments/deposits', { key, body: DEPOSIT });
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await paymentsOf(id)).toHaveLength(2);
  });
});

describe('Idempotency-Key on withdrawals, recalls and challenges', () => {
  const WITHDRAWAL = { ...BANK, amount_cents: 30_055 };

  it('PAY-26 five withdrawals with one key at once, on two processes: one reserved, the balance debited once, the ledger balanced', async () => {
    const { id, token } = await funded();
    const key = newKey();
    const first = expectOneAnswer(
      await fiveAtOnce((via) => post(token, '/api/player/payments/withdrawals', { key, body: WITHDRAWAL, via })),
    );
    expect(withdrawalResponseSchema.parse(first.json()).payment.state).toBe('reserved');
    expect((await paymentsOf(id)).filter((p) => p.action === 'cashout')).toHaveLength(1);
    expect(await balanceOf(app, token)).toEqual({ amount: 69_945, cashout: 69_945 });
    // A retry after the answer: the same withdrawal, nothing more reserved.
    const later = await post(token, '/api/player/payments/withdrawals', { key, body: WITHDRAWAL, via: other });
    expect(later.body).toBe(first.body);
    expect(await balanceOf(app, token)).toEqual({ amount: 69_945, cashout: 69_945 });
    // Another amount under the key: 422, nothing reserved.
    const changed = await post(token, '/api/player/payments/withdrawals', { key, body: { ...WITHDRAWAL, amount_cents: 20_055 } });
    expect(changed.statusCode).toBe(422);
    expect(await balanceOf(app, token)).toEqual({ amount: 69_945, cashout: 69_945 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-20 PAY-26 five recalls with one key at once: the money comes back once and every answer is the recall, not a 409 "not recallable"', async () => {
    const { id, token } = await funded();
    const reserved = withdrawalResponseSchema.parse(
      (await post(token, '/api/player/payments/withdrawals', { key: newKey(), body: WITHDRAWAL })).json(),
    ).payment;
    const key = newKey();
    const url = `/api/player/payments/${reserved.id}/recall`;
    const first = expectOneAnswer(await fiveAtOnce((via) => post(token, url, { key, via })));
    expect(first.json()).toMatchObject({ id: reserved.id, state: 'recalled' });
    expect(await balanceOf(app, token)).toEqual({ amount: 100_000, cashout: 100_000 });
    // The key names this recall: used for another payment's recall it is refused.
    const second = withdrawalResponseSchema.parse(
      (await post(token, '/api/player/payments/withdrawals', { key: newKey(), body: WITHDRAWAL })).json(),
    ).payment;
    const elsewhere = await post(token, `/api/player/payments/${second.id}/recall`, { key });
    expect(elsewhere.statusCode).toBe(422);
    expect((await paymentsOf(id)).find((p) => p.id === second.id)?.state).toBe('reserved');
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-26 five answers to a challenge with one key at once: one outcome, credited once, each answer the first', async () => {
    const { token } = await player();
    const started = await deposit(app, token, { ...DEPOSIT, amount_cents: 2500, card: card(SANDBOX_CARDS.challenge) });
    const key = newKey();
    const url = `/api/player/payments/${started.payment.id}/challenge`;
    const first = expectOneAnswer(
      await fiveAtOnce((via) => post(token, url, { key, body: { code: SANDBOX_CHALLENGE_CODE }, via })),
    );
    expect(first.statusCode).toBe(200);
    await advance(app, 0);
    expect((await historyOf(app, token))[0]?.state).toBe('succeeded');
    expect(await balanceOf(app, token)).toEqual({ amount: 2500, cashout: 2500 });
    expect((await auditLedger(app.db)).ok).toBe(true);
  });
});
