import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import type { MoneyRequest, Movement, WalletContext } from './context';
import { WalletError } from './errors';
import { WALLET_EVENTS } from './events';
import type { AccountRow, Leg, Plan, TransactionRow } from './ledger';
import { ledgerEntries, ledgerTransactions } from './tables';

export interface WinRequest extends MoneyRequest {
  /** The bet this win settles; without one the win is real money (a jackpot, a tournament prize paid by a game). */
  betTransactionId?: number;
}

export interface RollbackRequest {
  key: string;
  betTransactionId: number;
  /** When given, the bet must be this player's (another player's bet answers 404). */
  playerId?: number;
}

/**
 * Responsible-gaming limits on the bet path, provided by the limits domain: a stake is checked
 * and counted in the transaction that debits it, with the wallet locked, so concurrent bets can
 * never pass a limit together (docs/decisions/012-limits.md).
 */
export interface PlayLimits {
  /** Before the transaction: refuses a player who may not play now (`stake`); answers the in-transaction part. */
  prepare(playerId: number, kind: 'stake' | 'credit'): Promise<PlayLimitCheck>;
}
export interface PlayLimitCheck {
  /** Refuses a stake over a wager or loss limit; counts it otherwise. */
  stake(tx: Tx, currency: string, amountCents: number): Promise<void>;
  /** Counts a win against the loss. */
  credit(tx: Tx, currency: string, amountCents: number): Promise<void>;
  /** Un-counts a rolled-back stake from the wager and the loss of the day it was staked on. */
  returnStake(tx: Tx, currency: string, amountCents: number, stakedAt: Date): Promise<void>;
}

/** The seamless-wallet side of a game round (docs/architecture.md §8). */
export interface GamePlay {
  /** Takes a stake: real money first, then bonus money; counts it toward the wagering requirement. */
  bet(request: MoneyRequest): Promise<Movement>;
  /** Pays a win, split between real and bonus money in the proportions its bet was paid. */
  win(request: WinRequest): Promise<Movement>;
  /** Gives a bet back exactly as it was taken, and un-counts its wagering; refused after a win. */
  rollback(request: RollbackRequest): Promise<Movement>;
}

/** What a bet records about how it was paid; a win splits and a rollback reverses by it. */
const betMetaSchema = z.object({
  account_id: z.number().int(),
  amount_cents: z.number().int().positive(),
  real_cents: z.number().int().nonnegative(),
  bonus_cents: z.number().int().nonnegative(),
  wagering_counted_cents: z.number().int().nonnegative(),
});
type BetMeta = z.infer<typeof betMetaSchema>;

/** Parsed, not cast: metadata is JSON, and a wrong shape must stop the movement, not skew it. */
const betMetaOf = (bet: TransactionRow): BetMeta => betMetaSchema.parse(bet.metadata);

/** The kinds already posted against a bet, read under the wallet's lock so they cannot change meanwhile. */
async function settlementsOf(tx: Tx, betId: number): Promise<string[]> {
  const rows = await tx
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.referenceId, betId));
  return rows.map((r) => r.kind);
}

interface GamePlayDeps {
  ctx: WalletContext;
  /** Responsible-gaming limits checked and counted in the bet path (the limits domain). */
  playLimits?: PlayLimits;
}

export function createGamePlay(deps: GamePlayDeps): GamePlay {
  return {
    bet: (request) => placeBet(deps, request),
    win: (request) => creditWin(deps, request),
    rollback: (request) => rollbackBet(deps, request),
  };
}

/** How a stake is paid and what it counts toward the wagering requirement. */
interface StakeSplit {
  real: number;
  bonus: number;
  /** The part of the stake that counts toward the outstanding wagering requirement. */
  counted: number;
  /** Whether this stake completes the wagering requirement. */
  completesWagering: boolean;
}

/**
 * A stake takes real money first, then bonus money; refused (409 insufficient_funds) when the two
 * do not cover it. While a wagering requirement is outstanding, the stake counts toward it up to
 * what is left of it.
 */
export function splitStake(
  wallet: Pick<AccountRow, 'realCents' | 'bonusCents' | 'wageringRequiredCents' | 'wageredCents'>,
  amount: number,
): StakeSplit {
  const real = Math.min(wallet.realCents, amount);
  const bonus = amount - real;
  if (bonus > wallet.bonusCents) throw new WalletError(409, 'insufficient_funds', 'not enough money');
  const outstanding = wallet.wageringRequiredCents - wallet.wageredCents;
  const counted = outstanding > 0 ? Math.min(amount, outstanding) : 0;
  return { real, bonus, counted, completesWagering: counted > 0 && counted === outstanding };
}

/**
 * A win is split between real and bonus money in the proportions its bet was paid; a win
 * without a bet is real money (BigInt: the product may pass 2^53).
 */
export function splitWin(
  amount: number,
  bet: Pick<BetMeta, 'amount_cents' | 'bonus_cents'> | undefined,
): { real: number; bonus: number } {
  const bonus = bet && bet.bonus_cents > 0 ? Number((BigInt(amount) * BigInt(bet.bonus_cents)) / BigInt(bet.amount_cents)) : 0;
  return { real: amount - bonus, bonus };
}

/** Takes a stake (see GamePlay.bet), checked and counted by the play limits with the wallet locked. */
async function placeBet(deps: GamePlayDeps, request: MoneyRequest): Promise<Movement> {
  const { ctx } = deps;
  ctx.checkAmount(request.amountCents);
  const walletId = await ctx.walletIdFor(request.playerId, request.currency);
  const game = await ctx.house('game_provider', request.currency);
  const amount = request.amountCents;
  const check = await deps.playLimits?.prepare(request.playerId, 'stake');
  const posted = await ctx.ledger.post({
    kind: 'bet',
    idempotencyKey: request.key,
    playerId: request.playerId,
    fingerprint: { wallet: walletId, amount },
    walletIds: [walletId],
    plan: async (locked, tx) => {
      const row = locked.get(walletId);
      if (!row) throw new WalletError(404, 'wallet_not_found', 'wallet not found');
      const split = splitStake(row, amount);
      await check?.stake(tx, row.currency, amount);
      return betPlan(row, { game, amount, split, metadata: request.metadata });
    },
  });
  return ctx.movement(posted, walletId);
}

/** The ledger plan of a stake: its legs, its wagering and the `bet.placed` (and `wagering.completed`) events. */
function betPlan(
  row: AccountRow,
  input: { game: number; amount: number; split: StakeSplit; metadata: Record<string, unknown> | undefined },
): Plan {
  const { game, amount, split } = input;
  const legs: Leg[] = [{ accountId: game, currency: row.currency, part: 'real', amountCents: amount }];
  if (split.real > 0) legs.push({ accountId: row.id, currency: row.currency, part: 'real', amountCents: -split.real });
  if (split.bonus > 0) legs.push({ accountId: row.id, currency: row.currency, part: 'bonus', amountCents: -split.bonus });
  const meta: BetMeta = {
    account_id: row.id,
    amount_cents: amount,
    real_cents: split.real,
    bonus_cents: split.bonus,
    wagering_counted_cents: split.counted,
  };
  const events: { type: string; payload: Record<string, unknown> }[] = [
    { type: WALLET_EVENTS.betPlaced, payload: { ...input.metadata, ...meta, currency: row.currency } },
  ];
  if (split.completesWagering) {
    events.push({
      type: WALLET_EVENTS.wageringCompleted,
      payload: { account_id: row.id, currency: row.currency, wagering_required_cents: row.wageringRequiredCents },
    });
  }
  return {
    legs,
    wagering:
      split.counted > 0
        ? new Map([[row.id, { requiredCents: row.wageringRequiredCents, wageredCents: row.wageredCents + split.counted }]])
        : undefined,
    metadata: { ...input.metadata, ...meta },
    events,
  };
}

async function betOf(ctx: WalletContext, id: number, playerId: number | undefined): Promise<TransactionRow> {
  const bet = await ctx.transaction(id);
  if (bet.kind !== 'bet' || (playerId !== undefined && bet.playerId !== playerId)) {
    throw new WalletError(404, 'transaction_not_found', 'bet not found');
  }
  return bet;
}

/** Pays a win (see GamePlay.win); refused once its bet was rolled back. */
async function creditWin(deps: GamePlayDeps, request: WinRequest): Promise<Movement> {
  const { ctx } = deps;
  ctx.checkAmount(request.amountCents);
  // The wallet of the win's currency, locked by id in the movement.
  const wallet = { id: await ctx.walletIdFor(request.playerId, request.currency), currency: request.currency };
  const bet = request.betTransactionId === undefined ? undefined : await betOf(ctx, request.betTransactionId, request.playerId);
  const betMeta = bet ? betMetaOf(bet) : undefined;
  if (betMeta && betMeta.account_id !== wallet.id) throw new WalletError(404, 'transaction_not_found', 'bet not found');
  const game = await ctx.house('game_provider', request.currency);
  const amount = request.amountCents;
  const split = splitWin(amount, betMeta);
  const check = await deps.playLimits?.prepare(request.playerId, 'credit');
  const posted = await ctx.ledger.post({
    kind: 'win',
    idempotencyKey: request.key,
    playerId: request.playerId,
    referenceId: bet?.id ?? null,
    fingerprint: { wallet: wallet.id, amount, bet: bet?.id ?? null },
    walletIds: [wallet.id],
    plan: async (_locked, tx) => {
      if (bet && (await settlementsOf(tx, bet.id)).includes('rollback')) {
        throw new WalletError(409, 'already_settled', 'the bet was rolled back');
      }
      await check?.credit(tx, wallet.currency, amount);
      const legs: Leg[] = [{ accountId: game, currency: wallet.currency, part: 'real', amountCents: -amount }];
      if (split.real > 0) legs.push({ accountId: wallet.id, currency: wallet.currency, part: 'real', amountCents: split.real });
      if (split.bonus > 0)
        legs.push({ accountId: wallet.id, currency: wallet.currency, part: 'bonus', amountCents: split.bonus });
      const meta = {
        account_id: wallet.id,
        amount_cents: amount,
        real_cents: split.real,
        bonus_cents: split.bonus,
        bet_transaction_id: bet?.id ?? null,
      };
      return {
        legs,
        metadata: { ...request.metadata, ...meta },
        events: [{ type: WALLET_EVENTS.winCredited, payload: { ...request.metadata, ...meta, currency: wallet.currency } }],
      };
    },
  });
  return ctx.movement(posted, wallet.id);
}

/**
 * The refund of a stake (see GamePlay.rollback): the bet's entries reversed exactly, its
 * wagering un-counted and its usage returned to the play limits; refused once the bet is settled.
 */
async function rollbackBet(deps: GamePlayDeps, request: RollbackRequest): Promise<Movement> {
  const { ctx } = deps;
  const bet = await betOf(ctx, request.betTransactionId, request.playerId);
  const meta = betMetaOf(bet);
  const wallet = await ctx.walletById(meta.account_id);
  // The reversed legs include the house leg; the ledger must know that account in this process.
  await ctx.house('game_provider', wallet.currency);
  const check = bet.playerId === null ? undefined : await deps.playLimits?.prepare(bet.playerId, 'credit');
  const posted = await ctx.ledger.post({
    kind: 'rollback',
    idempotencyKey: request.key,
    playerId: bet.playerId,
    referenceId: bet.id,
    fingerprint: { bet: bet.id },
    walletIds: [wallet.id],
    plan: async (locked, tx) => {
      const row = locked.get(wallet.id);
      if (!row) throw new WalletError(404, 'wallet_not_found', 'wallet not found');
      if ((await settlementsOf(tx, bet.id)).length > 0)
        throw new WalletError(409, 'already_settled', 'the bet is already settled');
      await check?.returnStake(tx, wallet.currency, meta.amount_cents, bet.createdAt);
      const entries = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, bet.id));
      const legs: Leg[] = entries.map((e) => ({
        accountId: e.accountId,
        currency: e.currency,
        part: e.part,
        amountCents: -e.amountCents,
      }));
      const wagered = Math.max(0, row.wageredCents - meta.wagering_counted_cents);
      return {
        legs,
        wagering: new Map([[wallet.id, { requiredCents: row.wageringRequiredCents, wageredCents: wagered }]]),
        metadata: { account_id: wallet.id, amount_cents: meta.amount_cents, bet_transaction_id: bet.id },
        events: [
          {
            type: WALLET_EVENTS.betRolledBack,
            payload: {
              account_id: wallet.id,
              currency: wallet.currency,
              amount_cents: meta.amount_cents,
              bet_transaction_id: bet.id,
            },
          },
        ],
      };
    },
  });
  return ctx.movement(posted, wallet.id);
}
