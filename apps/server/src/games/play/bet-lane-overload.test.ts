import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_ENV } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { balanceOf, diceBettor, signedSeamless } from '../../test/play';
import { auditLedger } from '../../wallet';

/** One bet in the lane at a time and none waiting: every bet that finds it taken is refused. */
let app: TestApp;
let ada: { id: number; token: string };
let session: string;

beforeAll(async () => {
  app = await createTestApp({ ...ACCOUNT_ENV, BET_CONCURRENCY: '1', BET_QUEUE_LIMIT: '0', BET_WAIT_BUDGET_MS: '1500' });
  ({ player: ada, session } = await diceBettor(app, 'ada-overload@example.com', 10_000));
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

const bet = (transactionId: string) =>
  signedSeamless(app, 'bet', {
    session,
    player_id: ada.id,
    transaction_id: transactionId,
    round_id: `r-${transactionId}`,
    amount_cents: 10,
    currency: 'EUR',
  });

describe('the bet lane under overload', () => {
  it('PLAY-05 a bet the full lane refuses answers 503 with Retry-After and moves nothing; its retry under the same transaction id is taken once', async () => {
    // Another transaction holds the wallet: the one bet the lane lets in waits for it, every other is refused.
    let release = () => {};
    const gate = new Promise<void>((open) => (release = open));
    let locked = () => {};
    const held = new Promise<void>((ready) => (locked = ready));
    const holding = app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ledger_accounts where player_id = ${ada.id} for update`);
      locked();
      await gate;
    });
    await held;
    const ids = Array.from({ length: 12 }, (_, i) => `flood-${i}`);
    const statuses: number[] = [];
    const calls = ids.map((id) =>
      bet(id).then((res) => {
        statuses.push(res.statusCode);
        return res;
      }),
    );
    await until(() => statuses.length === ids.length - 1);
    expect(statuses).toEqual(Array.from({ length: ids.length - 1 }, () => 503));
    release();
    await holding;
    const first = await Promise.all(calls);
    const refused = ids.filter((_, i) => first[i]?.statusCode === 503);
    expect(refused).toHaveLength(ids.length - 1);
    for (const res of first) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('1');
    }
    // What the refused bets did: nothing. Only the admitted ones were taken.
    expect(await balanceOf(app, ada.id)).toBe(10_000 - 10 * (ids.length - refused.length));
    // The provider retries the refused ones one at a time (and all of them again): each bet is taken exactly once.
    for (const id of refused) expect((await bet(id)).statusCode).toBe(200);
    for (const id of ids) expect((await bet(id)).statusCode).toBe(200);
    expect(await balanceOf(app, ada.id)).toBe(10_000 - 10 * ids.length);
    expect((await auditLedger(app.db)).ok).toBe(true);
  }, 120_000);
});
