import type { PlayRound } from '@casino/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError, ValidationError, conflict } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { CRASH_CLIENT_SEED, sha256Hex } from '../fair/crash-chain';
import type { CrashContext } from './crash-deps';
import { openBet, rejectBet, unfinishedBetOf } from './crash-queries';
import { announce, nameFor, pushCrash } from './crash-publish';
import { betRoundRefusal, checkCrashBet, crashBetIdOf, newBetState } from './crash-rules';
import { momentAt, type CrashMoment } from './crash-schedule';
import { settleDue } from './crash-settle';
import type { RoundRow } from './round-deps';
import { insertRound, lockDemoBalance, setDemoBalance } from './round-queries';
import { coversStake, stakeRefusalOf } from './round-rules';
import { roundView } from './round-view';
import { SeamlessError } from './seamless';
import { INHOUSE_PROVIDER, type GameSessionRow } from './sessions';
import type { gameRounds } from './tables';

/** A bet as the crash frame sends it. */
interface CrashBetInput {
  round: number;
  betCents: number;
  autoCashout: number | null;
}

/** A bet about to be written: its row's columns, and the `bet` push that announces it. */
interface NewBet {
  session: GameSessionRow;
  round: number;
  stakeCents: number;
  /** The columns every bet has; the status and the stake follow the way it is placed. */
  values: Omit<typeof gameRounds.$inferInsert, 'status' | 'stakeCents'>;
  pushBet(tx: DbOrTx): Promise<void>;
}

/** A shared crash bet as the frame receives it: its state as stored (the crash point stays null there until the crash). */
export const crashBetView = (row: RoundRow, balance: number): PlayRound => roundView(row, balance, row.state);

/** The unique index on (round, player, mode) refused a second bet of the player in the round. */
function duplicateBet(err: unknown): never {
  if (isUniqueViolation(err)) throw conflict('you already have a bet in this round');
  throw err;
}

/** Places the session's bet in the round open for bets (422 outside the betting phase); a retry answers the bet placed. */
export async function placeBet(ctx: CrashContext, session: GameSessionRow, input: CrashBetInput): Promise<PlayRound> {
  const autoCashout = checkCrashBet(input, session.currency);
  const now = ctx.clock.now().getTime();
  const moment = await momentAt(ctx, now);
  const refusal = betRoundRefusal(input.round, moment);
  if (refusal !== null) throw new ValidationError({ round: [refusal] });
  const previous = await unfinishedBetOf(ctx.db, session.id);
  if (previous) {
    // A retry of the same bet answers it again; a bet of a finished round is settled first.
    if (previous.crashRound === moment.times.round)
      return crashBetView(previous, previous.balanceAfterCents ?? (await ctx.rounds.balanceOf(session)));
    const settled = await settleDue(ctx, previous);
    if (settled.status !== 'settled' && settled.status !== 'rejected')
      throw conflict('your bet of the last round is still being settled: try again');
  }
  const bet = await newBet(ctx, { session, moment, stakeCents: input.betCents, autoCashout, now });
  return session.mode === 'demo' ? placeDemoBet(ctx, bet) : placeRealBet(ctx, bet);
}

/** Announces the round if no process has yet, and prepares the bet's row and push. */
async function newBet(
  ctx: CrashContext,
  {
    session,
    moment,
    stakeCents,
    autoCashout,
    now,
  }: { session: GameSessionRow; moment: CrashMoment; stakeCents: number; autoCashout: number | null; now: number },
): Promise<NewBet> {
  const round = moment.times.round;
  const announced = await announce(ctx, moment);
  const seed = moment.chain.seedOf(moment.index);
  const values = {
    sessionId: session.id,
    playerId: session.playerId,
    gameId: session.gameId,
    engine: 'crash',
    mode: session.mode,
    currency: session.currency,
    params: { autoCashout },
    state: newBetState(round, stakeCents, autoCashout),
    seedPairId: announced.seedPairId,
    serverSeedHash: sha256Hex(seed),
    clientSeed: CRASH_CLIENT_SEED,
    nonce: round,
    rngPosition: 4,
    crashRound: round,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };
  const name = await nameFor(ctx, session.playerId);
  const pushBet = (tx: DbOrTx) =>
    pushCrash(ctx, tx, { type: 'bet', round, player: name, amount_cents: stakeCents, currency: session.currency });
  return { session, round, stakeCents, values, pushBet };
}

/** A demo bet: the stake off the demo balance, the bet and its push, in one transaction. */
async function placeDemoBet(ctx: CrashContext, bet: NewBet): Promise<PlayRound> {
  const { session, stakeCents } = bet;
  const row = await ctx.db
    .transaction(async (tx) => {
      const balance = await lockDemoBalance(tx, session.id);
      if (!coversStake(balance, stakeCents)) throw new HttpError(409, 'not enough money');
      await setDemoBalance(tx, session.id, balance - stakeCents);
      const inserted = await insertRound(tx, {
        ...bet.values,
        status: 'open',
        stakeCents,
        balanceBeforeCents: balance,
        balanceAfterCents: balance - stakeCents,
      });
      await bet.pushBet(tx);
      return inserted;
    })
    .catch(duplicateBet);
  ctx.outbox.kick();
  return crashBetView(row, row.balanceAfterCents ?? 0);
}

/**
 * A real-money bet: recorded as `betting` before the stake is taken (recovery rolls a stake back
 * whose bet never got recorded), then the stake through the seamless wallet, then open with its push.
 */
async function placeRealBet(ctx: CrashContext, bet: NewBet): Promise<PlayRound> {
  const { session, stakeCents } = bet;
  const playerId = session.playerId;
  if (playerId === null) throw new HttpError(403, 'real play needs a player');
  const betId = crashBetIdOf(bet.round, playerId);
  const inserted = await insertRound(ctx.db, { ...bet.values, status: 'betting', stakeCents: 0, pending: { betId } }).catch(
    duplicateBet,
  );
  const balance = await takeStake(ctx, { session, playerId, betId, round: inserted, stakeCents });
  const row = await ctx.db.transaction(async (tx) => {
    const open = await openBet(tx, inserted.id, { stakeCents, betId, balance, now: ctx.clock.now() });
    if (!open) throw conflict('the round changed meanwhile');
    await bet.pushBet(tx);
    return open;
  });
  ctx.outbox.kick();
  return crashBetView(row, balance);
}

/** Takes the stake through the seamless wallet; a refusal rejects the bet. Answers the balance after the stake. */
async function takeStake(
  ctx: CrashContext,
  {
    session,
    playerId,
    betId,
    round,
    stakeCents,
  }: { session: GameSessionRow; playerId: number; betId: string; round: RoundRow; stakeCents: number },
): Promise<number> {
  try {
    const taken = await ctx.seamless.bet({
      provider: INHOUSE_PROVIDER,
      session: { id: session.id },
      playerId,
      transactionId: betId,
      roundRef: String(round.id),
      amountCents: stakeCents,
      currency: session.currency,
    });
    return taken.balance_cents;
  } catch (err) {
    if (err instanceof SeamlessError) {
      await rejectBet(ctx.db, round.id, { settledAt: ctx.clock.now(), updatedAt: ctx.clock.now() });
      throw stakeRefusalOf(err, 'bet_cents');
    }
    throw err;
  }
}
