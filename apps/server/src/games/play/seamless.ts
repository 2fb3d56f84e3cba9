import { createHash } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { amountThresholdOf, type SeamlessErrorCode, type SeamlessResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../db/errors';
import { LimitError } from '../../limits';
import { type Movement, WalletError, type WalletService } from '../../wallet';
import { EXTERNAL_PROVIDER, INHOUSE_PROVIDER, type GameSessionRow, type GameSessionService } from './sessions';
import { seamlessTransactions } from './tables';

/** A refusal of the seamless API: the status of the error model and a code the provider branches on. */
export class SeamlessError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: SeamlessErrorCode,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'SeamlessError';
  }
}

export interface Caller {
  provider: string;
  /** The game session's token (HTTP callers) or its id (the in-house provider, in-process). */
  session: string | { id: number };
  playerId: number;
}
export interface SeamlessBet extends Caller {
  transactionId: string;
  roundRef: string;
  amountCents: number;
  currency: string;
}
export interface SeamlessWin extends SeamlessBet {
  betTransactionId: string;
}
export interface SeamlessRollback extends Caller {
  transactionId: string;
  roundRef: string;
  betTransactionId: string;
}

/**
 * The casino's side of the seamless-wallet contract (docs/decisions/011-game-play.md): every
 * call is applied at most once per (provider, transaction id) and a repeat answers the first
 * answer. External providers reach it over signed HTTP, the in-house provider in-process.
 */
export interface SeamlessWallet {
  balance(caller: Caller): Promise<SeamlessResponse>;
  bet(request: SeamlessBet): Promise<SeamlessResponse>;
  win(request: SeamlessWin): Promise<SeamlessResponse>;
  rollback(request: SeamlessRollback): Promise<SeamlessResponse>;
}

type TxRow = typeof seamlessTransactions.$inferSelect;

/**
 * How many wins one bet of a provider may take (docs/decisions/011-game-play.md). The in-house
 * provider pays a round once; aggregators may pay one bet in several wins (features, bonus
 * rounds). A provider not listed gets the safe answer: one.
 */
export const WINS_PER_BET: Readonly<Record<string, 'one' | 'several'>> = {
  [INHOUSE_PROVIDER]: 'one',
  [EXTERNAL_PROVIDER]: 'several',
};
const winsPerBet = (provider: string) => WINS_PER_BET[provider] ?? 'one';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
const walletKey = (provider: string, transactionId: string) => `seamless:${provider}:${transactionId}`;

/** Wallet refusals in the seamless API's words. */
function translate(err: unknown): never {
  if (err instanceof LimitError) {
    // The message is the limits domain's key, for the game to show in the player's language.
    throw new SeamlessError(403, err.code === 'blocked' ? 'player_blocked' : 'limit_reached', err.message);
  }
  if (err instanceof WalletError) {
    if (err.code === 'insufficient_funds') throw new SeamlessError(409, 'insufficient_funds', 'not enough money');
    if (err.code === 'already_settled') throw new SeamlessError(409, 'already_settled', err.message);
    if (err.code === 'idempotency_conflict') throw new SeamlessError(409, 'duplicate_transaction', err.message);
    if (err.code === 'invalid_amount' || err.code === 'amount_out_of_range')
      throw new SeamlessError(422, 'invalid_amount', err.message);
    if (err.code === 'transaction_not_found') throw new SeamlessError(404, 'bet_not_found', 'bet not found');
    if (err.code === 'wallet_not_found') throw new SeamlessError(422, 'currency_mismatch', 'no wallet in this currency');
  }
  throw err;
}

export function createSeamlessWallet(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  sessions: GameSessionService;
}): SeamlessWallet {
  const { db, clock, wallet } = deps;

  async function find(provider: string, transactionId: string): Promise<TxRow | undefined> {
    const [row] = await db
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.provider, provider), eq(seamlessTransactions.transactionId, transactionId)))
      .limit(1);
    return row;
  }

  /** A repeat of a call: the first answer, or a duplicate refusal when the content differs. */
  function repeat(row: TxRow, kind: TxRow['kind'], hash: string): SeamlessResponse {
    if (row.kind !== kind || row.requestHash !== hash) {
      throw new SeamlessError(409, 'duplicate_transaction', 'the transaction id was already used for another request');
    }
    return row.response as SeamlessResponse;
  }

  async function sessionOf(caller: Caller, live: boolean): Promise<GameSessionRow> {
    let session: GameSessionRow;
    try {
      session =
        typeof caller.session === 'string'
          ? await deps.sessions.resolve(caller.session, live)
          : await deps.sessions.resolveById(caller.session.id, live);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 401) {
        throw new SeamlessError(401, err.message.includes('expired') ? 'session_expired' : 'session_not_found', err.message);
      }
      throw err;
    }
    if (session.mode !== 'real') throw new SeamlessError(401, 'session_not_found', 'not a real-money game session');
    if (session.playerId !== caller.playerId)
      throw new SeamlessError(403, 'player_mismatch', 'the session belongs to another player');
    return session;
  }

  async function balanceIn(playerId: number, currency: string): Promise<number> {
    const account = (await wallet.getAccounts(playerId)).find((a) => a.currency === currency);
    return account?.amount_cents ?? 0;
  }

  /** Records an applied call; a concurrent twin that got there first decides the answer. */
  async function record(values: typeof seamlessTransactions.$inferInsert, kind: TxRow['kind']): Promise<SeamlessResponse> {
    try {
      await db.insert(seamlessTransactions).values(values);
      return values.response as SeamlessResponse;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const existing = await find(values.provider, values.transactionId);
      if (!existing) throw err;
      return repeat(existing, kind, values.requestHash);
    }
  }

  const answer = (movement: Movement, currency: string): SeamlessResponse => ({
    balance_cents: movement.account.amount_cents,
    currency,
    casino_transaction_id: String(movement.transactionId),
  });

  async function betRow(provider: string, betTransactionId: string, playerId: number): Promise<TxRow> {
    const bet = await find(provider, betTransactionId);
    if (!bet || bet.kind !== 'bet' || bet.playerId !== playerId || bet.walletTransactionId === null) {
      throw new SeamlessError(404, 'bet_not_found', 'bet not found');
    }
    return bet;
  }

  /** The record of one kind (a rollback's tombstone, a win) kept for a bet, if any. */
  async function recordFor(provider: string, betTransactionId: string, kind: 'rollback' | 'win'): Promise<TxRow | undefined> {
    const [row] = await db
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.provider, provider),
          eq(seamlessTransactions.betTransactionId, betTransactionId),
          eq(seamlessTransactions.kind, kind),
        ),
      )
      .limit(1);
    return row;
  }

  const tombstoneFor = (provider: string, betTransactionId: string) => recordFor(provider, betTransactionId, 'rollback');
  /** A win (of any amount, 0 included) recorded for the bet: the bet is settled. */
  const winFor = (provider: string, betTransactionId: string) => recordFor(provider, betTransactionId, 'win');

  /**
   * For a provider whose bets take one win: claims the bet for this win before any money moves.
   * The conditional update lets one win id through however many arrive at once; the same id again
   * (a retry after a crash) keeps its claim, another id is refused.
   */
  async function claimSettlement(bet: TxRow, winTransactionId: string): Promise<void> {
    const settled = new SeamlessError(409, 'already_settled', 'the bet is already settled by another win');
    const earlier = await winFor(bet.provider, bet.transactionId);
    if (earlier && earlier.transactionId !== winTransactionId) throw settled;
    const [claimed] = await db
      .update(seamlessTransactions)
      .set({ settledBy: winTransactionId })
      .where(
        and(
          eq(seamlessTransactions.id, bet.id),
          or(isNull(seamlessTransactions.settledBy), eq(seamlessTransactions.settledBy, winTransactionId)),
        ),
      )
      .returning({ id: seamlessTransactions.id });
    if (!claimed) throw settled;
  }

  /**
   * The wallet's debit of a bet whose record a crash lost: the wallet took the stake under the
   * bet's key, and the process stopped before `seamless_transactions` got the row.
   */
  async function strandedDebit(provider: string, betTransactionId: string, playerId: number) {
    return wallet.postedUnderKey({ key: walletKey(provider, betTransactionId), kind: 'bet', playerId });
  }

  /** Whether the wallet already gave the bet back (a concurrent rollback under another id). */
  async function refunded(betLedgerId: number): Promise<boolean> {
    return wallet.isReferredBy(betLedgerId, 'rollback');
  }

  /**
   * Gives a bet back through the wallet; when a twin rollback under another id won the race, the
   * stake is already back and this one is acknowledged without a second credit (null).
   */
  async function refund(key: string, betLedgerId: number, playerId: number): Promise<Movement | null> {
    try {
      return await wallet.rollback({ key, betTransactionId: betLedgerId, playerId });
    } catch (err) {
      if (err instanceof WalletError && err.code === 'already_settled' && (await refunded(betLedgerId))) return null;
      return translate(err);
    }
  }

  async function gameMetadata(session: GameSessionRow, roundRef: string): Promise<Record<string, unknown>> {
    const game = await deps.sessions.gameOf(session.gameId);
    return {
      game_id: game.id,
      game_identifier: game.identifier,
      provider: game.provider,
      categories: [...game.categories],
      round_ref: roundRef,
      game_session_id: session.id,
    };
  }

  return {
    async balance(caller) {
      const session = await sessionOf(caller, true);
      return { balance_cents: await balanceIn(caller.playerId, session.currency), currency: session.currency };
    },

    async bet(request) {
      const hash = hashOf(['bet', request.playerId, request.roundRef, request.amountCents, request.currency]);
      const existing = await find(request.provider, request.transactionId);
      if (existing) return repeat(existing, 'bet', hash);
      const session = await sessionOf(request, true);
      if (request.currency !== session.currency)
        throw new SeamlessError(422, 'currency_mismatch', 'the session plays another currency');
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        throw new SeamlessError(422, 'invalid_amount', 'amount must be a positive integer of minor units');
      }
      if (request.amountCents > amountThresholdOf(request.currency).betCents) {
        throw new SeamlessError(422, 'invalid_amount', 'amount is above the bet limit of the currency');
      }
      if (await tombstoneFor(request.provider, request.transactionId)) {
        throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back before it arrived');
      }
      const key = walletKey(request.provider, request.transactionId);
      const movement = await wallet
        .bet({
          key,
          playerId: request.playerId,
          currency: request.currency,
          amountCents: request.amountCents,
          metadata: await gameMetadata(session, request.roundRef),
        })
        .catch(translate);
      const response = await record(
        {
          provider: request.provider,
          transactionId: request.transactionId,
          kind: 'bet',
          playerId: request.playerId,
          currency: request.currency,
          amountCents: request.amountCents,
          roundRef: request.roundRef,
          requestHash: hash,
          walletTransactionId: movement.transactionId,
          response: answer(movement, request.currency),
          createdAt: clock.now(),
        },
        'bet',
      );
      // A rollback that raced in while the stake was being taken: the stake goes back at once.
      if (await tombstoneFor(request.provider, request.transactionId)) {
        // The rollback may itself have found the debit by its key and given it back already.
        await refund(`${key}:late`, movement.transactionId, request.playerId);
        throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back before it arrived');
      }
      return response;
    },

    async win(request) {
      const hash = hashOf([
        'win',
        request.playerId,
        request.roundRef,
        request.betTransactionId,
        request.amountCents,
        request.currency,
      ]);
      const existing = await find(request.provider, request.transactionId);
      if (existing) return repeat(existing, 'win', hash);
      // A win may arrive after the session expired: the bet it settles was taken in time.
      await sessionOf(request, false);
      const bet = await betRow(request.provider, request.betTransactionId, request.playerId);
      if (bet.currency !== request.currency) throw new SeamlessError(422, 'currency_mismatch', 'the bet was in another currency');
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 0) {
        throw new SeamlessError(422, 'invalid_amount', 'amount must be a non-negative integer of minor units');
      }
      if (winsPerBet(request.provider) === 'one') await claimSettlement(bet, request.transactionId);
      const base = {
        provider: request.provider,
        transactionId: request.transactionId,
        kind: 'win' as const,
        playerId: request.playerId,
        currency: request.currency,
        amountCents: request.amountCents,
        roundRef: request.roundRef,
        betTransactionId: request.betTransactionId,
        requestHash: hash,
        createdAt: clock.now(),
      };
      if (request.amountCents === 0) {
        // A lost round closed: nothing moves, but the bet counts as settled (a later rollback is refused).
        if (await tombstoneFor(request.provider, request.betTransactionId)) {
          throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back');
        }
        const response = { balance_cents: await balanceIn(request.playerId, bet.currency), currency: bet.currency };
        return record({ ...base, response }, 'win');
      }
      const movement = await wallet
        .win({
          key: walletKey(request.provider, request.transactionId),
          playerId: request.playerId,
          currency: request.currency,
          amountCents: request.amountCents,
          betTransactionId: bet.walletTransactionId ?? undefined,
          metadata: { round_ref: request.roundRef },
        })
        .catch((err: unknown) => {
          if (err instanceof WalletError && err.code === 'already_settled') {
            throw new SeamlessError(409, 'bet_rolled_back', 'the bet was rolled back');
          }
          return translate(err);
        });
      return record(
        { ...base, walletTransactionId: movement.transactionId, response: answer(movement, request.currency) },
        'win',
      );
    },

    async rollback(request) {
      const hash = hashOf(['rollback', request.playerId, request.roundRef, request.betTransactionId]);
      const existing = await find(request.provider, request.transactionId);
      if (existing) return repeat(existing, 'rollback', hash);
      const session = await sessionOf(request, false);
      const bet = await find(request.provider, request.betTransactionId);
      const base = {
        provider: request.provider,
        transactionId: request.transactionId,
        kind: 'rollback' as const,
        playerId: request.playerId,
        roundRef: request.roundRef,
        betTransactionId: request.betTransactionId,
        requestHash: hash,
        createdAt: clock.now(),
      };
      if (!bet) {
        const stranded = await strandedDebit(request.provider, request.betTransactionId, request.playerId);
        if (stranded) {
          // The wallet took the stake but its record was lost: give it back, and keep the tombstone
          // so a retry of the bet is refused.
          const movement = await refund(walletKey(request.provider, request.transactionId), stranded.id, request.playerId);
          const amountCents = (stranded.metadata as { amount_cents?: number }).amount_cents ?? 0;
          const response = movement
            ? answer(movement, session.currency)
            : { balance_cents: await balanceIn(request.playerId, session.currency), currency: session.currency };
          return record(
            {
              ...base,
              currency: session.currency,
              amountCents: movement ? amountCents : 0,
              tombstone: true,
              walletTransactionId: movement?.transactionId ?? null,
              response,
            },
            'rollback',
          );
        }
        // The rollback overtook its bet: keep a tombstone so the bet is refused when it comes.
        const response = { balance_cents: await balanceIn(request.playerId, session.currency), currency: session.currency };
        return record({ ...base, currency: session.currency, amountCents: 0, tombstone: true, response }, 'rollback');
      }
      if (bet.kind !== 'bet' || bet.playerId !== request.playerId || bet.walletTransactionId === null) {
        throw new SeamlessError(404, 'bet_not_found', 'bet not found');
      }
      const earlier = await tombstoneFor(request.provider, request.betTransactionId);
      if (earlier) {
        // Another rollback of the same bet already gave the stake back: acknowledged, no second credit.
        const response = { balance_cents: await balanceIn(request.playerId, bet.currency), currency: bet.currency };
        return record({ ...base, currency: bet.currency, amountCents: 0, response }, 'rollback');
      }
      if (await winFor(request.provider, request.betTransactionId)) {
        throw new SeamlessError(409, 'already_settled', 'the bet is already settled');
      }
      const movement = await refund(
        walletKey(request.provider, request.transactionId),
        bet.walletTransactionId,
        request.playerId,
      );
      if (!movement) {
        // A concurrent rollback under another id gave the stake back first: acknowledged, no second credit.
        const response = { balance_cents: await balanceIn(request.playerId, bet.currency), currency: bet.currency };
        return record({ ...base, currency: bet.currency, amountCents: 0, response }, 'rollback');
      }
      return record(
        {
          ...base,
          currency: bet.currency,
          amountCents: bet.amountCents,
          walletTransactionId: movement.transactionId,
          response: answer(movement, bet.currency),
        },
        'rollback',
      );
    },
  };
}
