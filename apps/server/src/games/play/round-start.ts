import type { PlayRound } from '@casino/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError, conflict, forbidden } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { nodeHmac } from '../fair/hmac';
import { FairRandom } from '../fair/random';
import type { GameEngine, RoundStateBase } from '../engines/types';
import type { RoundDeps, RoundRow } from './round-deps';
import { insertRound, lockDemoBalance, setDemoBalance, updateRound } from './round-queries';
import { checkBetCeiling, coversStake, demoBalanceAfter, engineOf, roundBetIdOf, ruleError, stakeRefusalOf } from './round-rules';
import { balanceOf, unfinishedOf } from './round-session';
import { settleRound } from './round-settle';
import { publicRoundView } from './round-view';
import { SeamlessError } from './seamless';
import type { FairSeedService, TakenNonce } from './seeds';
import type { FreeSpinOffer } from './free-spins';
import { gameRounds } from './tables';
import { eq } from 'drizzle-orm';
import { INHOUSE_PROVIDER, type GameSessionRow } from './sessions';

/** A new round's game and first bet. */
interface RoundStart {
  session: GameSessionRow;
  engine: GameEngine;
  params: unknown;
  bet: number;
}

/** Takes the next nonce of the owner's seed pair and deals the round's first step. */
async function deal(
  deps: RoundDeps,
  tx: DbOrTx,
  owner: Parameters<FairSeedService['takeNonce']>[1],
  { engine, params, bet }: Pick<RoundStart, 'engine' | 'params' | 'bet'>,
) {
  const seeds = await deps.seeds.takeNonce(tx, owner);
  const random = new FairRandom(nodeHmac, seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  let state: RoundStateBase;
  try {
    state = engine.start(params, bet, random);
  } catch (err) {
    ruleError(err);
  }
  return { seeds, random, state };
}

/** The columns every new round takes from its session, its seeds and its first step. */
const roundOf = (session: GameSessionRow, seeds: TakenNonce, random: FairRandom, params: unknown, state: RoundStateBase) => ({
  sessionId: session.id,
  gameId: session.gameId,
  engine: session.engine,
  currency: session.currency,
  params: params ?? {},
  state,
  seedPairId: seeds.pairId,
  serverSeedHash: seeds.serverSeedHash,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce,
  rngPosition: random.position,
});

/** A demo round: the stake, the first step and (for a one-step game) the win, on the session's demo balance in one transaction. */
async function startDemoRound(deps: RoundDeps, start: RoundStart): Promise<RoundRow> {
  const { session, engine, params, bet } = start;
  return deps.db.transaction(async (tx) => {
    const balance = await lockDemoBalance(tx, session.id);
    if (!coversStake(balance, bet)) throw new HttpError(409, 'not enough money');
    const owner = session.playerId !== null ? { playerId: session.playerId } : { pairId: session.seedPairId ?? 0 };
    const { seeds, random, state } = await deal(deps, tx, owner, start);
    const finished = engine.isFinished(state);
    const win = finished ? engine.payout(state) : 0;
    const after = demoBalanceAfter(balance, bet, win);
    await setDemoBalance(tx, session.id, after);
    const now = deps.clock.now();
    return insertRound(tx, {
      ...roundOf(session, seeds, random, params, state),
      playerId: session.playerId,
      mode: 'demo',
      status: finished ? 'settled' : 'open',
      stakeCents: state.stake,
      winCents: win,
      balanceBeforeCents: balance,
      balanceAfterCents: after,
      createdAt: now,
      updatedAt: now,
      settledAt: finished ? now : null,
    });
  });
}

/**
 * A real-money round: recorded as `betting` before the stake is taken (a crash from there on
 * leaves a round recovery can finish), then the stake through the seamless wallet, then open; a
 * one-step game settles at once.
 */
async function startRealRound(deps: RoundDeps, start: RoundStart): Promise<RoundRow> {
  const { session, engine, bet } = start;
  const playerId = session.playerId;
  if (playerId === null) throw forbidden('real play needs a player');
  const inserted = await recordBetting(deps, start, playerId);
  const betId = roundBetIdOf(inserted.id, 1);
  const balance = await takeOpeningStake(deps, { session, round: inserted, playerId, betId, bet });
  const state = inserted.state as RoundStateBase;
  const open = await updateRound(
    deps,
    inserted.id,
    { status: 'open', stakeCents: bet, betIds: [betId], balanceBeforeCents: balance + bet, balanceAfterCents: balance },
    'betting',
  );
  if (!open) throw conflict('the round changed meanwhile');
  return engine.isFinished(state) ? settleRound(deps, { row: open, state, interrupted: false }) : open;
}

/** Deals the first step and writes the round as `betting`, with no stake yet. */
async function recordBetting(deps: RoundDeps, start: RoundStart, playerId: number): Promise<RoundRow> {
  return deps.db.transaction(async (tx) => {
    const { seeds, random, state } = await deal(deps, tx, { playerId }, start);
    const now = deps.clock.now();
    return insertRound(tx, {
      ...roundOf(start.session, seeds, random, start.params, state),
      playerId,
      mode: 'real',
      status: 'betting',
      stakeCents: 0,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** Takes the opening stake; a refusal rejects the round. Answers the wallet's balance after the stake. */
async function takeOpeningStake(
  deps: RoundDeps,
  {
    session,
    round,
    playerId,
    betId,
    bet,
  }: { session: GameSessionRow; round: RoundRow; playerId: number; betId: string; bet: number },
): Promise<number> {
  try {
    const taken = await deps.seamless.bet({
      provider: INHOUSE_PROVIDER,
      session: { id: session.id },
      playerId,
      transactionId: betId,
      roundRef: String(round.id),
      amountCents: bet,
      currency: session.currency,
    });
    return taken.balance_cents;
  } catch (err) {
    if (err instanceof SeamlessError) {
      await updateRound(deps, round.id, { status: 'rejected', settledAt: deps.clock.now() }, 'betting');
      throw stakeRefusalOf(err, 'bet_cents');
    }
    throw err;
  }
}

/**
 * A gift's free spin (docs/decisions/048-free-spins.md): the round is recorded with the gift's
 * fixed stake and spends the gift's next spin in the same transaction, so a spin is spent exactly
 * when its round exists; the wallet is not touched. A one-step game settles at once, its win going
 * to the gift.
 */
async function startFreeSpinRound(deps: RoundDeps, start: RoundStart, offer: FreeSpinOffer): Promise<RoundRow> {
  const { session, engine } = start;
  const playerId = session.playerId;
  if (playerId === null || session.mode !== 'real') throw conflict('free spins are played with real money sessions');
  const balance = await balanceOf(deps, session);
  const row = await deps.db.transaction(async (tx) => {
    const { seeds, random, state } = await deal(deps, tx, { playerId }, start);
    const now = deps.clock.now();
    const inserted = await insertRound(tx, {
      ...roundOf(session, seeds, random, start.params, state),
      playerId,
      mode: 'real',
      status: 'open',
      stakeCents: start.bet,
      balanceBeforeCents: balance,
      balanceAfterCents: balance,
      freespinGiftId: offer.giftId,
      createdAt: now,
      updatedAt: now,
    });
    const spin = await deps.freeSpins.take(tx, { playerId, giftId: offer.giftId, roundId: inserted.id });
    if (spin === null) throw conflict('no free spins left');
    const [numbered] = await tx
      .update(gameRounds)
      .set({ freespinNumber: spin })
      .where(eq(gameRounds.id, inserted.id))
      .returning();
    return numbered ?? inserted;
  });
  const state = row.state as RoundStateBase;
  return engine.isFinished(state) ? settleRound(deps, { row, state, interrupted: false }) : row;
}

/** The gift's free spin for the session's game, or a 409 when the player has none for it. */
async function freeSpinOf(deps: RoundDeps, session: GameSessionRow): Promise<FreeSpinOffer> {
  const offer = session.playerId === null ? null : await deps.freeSpins.offer(session.playerId, session.gameId, session.currency);
  if (!offer) throw conflict('no free spins for this game');
  return offer;
}

/** Starts a round of the session: checks the bet, takes the stake and plays the first step; a one-step game settles at once. */
export async function startRound(
  deps: RoundDeps,
  { session, input }: { session: GameSessionRow; input: { betCents: number; params?: unknown; freeSpin?: boolean } },
): Promise<PlayRound> {
  // Crash is one round for everyone (docs/decisions/020-shared-crash-round.md).
  if (session.engine === 'crash') throw conflict('crash is played in the shared round: bet with POST /crash/bets');
  const engine = engineOf(session.engine);
  let params: unknown;
  try {
    params = engine.parseParams(input.params ?? {});
  } catch (err) {
    ruleError(err);
  }
  const offer = input.freeSpin ? await freeSpinOf(deps, session) : null;
  const bet = offer?.betCents ?? input.betCents;
  checkBetCeiling(bet, session.currency);
  if (await unfinishedOf(deps, session)) throw conflict('a round is in progress: finish it first');
  const start: RoundStart = { session, engine, params, bet };
  let row: RoundRow;
  try {
    if (offer) row = await startFreeSpinRound(deps, start, offer);
    else row = session.mode === 'demo' ? await startDemoRound(deps, start) : await startRealRound(deps, start);
  } catch (err) {
    // Two starts at once on one session: the one-open-round index lets one through.
    if (isUniqueViolation(err)) {
      throw conflict('a round is in progress: finish it first');
    }
    throw err;
  }
  const balance = row.balanceAfterCents ?? (await balanceOf(deps, session));
  return publicRoundView(row, balance, deps.clock.now().getTime());
}
