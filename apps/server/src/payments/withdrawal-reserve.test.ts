import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openWalletHarness, type WalletHarness } from '../test/wallet';
import { ledgerTransactions } from '../db/schema';
import { WalletError } from '../wallet';
import { PAYMENT_EVENTS, type PaymentRow } from './settle';
import { payments } from './tables';
import { reserveWithdrawal, type WithdrawalReserveDeps } from './withdrawal-reserve';

let h: WalletHarness;
beforeAll(async () => {
  h = await openWalletHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const deps = (extra: Partial<WithdrawalReserveDeps> = {}): WithdrawalReserveDeps => ({
  db: h.db,
  clock: h.clock,
  outbox: h.outbox,
  wallet: h.wallet,
  ...extra,
});

/** A pending withdrawal row, as a withdrawal or a closure payout inserts it before the reserve. */
async function pendingRow(playerId: number, amountCents: number): Promise<PaymentRow> {
  const [row] = await h.db
    .insert(payments)
    .values({
      playerId,
      action: 'cashout',
      state: 'pending',
      provider: 'manual',
      methodId: 'closure_payout',
      currency: 'EUR',
      amountCents,
      details: { type: 'manual' },
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const rowOf = async (id: number) => (await h.db.select().from(payments).where(eq(payments.id, id)))[0];
const realOf = async (playerId: number) => (await h.wallet.getAccounts(playerId))[0]?.available_to_cashout_cents;

describe('reserveWithdrawal', () => {
  it('PAY-19 reserves real money under the payment key and marks the row reserved, started and announced', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const row = await pendingRow(playerId, 2_000);
    const outcome = await reserveWithdrawal(deps(), { row, reference: `manual-${row.id}` });
    expect(outcome).toMatchObject({ kind: 'reserved', row: { id: row.id, state: 'reserved', reference: `manual-${row.id}` } });
    const stored = await rowOf(row.id);
    expect(stored?.details).toEqual({ type: 'manual', started: true });
    const [reserve] = await h.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payment:${row.id}:reserve`));
    expect(reserve).toMatchObject({ kind: 'withdrawal_reserve', playerId });
    expect(stored?.reserveTransactionId).toBe(reserve?.id);
    expect(await realOf(playerId)).toBe(3_000);
    expect(await h.eventTypes(playerId)).toContain(PAYMENT_EVENTS.changed);
  });

  it('PAY-14 a balance that no longer holds the amount deletes the row and changes nothing', async () => {
    const playerId = await h.fundedPlayer(1_000);
    const row = await pendingRow(playerId, 2_000);
    expect(await reserveWithdrawal(deps(), { row })).toEqual({ kind: 'short' });
    expect(await rowOf(row.id)).toBeUndefined();
    expect(await realOf(playerId)).toBe(1_000);
  });

  it('PAY-19 with a provider to ask, the reserve is recorded on the still pending row before the provider hears of it', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const row = await pendingRow(playerId, 2_000);
    let seen: PaymentRow | undefined;
    const outcome = await reserveWithdrawal(deps(), {
      row,
      startPayout: async () => {
        seen = await rowOf(row.id);
      },
    });
    expect(seen).toMatchObject({ state: 'pending', reserveTransactionId: expect.any(Number) });
    expect(outcome).toMatchObject({
      kind: 'reserved',
      row: { state: 'reserved', reserveTransactionId: seen?.reserveTransactionId },
    });
  });

  it('PAY-20 a row the sweep finished before the provider was asked is never paid out', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const row = await pendingRow(playerId, 2_000);
    // As if the sweep claimed the row while the wallet was reserving.
    const wallet = {
      reserve: async (request: Parameters<WithdrawalReserveDeps['wallet']['reserve']>[0]) => {
        const moved = await h.wallet.reserve(request);
        await h.db.update(payments).set({ finalClaim: 'canceled' }).where(eq(payments.id, row.id));
        return moved;
      },
    };
    const startPayout = vi.fn(async () => {});
    expect(await reserveWithdrawal(deps({ wallet }), { row, startPayout })).toEqual({ kind: 'ended' });
    expect(startPayout).not.toHaveBeenCalled();
    expect(await rowOf(row.id)).toMatchObject({ state: 'pending', reserveTransactionId: null });
  });

  it('PAY-20 a row the sweep finished while the provider was asked stays as the sweep left it, and is logged', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const row = await pendingRow(playerId, 2_000);
    const log = { error: vi.fn() };
    const outcome = await reserveWithdrawal(deps({ log }), {
      row,
      startPayout: async () => {
        await h.db.update(payments).set({ finalClaim: 'canceled' }).where(eq(payments.id, row.id));
      },
    });
    expect(outcome).toEqual({ kind: 'ended' });
    expect(await rowOf(row.id)).toMatchObject({ state: 'pending', finalClaim: 'canceled' });
    expect(log.error).toHaveBeenCalledWith({ paymentId: row.id }, expect.stringContaining('payout was being requested'));
  });

  it('PAY-19 any other wallet error keeps the pending row for the sweep, which finds the reserve by its key', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const row = await pendingRow(playerId, 2_000);
    const lost = new Error('connection lost after COMMIT');
    const wallet = {
      reserve: async (request: Parameters<WithdrawalReserveDeps['wallet']['reserve']>[0]) => {
        await h.wallet.reserve(request);
        throw lost;
      },
    };
    await expect(reserveWithdrawal(deps({ wallet }), { row })).rejects.toBe(lost);
    expect(await rowOf(row.id)).toMatchObject({ state: 'pending', reserveTransactionId: null });
    // The same key replays the reserve that committed: the money is reserved once.
    const again = await h.wallet.reserve({
      key: `payment:${row.id}:reserve`,
      playerId,
      currency: 'EUR',
      amountCents: 2_000,
      metadata: { payment_id: row.id },
    });
    expect(again.replayed).toBe(true);
    expect(await realOf(playerId)).toBe(3_000);
  });

  it('a refusal of the wallet other than short funds is passed on as it is', async () => {
    const playerId = await h.fundedPlayer(5_000);
    const row = await pendingRow(playerId, 2_000);
    const refused = new WalletError(404, 'wallet_not_found', 'no EUR wallet');
    const wallet = { reserve: async () => Promise.reject(refused) };
    await expect(reserveWithdrawal(deps({ wallet }), { row })).rejects.toBe(refused);
    expect(await rowOf(row.id)).toMatchObject({ state: 'pending' });
  });
});
