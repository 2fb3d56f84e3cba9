import type { Tx } from '../db/client';
import type { WalletContext } from './context';
import type { HouseKind, Leg } from './ledger';

/**
 * A movement of a progressive jackpot's pool (docs/decisions/053-progressive-jackpots.md), posted
 * in the jackpot domain's transaction so the pool's ledger and the level's amount never part.
 * The pool side is in the jackpot's currency; the other side in its own currency, through the
 * exchange accounts when the two differ (the caller fixed both amounts at its configured rate).
 */
export interface PoolMovementRequest {
  key: string;
  kind: 'jackpot_contribution' | 'jackpot_seed' | 'jackpot_win';
  /** The pool's currency and how much enters it (positive) or leaves it (negative). */
  poolCurrency: string;
  poolCents: number;
  /** The other side: a house account (a stake's share, a seed) or a player's wallet (a win, real money). */
  counterparty: { house: HouseKind } | { playerId: number };
  /** The other side's currency and amount, positive. */
  currency: string;
  amountCents: number;
  metadata?: Record<string, unknown>;
}

export interface JackpotPool {
  /** Posts a pool movement in the caller's transaction; a repeated key moves nothing again. */
  movePool(request: PoolMovementRequest, tx: Tx): Promise<{ transactionId: number; replayed: boolean }>;
}

export function createJackpotPool(ctx: WalletContext): JackpotPool {
  return {
    async movePool(request, tx) {
      ctx.checkAmount(Math.abs(request.poolCents));
      ctx.checkAmount(request.amountCents);
      const sign = Math.sign(request.poolCents);
      const pool = await ctx.house('jackpot_pool', request.poolCurrency, tx);
      const player = 'playerId' in request.counterparty ? request.counterparty.playerId : null;
      const other =
        player === null
          ? await ctx.house((request.counterparty as { house: HouseKind }).house, request.currency, tx)
          : (await ctx.walletFor(player, request.currency, tx)).id;
      const legs: Leg[] = [
        { accountId: pool, currency: request.poolCurrency, part: 'real', amountCents: request.poolCents },
        { accountId: other, currency: request.currency, part: 'real', amountCents: -sign * request.amountCents },
      ];
      if (request.currency !== request.poolCurrency) {
        legs.push(
          {
            accountId: await ctx.house('exchange', request.poolCurrency, tx),
            currency: request.poolCurrency,
            part: 'real',
            amountCents: -request.poolCents,
          },
          {
            accountId: await ctx.house('exchange', request.currency, tx),
            currency: request.currency,
            part: 'real',
            amountCents: sign * request.amountCents,
          },
        );
      }
      const posted = await ctx.ledger.post({
        kind: request.kind,
        idempotencyKey: request.key,
        playerId: player,
        fingerprint: { pool: request.poolCents, other, amount: request.amountCents, currency: request.currency },
        walletIds: player === null ? [] : [other],
        tx,
        plan: () => ({
          legs,
          metadata: {
            ...request.metadata,
            pool_currency: request.poolCurrency,
            pool_cents: request.poolCents,
            amount_cents: request.amountCents,
            ...(player === null ? {} : { account_id: other }),
          },
        }),
      });
      return { transactionId: posted.transaction.id, replayed: posted.replayed };
    },
  };
}
