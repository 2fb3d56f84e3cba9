import { z } from 'zod';
import type { MoneyRequest, Movement, WalletContext } from './context';
import { WalletError } from './errors';
import { WALLET_EVENTS } from './events';
import { addCents, type AccountRow, type HouseKind, type Leg, type Plan } from './ledger';
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
  /**
   * All bonus money -> real money once the wagering requirement is met; wagering resets. With
   * `maxRealCents` (a bonus's max win) at most that becomes real money and the rest goes to the bonus pool.
   */
  convertBonus(request: BonusCloseRequest): Promise<Movement>;
  /** All bonus money -> bonus pool (expired, canceled or lost bonus); wagering resets. */
  forfeitBonus(request: BonusCloseRequest): Promise<Movement>;
  /** Real money from one of the player's wallets to another, at a rate the caller fixed. */
  exchange(request: MoneyRequest & { toCurrency: string; toAmountCents: number }): Promise<Movement>;
}

/** Closes a wallet's bonus money: converts or forfeits all of it. */
export interface BonusCloseRequest {
  key: string;
  playerId: number;
  currency: string;
  /** Conversion only: the most that becomes real money; the rest is forfeited to the bonus pool. */
  maxRealCents?: number;
  metadata?: Record<string, unknown>;
}

/** What a reserve records: the wallet and amount its payout or release moves. */
const reserveMetaSchema = z.object({ account_id: z.number().int(), amount_cents: z.number().int().positive() });

export function createMoneyMovements(ctx: WalletContext): MoneyMovements {
  return {
    deposit: (r) =>
      transfer(
        ctx,
        { kind: 'deposit', counterparty: 'provider_clearing', part: 'real', sign: 1, events: [WALLET_EVENTS.depositSucceeded] },
        r,
      ),
    reserve: (r) =>
      transfer(
        ctx,
        {
          kind: 'withdrawal_reserve',
          counterparty: 'pending_payout',
          part: 'real',
          sign: -1,
          events: [WALLET_EVENTS.withdrawalReserved],
        },
        r,
      ),
    release: (r) => settleReserve(ctx, 'withdrawal_release', r),
    payout: (r) => settleReserve(ctx, 'withdrawal_payout', r),
    credit: (r) =>
      transfer(
        ctx,
        { kind: r.kind ?? 'adjustment', counterparty: r.counterparty ?? 'adjustment', part: r.part ?? 'real', sign: 1 },
        r,
      ),
    debit: (r) =>
      transfer(
        ctx,
        { kind: r.kind ?? 'adjustment', counterparty: r.counterparty ?? 'adjustment', part: r.part ?? 'real', sign: -1 },
        r,
      ),
    grantBonus: (r) => grantBonus(ctx, r),
    convertBonus: (r) => closeBonus(ctx, 'bonus_conversion', r),
    forfeitBonus: (r) => closeBonus(ctx, 'bonus_forfeit', r),
    exchange: (r) => exchange(ctx, r),
  };
}

/** A player <-> house transfer of one balance part: its ledger kind, its counter-party, and its events. */
interface TransferSpec {
  kind: TransactionKind;
  counterparty: HouseKind;
  part: BalancePart;
  /** 1 credits the player, -1 debits (refused when that part of the balance is short). */
  sign: 1 | -1;
  events?: string[];
}

/** Moves an amount between a player's wallet and a house account (deposits, reserves, credits, debits). */
export async function transfer(ctx: WalletContext, spec: TransferSpec, request: MoneyRequest): Promise<Movement> {
  const { kind, counterparty, part, sign } = spec;
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
      events: (spec.events ?? []).map((type) => ({
        type,
        payload: { account_id: wallet.id, currency: request.currency, amount_cents: amount, ...request.metadata },
      })),
    }),
  });
  return ctx.movement(posted, wallet.id);
}

/**
 * Settles a reserved withdrawal by the amount and wallet its reserve recorded: the pending
 * payout goes back to the player's real money (a release, the refund of a withdrawal that did
 * not happen) or out to the provider (a payout). Once per reserve, whatever the key.
 */
export async function settleReserve(
  ctx: WalletContext,
  kind: 'withdrawal_release' | 'withdrawal_payout',
  request: SettleRequest,
): Promise<Movement> {
  const reserve = await ctx.transaction(request.reserveTransactionId);
  if (reserve.kind !== 'withdrawal_reserve') throw new WalletError(404, 'transaction_not_found', 'reserved withdrawal not found');
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

/** Moves the whole bonus part out (to real money once wagering is met, or to the pool) and clears the wagering state. */
async function closeBonus(
  ctx: WalletContext,
  kind: 'bonus_conversion' | 'bonus_forfeit',
  request: BonusCloseRequest,
): Promise<Movement> {
  const cap = kind === 'bonus_conversion' ? request.maxRealCents : undefined;
  if (cap !== undefined && (!Number.isSafeInteger(cap) || cap < 0)) {
    throw new WalletError(422, 'invalid_amount', 'max win must be a non-negative integer');
  }
  const wallet = await ctx.walletFor(request.playerId, request.currency);
  const pool = await ctx.house('bonus_pool', request.currency);
  const posted = await ctx.ledger.post({
    kind,
    idempotencyKey: request.key,
    playerId: request.playerId,
    fingerprint: cap === undefined ? { wallet: wallet.id } : { wallet: wallet.id, cap },
    walletIds: [wallet.id],
    plan: (locked) => {
      const plan = closeBonusPlan(locked.get(wallet.id), { kind, pool, maxRealCents: cap });
      return { ...plan, metadata: { ...request.metadata, ...plan.metadata } };
    },
  });
  return ctx.movement(posted, wallet.id);
}

/** The plan of a bonus conversion or forfeit on the locked wallet: refused without bonus money, or (a conversion) before wagering is met. */
export function closeBonusPlan(
  row: AccountRow | undefined,
  input: { kind: 'bonus_conversion' | 'bonus_forfeit'; pool: number; maxRealCents?: number },
): Plan {
  if (!row || row.bonusCents === 0) throw new WalletError(409, 'insufficient_funds', 'no bonus money');
  if (input.kind === 'bonus_conversion' && row.wageredCents < row.wageringRequiredCents) {
    throw new WalletError(409, 'wagering_not_met', 'wagering requirement not met');
  }
  const amount = row.bonusCents;
  const real = input.kind === 'bonus_conversion' ? Math.min(amount, input.maxRealCents ?? amount) : 0;
  const forfeited = amount - real;
  const legs: Leg[] = [{ accountId: row.id, currency: row.currency, part: 'bonus', amountCents: -amount }];
  if (real > 0) legs.push({ accountId: row.id, currency: row.currency, part: 'real', amountCents: real });
  if (forfeited > 0) legs.push({ accountId: input.pool, currency: row.currency, part: 'real', amountCents: forfeited });
  return {
    legs,
    wagering: new Map([[row.id, { requiredCents: 0, wageredCents: 0 }]]),
    metadata: {
      account_id: row.id,
      amount_cents: amount,
      converted_cents: real,
      forfeited_cents: forfeited,
      wagering_required_cents: row.wageringRequiredCents,
    },
  };
}

/** Bonus pool -> player bonus money, adding its wagering requirement to the wallet's. */
async function grantBonus(ctx: WalletContext, request: MoneyRequest & { wageringRequiredCents: number }): Promise<Movement> {
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
}

/** Real money from one of the player's wallets to another, at the rate the caller fixed (both amounts given). */
async function exchange(
  ctx: WalletContext,
  request: MoneyRequest & { toCurrency: string; toAmountCents: number },
): Promise<Movement> {
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
}
