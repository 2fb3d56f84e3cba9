import { z } from 'zod';
import type { MoneyRequest, Movement, WalletContext } from './context';
import { WalletError } from './errors';
import { WALLET_EVENTS } from './events';
import { addCents, type HouseKind, type Leg } from './ledger';
import type { BalancePart, TransactionKind } from './tables';

/** A movement between a player's wallet and a house account, for capabilities with no rule of their own. */
export interface TransferRequest extends MoneyRequest {
  /** The ledger kind recorded; adjustments by default. */
  kind?: TransactionKind;
  /** The house account on the other side; the adjustment account by default. */
  counterparty?: HouseKind;
  /** The balance part moved; real money by default. */
  part?: BalancePart;
}

/** Settles a reserved withdrawal, named by the reserve's transaction id. */
export interface SettleRequest {
  key: string;
  reserveTransactionId: number;
}

export interface MoneyMovements {
  /** Payment provider -> player real money (a succeeded deposit). */
  deposit(request: MoneyRequest): Promise<Movement>;
  /** Player real money -> pending payout, at withdrawal request. Only real money can be reserved. */
  reserve(request: MoneyRequest): Promise<Movement>;
  /** Pending payout -> player real money: a recalled, rejected or declined withdrawal. */
  release(request: SettleRequest): Promise<Movement>;
  /** Pending payout -> payment provider: the withdrawal was paid. */
  payout(request: SettleRequest): Promise<Movement>;
  /** House -> player (real by default). */
  credit(request: TransferRequest): Promise<Movement>;
  /** Player -> house (real by default); refused when that part of the balance is short. */
  debit(request: TransferRequest): Promise<Movement>;
  /** Bonus pool -> player bonus money, adding its wagering requirement. */
  grantBonus(request: MoneyRequest & { wageringRequiredCents: number }): Promise<Movement>;
  /** All bonus money -> real money once the wagering requirement is met; wagering resets. */
  convertBonus(request: { key: string; playerId: number; currency: string }): Promise<Movement>;
  /** All bonus money -> bonus pool (expired, canceled or lost bonus); wagering resets. */
  forfeitBonus(request: { key: string; playerId: number; currency: string }): Promise<Movement>;
  /** Real money from one of the player's wallets to another, at a rate the caller fixed. */
  exchange(request: MoneyRequest & { toCurrency: string; toAmountCents: number }): Promise<Movement>;
}

/** What a reserve records: the wallet and amount its payout or release moves. */
const reserveMetaSchema = z.object({ account_id: z.number().int(), amount_cents: z.number().int().positive() });

export function createMoneyMovements(ctx: WalletContext): MoneyMovements {
  /** A player <-> house transfer of one part; `sign` 1 credits the player, -1 debits. */
  async function transfer(
    kind: TransactionKind,
    counterparty: HouseKind,
    part: BalancePart,
    sign: 1 | -1,
    request: MoneyRequest,
    events: string[] = [],
  ) {
    ctx.checkAmount(request.amountCents);
    const wallet = await ctx.walletFor(request.playerId, request.currency);
    const house = await ctx.house(counterparty, request.currency);
    const amount = request.amountCents;
    const posted = await ctx.ledger.post({
      kind,
      idempotencyKey: request.key,
      playerId: request.playerId,
      fingerprint: { wallet: wallet.id, amount, counterparty, part, sign },
      walletIds: [wallet.id],
      plan: () => ({
        legs: [
          { accountId: wallet.id, currency: request.currency, part, amountCents: sign * amount },
          { accountId: house, currency: request.currency, part: 'real', amountCents: -sign * amount },
        ],
        metadata: { ...request.metadata, account_id: wallet.id, amount_cents: amount, part },
        events: events.map((type) => ({
          type,
          payload: { account_id: wallet.id, currency: request.currency, amount_cents: amount, ...request.metadata },
        })),
      }),
    });
    return ctx.movement(posted, wallet.id);
  }

  async function settle(kind: 'withdrawal_release' | 'withdrawal_payout', request: SettleRequest): Promise<Movement> {
    const reserve = await ctx.transaction(request.reserveTransactionId);
    if (reserve.kind !== 'withdrawal_reserve')
      throw new WalletError(404, 'transaction_not_found', 'reserved withdrawal not found');
    const meta = reserveMetaSchema.parse(reserve.metadata);
    const wallet = await ctx.walletById(meta.account_id);
    const pending = await ctx.house('pending_payout', wallet.currency);
    const target = kind === 'withdrawal_release' ? wallet.id : await ctx.house('provider_clearing', wallet.currency);
    const amount = meta.amount_cents;
    const posted = await ctx.ledger.post({
      kind,
      idempotencyKey: request.key,
      playerId: reserve.playerId,
      referenceId: reserve.id,
      fingerprint: { reserve: reserve.id },
      walletIds: [wallet.id],
      plan: () => ({
        legs: [
          { accountId: pending, currency: wallet.currency, part: 'real', amountCents: -amount },
          { accountId: target, currency: wallet.currency, part: 'real', amountCents: amount },
        ],
        metadata: { account_id: wallet.id, amount_cents: amount },
      }),
    });
    return ctx.movement(posted, wallet.id);
  }

  /** Moves the whole bonus part out (to real or to the pool) and clears the wagering state. */
  async function closeBonus(
    kind: 'bonus_conversion' | 'bonus_forfeit',
    request: { key: string; playerId: number; currency: string },
  ) {
    const wallet = await ctx.walletFor(request.playerId, request.currency);
    const pool = await ctx.house('bonus_pool', request.currency);
    const posted = await ctx.ledger.post({
      kind,
      idempotencyKey: request.key,
      playerId: request.playerId,
      fingerprint: { wallet: wallet.id },
      walletIds: [wallet.id],
      plan: (locked) => {
        const row = locked.get(wallet.id);
        if (!row || row.bonusCents === 0) throw new WalletError(409, 'insufficient_funds', 'no bonus money');
        if (kind === 'bonus_conversion' && row.wageredCents < row.wageringRequiredCents) {
          throw new WalletError(409, 'wagering_not_met', 'wagering requirement not met');
        }
        const amount = row.bonusCents;
        const legs: Leg[] = [
          { accountId: wallet.id, currency: row.currency, part: 'bonus', amountCents: -amount },
          kind === 'bonus_conversion'
            ? { accountId: wallet.id, currency: row.currency, part: 'real', amountCents: amount }
            : { accountId: pool, currency: row.currency, part: 'real', amountCents: amount },
        ];
        return {
          legs,
          wagering: new Map([[wallet.id, { requiredCents: 0, wageredCents: 0 }]]),
          metadata: { account_id: wallet.id, amount_cents: amount, wagering_required_cents: row.wageringRequiredCents },
        };
      },
    });
    return ctx.movement(posted, wallet.id);
  }

  return {
    deposit: (r) => transfer('deposit', 'provider_clearing', 'real', 1, r, [WALLET_EVENTS.depositSucceeded]),
    reserve: (r) => transfer('withdrawal_reserve', 'pending_payout', 'real', -1, r, [WALLET_EVENTS.withdrawalReserved]),
    release: (r) => settle('withdrawal_release', r),
    payout: (r) => settle('withdrawal_payout', r),
    credit: (r) => transfer(r.kind ?? 'adjustment', r.counterparty ?? 'adjustment', r.part ?? 'real', 1, r),
    debit: (r) => transfer(r.kind ?? 'adjustment', r.counterparty ?? 'adjustment', r.part ?? 'real', -1, r),
    async grantBonus(request) {
      ctx.checkAmount(request.amountCents);
      if (!Number.isSafeInteger(request.wageringRequiredCents) || request.wageringRequiredCents < 0) {
        throw new WalletError(422, 'invalid_amount', 'wagering requirement must be a non-negative integer');
      }
      const wallet = await ctx.walletFor(request.playerId, request.currency);
      const pool = await ctx.house('bonus_pool', request.currency);
      const { amountCents: amount, wageringRequiredCents: wager } = request;
      const posted = await ctx.ledger.post({
        kind: 'bonus_grant',
        idempotencyKey: request.key,
        playerId: request.playerId,
        fingerprint: { wallet: wallet.id, amount, wager },
        walletIds: [wallet.id],
        plan: (locked) => {
          const row = locked.get(wallet.id);
          if (!row) throw new WalletError(404, 'wallet_not_found', 'wallet not found');
          return {
            legs: [
              { accountId: pool, currency: row.currency, part: 'real', amountCents: -amount },
              { accountId: wallet.id, currency: row.currency, part: 'bonus', amountCents: amount },
            ],
            wagering: new Map([
              [wallet.id, { requiredCents: addCents(row.wageringRequiredCents, wager), wageredCents: row.wageredCents }],
            ]),
            metadata: { ...request.metadata, account_id: wallet.id, amount_cents: amount, wagering_required_cents: wager },
            events: [
              {
                type: WALLET_EVENTS.bonusGranted,
                payload: {
                  account_id: wallet.id,
                  currency: row.currency,
                  amount_cents: amount,
                  wagering_required_cents: wager,
                  ...request.metadata,
                },
              },
            ],
          };
        },
      });
      return ctx.movement(posted, wallet.id);
    },
    convertBonus: (r) => closeBonus('bonus_conversion', r),
    forfeitBonus: (r) => closeBonus('bonus_forfeit', r),
    async exchange(request) {
      ctx.checkAmount(request.amountCents);
      ctx.checkAmount(request.toAmountCents);
      const from = await ctx.walletFor(request.playerId, request.currency);
      const to = await ctx.walletFor(request.playerId, request.toCurrency);
      if (from.id === to.id) throw new WalletError(422, 'invalid_amount', 'exchange needs two currencies');
      const houseFrom = await ctx.house('exchange', from.currency);
      const houseTo = await ctx.house('exchange', to.currency);
      const { amountCents: amount, toAmountCents: toAmount } = request;
      const posted = await ctx.ledger.post({
        kind: 'exchange',
        idempotencyKey: request.key,
        playerId: request.playerId,
        fingerprint: { from: from.id, to: to.id, amount, toAmount },
        walletIds: [from.id, to.id],
        plan: () => ({
          legs: [
            { accountId: from.id, currency: from.currency, part: 'real', amountCents: -amount },
            { accountId: houseFrom, currency: from.currency, part: 'real', amountCents: amount },
            { accountId: houseTo, currency: to.currency, part: 'real', amountCents: -toAmount },
            { accountId: to.id, currency: to.currency, part: 'real', amountCents: toAmount },
          ],
          metadata: {
            ...request.metadata,
            account_id: from.id,
            to_account_id: to.id,
            amount_cents: amount,
            to_amount_cents: toAmount,
          },
        }),
      });
      return ctx.movement(posted, from.id);
    },
  };
}
