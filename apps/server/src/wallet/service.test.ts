import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceView, realtimeMessageSchema } from '@casino/contracts';
import { domainEvents } from '../events/tables';
import { createTestApp, type TestApp } from '../test/app';
import { createPlayer } from '../test/players';
import { auditLedger } from './audit';
import { WalletError } from './errors';
import { WALLET_EVENTS } from './events';
import type { WalletService } from './service';
import { ledgerEntries, ledgerTransactions } from './tables';

let app: TestApp;
let wallet: WalletService;
let seq = 0;
beforeAll(async () => {
  app = await createTestApp();
  wallet = app.services.wallet;
});
afterAll(async () => {
  await app?.close();
});

/** A new player with an EUR wallet holding `cents` of real money. */
async function funded(cents: number, currency = 'EUR') {
  seq += 1;
  const playerId = await createPlayer(app.db, `wallet-${seq}@example.com`);
  await wallet.openAccount(playerId, currency);
  if (cents > 0) await wallet.deposit({ key: `dep-${seq}`, playerId, currency, amountCents: cents });
  return playerId;
}
const key = (name: string) => `${name}-${++seq}`;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof WalletError ? `${err.statusCode} ${err.code}` : String(err)),
  );
const entriesOf = (transactionId: number) =>
  app.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId)).orderBy(asc(ledgerEntries.id));

describe('double entry', () => {
  it('PAY-14 a deposit moves money from the provider clearing account to the player, entries summing to zero', async () => {
    const playerId = await funded(0);
    const moved = await wallet.deposit({ key: key('dep'), playerId, currency: 'EUR', amountCents: 5_000 });
    expect(moved.account).toMatchObject({
      currency: 'EUR',
      amount_cents: 5_000,
      available_to_cashout_cents: 5_000,
      active: true,
    });
    const entries = await entriesOf(moved.transactionId);
    expect(entries.map((e) => [e.part, e.amountCents])).toEqual(
      expect.arrayContaining([
        ['real', 5_000],
        ['real', -5_000],
      ]),
    );
    expect(entries.reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('PAY-14 a balance never goes below zero: a debit beyond it is refused and moves nothing', async () => {
    const playerId = await funded(1_000);
    expect(await codeOf(wallet.debit({ key: key('debit'), playerId, currency: 'EUR', amountCents: 1_001 }))).toBe(
      '409 insufficient_funds',
    );
    expect(await codeOf(wallet.bet({ key: key('bet'), playerId, currency: 'EUR', amountCents: 1_001 }))).toBe(
      '409 insufficient_funds',
    );
    expect((await wallet.getAccounts(playerId))[0]?.amount_cents).toBe(1_000);
  });

  it('refuses zero, negative, fractional and unsafe amounts, and wallets that do not exist', async () => {
    const playerId = await funded(1_000);
    for (const amountCents of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await codeOf(wallet.credit({ key: key('bad'), playerId, currency: 'EUR', amountCents }))).toBe('422 invalid_amount');
    }
    expect(await codeOf(wallet.deposit({ key: key('usd'), playerId, currency: 'USD', amountCents: 1 }))).toBe(
      '404 wallet_not_found',
    );
  });

  it('CONST-10 opens wallets only in enabled currencies, and keeps one active wallet per player', async () => {
    const playerId = await funded(0);
    expect(await codeOf(wallet.openAccount(playerId, 'GBP'))).toBe('422 currency_not_enabled');
    const btc = await wallet.openAccount(playerId, 'BTC');
    expect(btc.active).toBe(false);
    await wallet.selectAccount(playerId, 'BTC');
    expect((await wallet.getAccounts(playerId)).map((a) => [a.currency, a.active])).toEqual([
      ['EUR', false],
      ['BTC', true],
    ]);
  });
});

describe('idempotency', () => {
  it('PAY-16 the same key twice moves money once and answers the first result', async () => {
    const playerId = await funded(10_000);
    const request = { key: key('once'), playerId, currency: 'EUR', amountCents: 2_500 };
    const first = await wallet.debit(request);
    await wallet.deposit({ key: key('later'), playerId, currency: 'EUR', amountCents: 100 });
    const again = await wallet.debit(request);
    expect(again).toEqual({ ...first, replayed: true });
    expect(again.account.amount_cents).toBe(7_500);
    expect((await wallet.getAccounts(playerId))[0]?.amount_cents).toBe(7_600);
    const rows = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, request.key));
    expect(rows).toHaveLength(1);
  });

  it('the same key with another amount, player or kind is a 409 conflict and moves nothing', async () => {
    const playerId = await funded(10_000);
    const other = await funded(10_000);
    const k = key('conflict');
    await wallet.debit({ key: k, playerId, currency: 'EUR', amountCents: 100 });
    expect(await codeOf(wallet.debit({ key: k, playerId, currency: 'EUR', amountCents: 200 }))).toBe('409 idempotency_conflict');
    expect(await codeOf(wallet.debit({ key: k, playerId: other, currency: 'EUR', amountCents: 100 }))).toBe(
      '409 idempotency_conflict',
    );
    expect(await codeOf(wallet.bet({ key: k, playerId, currency: 'EUR', amountCents: 100 }))).toBe('409 idempotency_conflict');
    expect((await wallet.getAccounts(playerId))[0]?.amount_cents).toBe(9_900);
    expect((await wallet.getAccounts(other))[0]?.amount_cents).toBe(10_000);
  });
});

describe('bets, wins and rollbacks', () => {
  it('spends real money first, then bonus money, and counts bets toward wagering', async () => {
    const playerId = await funded(1_000);
    await wallet.grantBonus({ key: key('bonus'), playerId, currency: 'EUR', amountCents: 2_000, wageringRequiredCents: 60_000 });
    const bet = await wallet.bet({ key: key('bet'), playerId, currency: 'EUR', amountCents: 1_500 });
    expect(balanceView(bet.account)).toEqual({
      real_cents: 0,
      bonus_cents: 1_500,
      common_cents: 1_500,
      total_wagering_cents: 60_000,
      wagered_cents: 1_500,
      wagering_percent: 2,
    });
    // 1,000 real and 500 bonus were staked: a win of 3,000 comes back two thirds real, one third bonus.
    const win = await wallet.win({
      key: key('win'),
      playerId,
      currency: 'EUR',
      amountCents: 3_000,
      betTransactionId: bet.transactionId,
    });
    expect(win.account).toMatchObject({ available_to_cashout_cents: 2_000, amount_cents: 4_500 });
  });

  it('a rollback gives the stake back to the parts it came from and un-counts its wagering', async () => {
    const playerId = await funded(300);
    await wallet.grantBonus({ key: key('bonus'), playerId, currency: 'EUR', amountCents: 700, wageringRequiredCents: 7_000 });
    const bet = await wallet.bet({ key: key('bet'), playerId, currency: 'EUR', amountCents: 1_000 });
    const rollbackKey = key('rb');
    const back = await wallet.rollback({ key: rollbackKey, betTransactionId: bet.transactionId, playerId });
    expect(back.account).toMatchObject({ amount_cents: 1_000, available_to_cashout_cents: 300, wagered_cents: 0 });
    expect((await wallet.rollback({ key: rollbackKey, betTransactionId: bet.transactionId })).replayed).toBe(true);
    expect(await codeOf(wallet.rollback({ key: key('rb2'), betTransactionId: bet.transactionId }))).toBe('409 already_settled');
    expect(
      await codeOf(
        wallet.win({ key: key('late'), playerId, currency: 'EUR', amountCents: 5, betTransactionId: bet.transactionId }),
      ),
    ).toBe('409 already_settled');
    expect((await wallet.getAccounts(playerId))[0]?.amount_cents).toBe(1_000);
  });

  it("refuses a rollback after a win, and another player's bet as not found", async () => {
    const playerId = await funded(1_000);
    const other = await funded(1_000);
    const bet = await wallet.bet({ key: key('bet'), playerId, currency: 'EUR', amountCents: 100 });
    expect(await codeOf(wallet.rollback({ key: key('rb'), betTransactionId: bet.transactionId, playerId: other }))).toBe(
      '404 transaction_not_found',
    );
    await wallet.win({ key: key('win'), playerId, currency: 'EUR', amountCents: 50, betTransactionId: bet.transactionId });
    expect(await codeOf(wallet.rollback({ key: key('rb'), betTransactionId: bet.transactionId }))).toBe('409 already_settled');
  });

  it('converts bonus money to real only once wagering is met, and forfeits it to the bonus pool', async () => {
    const playerId = await funded(0);
    await wallet.grantBonus({ key: key('bonus'), playerId, currency: 'EUR', amountCents: 1_000, wageringRequiredCents: 1_500 });
    expect(await codeOf(wallet.convertBonus({ key: key('conv'), playerId, currency: 'EUR' }))).toBe('409 wagering_not_met');
    const bet = await wallet.bet({ key: key('bet'), playerId, currency: 'EUR', amountCents: 1_000 });
    await wallet.win({ key: key('win'), playerId, currency: 'EUR', amountCents: 2_000, betTransactionId: bet.transactionId });
    await wallet.bet({ key: key('bet'), playerId, currency: 'EUR', amountCents: 500 });
    const converted = await wallet.convertBonus({ key: key('conv'), playerId, currency: 'EUR' });
    expect(converted.account).toMatchObject({
      amount_cents: 1_500,
      available_to_cashout_cents: 1_500,
      total_wagering_cents: 0,
      wagered_cents: 0,
    });

    await wallet.grantBonus({ key: key('bonus2'), playerId, currency: 'EUR', amountCents: 400, wageringRequiredCents: 12_000 });
    const forfeited = await wallet.forfeitBonus({ key: key('forfeit'), playerId, currency: 'EUR' });
    expect(forfeited.account).toMatchObject({ amount_cents: 1_500, available_to_cashout_cents: 1_500, total_wagering_cents: 0 });
  });
});

describe('withdrawals and exchange', () => {
  it('reserves real money only, then pays it out or releases it, each reserve settled once', async () => {
    const playerId = await funded(5_000);
    await wallet.grantBonus({ key: key('bonus'), playerId, currency: 'EUR', amountCents: 1_000, wageringRequiredCents: 0 });
    expect(await codeOf(wallet.reserve({ key: key('wd'), playerId, currency: 'EUR', amountCents: 5_001 }))).toBe(
      '409 insufficient_funds',
    );
    const first = await wallet.reserve({ key: key('wd'), playerId, currency: 'EUR', amountCents: 2_000 });
    const second = await wallet.reserve({ key: key('wd'), playerId, currency: 'EUR', amountCents: 1_000 });
    expect(second.account).toMatchObject({ amount_cents: 3_000, available_to_cashout_cents: 2_000 });
    const paid = await wallet.payout({ key: key('paid'), reserveTransactionId: first.transactionId });
    expect(paid.account.amount_cents).toBe(3_000);
    const released = await wallet.release({ key: key('back'), reserveTransactionId: second.transactionId });
    expect(released.account).toMatchObject({ amount_cents: 4_000, available_to_cashout_cents: 3_000 });
    expect(await codeOf(wallet.release({ key: key('again'), reserveTransactionId: first.transactionId }))).toBe(
      '409 already_settled',
    );
    expect((await auditLedger(app.db)).ok).toBe(true);
  });

  it('exchanges real money between two wallets of a player, each currency balanced on its own', async () => {
    const playerId = await funded(10_000);
    await wallet.openAccount(playerId, 'BTC');
    const moved = await wallet.exchange({
      key: key('fx'),
      playerId,
      currency: 'EUR',
      amountCents: 10_000,
      toCurrency: 'BTC',
      toAmountCents: 123_456,
    });
    expect(moved.account.amount_cents).toBe(0);
    expect((await wallet.getAccounts(playerId)).map((a) => [a.currency, a.amount_cents])).toEqual([
      ['EUR', 0],
      ['BTC', 123_456],
    ]);
    const entries = await entriesOf(moved.transactionId);
    for (const currency of ['EUR', 'BTC']) {
      expect(entries.filter((e) => e.currency === currency).reduce((s, e) => s + e.amountCents, 0)).toBe(0);
    }
  });
});

describe('events', () => {
  it('writes bet.placed, wallet.balance_changed and a balance realtime push in the same transaction', async () => {
    const playerId = await funded(1_000);
    const bet = await wallet.bet({
      key: key('bet'),
      playerId,
      currency: 'EUR',
      amountCents: 250,
      metadata: { game: 'inhouse:slot' },
    });
    const events = await app.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.playerId, playerId)))
      .orderBy(asc(domainEvents.id));
    const ofBet = events.filter((e) => (e.payload as { transaction_id?: number }).transaction_id === bet.transactionId);
    expect(ofBet.map((e) => e.type).sort()).toEqual([WALLET_EVENTS.balanceChanged, WALLET_EVENTS.betPlaced].sort());
    expect(ofBet.find((e) => e.type === WALLET_EVENTS.betPlaced)?.payload).toMatchObject({
      amount_cents: 250,
      real_cents: 250,
      game: 'inhouse:slot',
    });
    const pushes = events.filter((e) => e.type === 'realtime.push').map((e) => realtimeMessageSchema.parse(e.payload));
    expect(pushes.at(-1)).toEqual({
      channel: 'balance',
      data: { currency: 'EUR', amount_cents: 750, available_to_cashout_cents: 750 },
    });
  });
});
