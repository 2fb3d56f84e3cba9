import type { SeamlessResponse } from '@casino/contracts';
import type { Db } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation } from '../../db/errors';
import { type Movement, WalletError, type WalletService } from '../../wallet';
import type { Caller } from './seamless';
import { SeamlessError } from './seamless-error';
import { callForBet, claimBetForWin, findCall, insertCall } from './seamless-queries';
import { isPlayersBet, repeatAnswer, translateWalletError, type RecordedBet, type TxKind, type TxRow } from './seamless-rules';
import type { GameSessionRow, GameSessionService } from './sessions';
import type { seamlessTransactions } from './tables';

/** What the seamless wallet works with. */
export interface SeamlessDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  sessions: GameSessionService;
  outbox: Outbox;
}

/** The caller's real-money game session, bound to the calling player; `live` also requires it unexpired. */
export async function sessionOf(deps: SeamlessDeps, caller: Caller, live: boolean): Promise<GameSessionRow> {
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

/** The player's wallet balance in a currency (0 without a wallet). */
export async function balanceIn(deps: SeamlessDeps, playerId: number, currency: string): Promise<number> {
  const account = (await deps.wallet.getAccounts(playerId)).find((a) => a.currency === currency);
  return account?.amount_cents ?? 0;
}

/** The answer of a call that moved nothing: the balance as it stands. */
export async function balanceAnswer(deps: SeamlessDeps, playerId: number, currency: string): Promise<SeamlessResponse> {
  return { balance_cents: await balanceIn(deps, playerId, currency), currency };
}

/** Records an applied call; a concurrent twin that got there first decides the answer. */
export async function record(
  deps: SeamlessDeps,
  values: typeof seamlessTransactions.$inferInsert,
  kind: TxKind,
  event?: Parameters<Outbox['publish']>[1],
): Promise<SeamlessResponse> {
  try {
    if (!event) await insertCall(deps.db, values);
    else {
      // The call and its event together: a replay (a unique violation) publishes nothing again.
      await deps.db.transaction(async (tx) => {
        await insertCall(tx, values);
        await deps.outbox.publish(tx, event);
      });
      deps.outbox.kick();
    }
    return values.response as SeamlessResponse;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await findCall(deps.db, values.provider, values.transactionId);
    if (!existing) throw err;
    return repeatAnswer(existing, kind, values.requestHash);
  }
}

/** The recorded bet a win or rollback refers to (404 unless it is the player's bet that moved money). */
export async function betRow(
  deps: SeamlessDeps,
  provider: string,
  betTransactionId: string,
  playerId: number,
): Promise<RecordedBet> {
  const bet = await findCall(deps.db, provider, betTransactionId);
  if (!bet || !isPlayersBet(bet, playerId)) throw new SeamlessError(404, 'bet_not_found', 'bet not found');
  return bet;
}

/** The tombstone of a rollback kept for a bet: the bet is given back, or refused when it comes. */
export const tombstoneFor = (deps: SeamlessDeps, provider: string, betTransactionId: string) =>
  callForBet(deps.db, provider, betTransactionId, 'rollback');

/** A win (of any amount, 0 included) recorded for the bet: the bet is settled. */
export const winFor = (deps: SeamlessDeps, provider: string, betTransactionId: string) =>
  callForBet(deps.db, provider, betTransactionId, 'win');

/**
 * For a provider whose bets take one win: claims the bet for this win before any money moves.
 * The conditional update lets one win id through however many arrive at once; the same id again
 * (a retry after a crash) keeps its claim, another id is refused.
 */
export async function claimSettlement(deps: SeamlessDeps, bet: TxRow, winTransactionId: string): Promise<void> {
  const settled = new SeamlessError(409, 'already_settled', 'the bet is already settled by another win');
  const earlier = await winFor(deps, bet.provider, bet.transactionId);
  if (earlier && earlier.transactionId !== winTransactionId) throw settled;
  if (!(await claimBetForWin(deps.db, bet.id, winTransactionId))) throw settled;
}

/**
 * Gives a bet back through the wallet; when a twin rollback under another id won the race, the
 * stake is already back and this one is acknowledged without a second credit (null).
 */
export async function refund(deps: SeamlessDeps, key: string, betLedgerId: number, playerId: number): Promise<Movement | null> {
  try {
    return await deps.wallet.rollback({ key, betTransactionId: betLedgerId, playerId });
  } catch (err) {
    if (err instanceof WalletError && err.code === 'already_settled' && (await deps.wallet.isReferredBy(betLedgerId, 'rollback')))
      return null;
    return translateWalletError(err);
  }
}

/** The game a call is about, as the wallet's movement records it (for the events other domains read). */
export async function gameMetadata(
  deps: SeamlessDeps,
  session: GameSessionRow,
  roundRef: string,
): Promise<Record<string, unknown>> {
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
