import type { CrashChainInfo, CrashHistoryEntry, CrashPublicBet, CrashRoundInfo, CrashStateResponse } from '@casino/contracts';
import { phaseAt, sha256Hex } from '../fair/crash-chain';
import { crashBetView } from './crash-bet';
import type { CrashContext } from './crash-deps';
import { nameFor } from './crash-publish';
import { betsOfRound, crashedRounds, latestBetOf } from './crash-queries';
import { iso, showsAsMyBet, type SharedCrashState } from './crash-rules';
import { momentAt, type CrashMoment } from './crash-schedule';
import type { RoundRow } from './round-deps';
import type { GameSessionRow } from './sessions';

/** What the crash frame and the public history show of the shared round. */

const HISTORY_SIZE = 20;
const PUBLIC_BETS = 100;

/** The round now, its bets, the session's bet, the last rounds and the chain (the game frame's view). */
export async function crashStateOf(ctx: CrashContext, session: GameSessionRow): Promise<CrashStateResponse> {
  const now = ctx.clock.now().getTime();
  const moment = await momentAt(ctx, now);
  const round = moment.times.round;
  const rows = await betsOfRound(ctx.db, round, PUBLIC_BETS);
  const bets = await Promise.all(rows.map((row) => publicBet(ctx, row, session.id)));
  const mine = await latestBetOf(ctx.db, session.id);
  const balance = await ctx.rounds.balanceOf(session);
  return {
    server_time: iso(now),
    round: roundInfo(moment, now),
    bets,
    my_bet: mine && showsAsMyBet(mine, round) ? crashBetView(mine, balance) : null,
    history: await crashHistoryOf(ctx),
    chain: chainInfo(moment),
    balance_cents: balance,
    currency: session.currency,
  };
}

/** A bet as everyone sees it: a masked name, the amount, the cash-out and the win. */
async function publicBet(ctx: CrashContext, row: RoundRow, sessionId: number): Promise<CrashPublicBet> {
  const state = row.state as SharedCrashState;
  return {
    player: await nameFor(ctx, row.playerId),
    amount_cents: row.stakeCents,
    currency: row.currency,
    cashed_out_at: state.cashedOutAt,
    win_cents: row.winCents,
    mine: row.sessionId === sessionId,
  };
}

/** The round's times; its crash point and seed only once it has crashed. */
function roundInfo(moment: CrashMoment, now: number): CrashRoundInfo {
  const { times, chain, index } = moment;
  const crashed = now >= times.crashAt;
  return {
    id: times.round,
    phase: phaseAt(times, now),
    betting_at: iso(times.bettingAt),
    flight_at: iso(times.flightAt),
    crash_at: crashed ? iso(times.crashAt) : null,
    crash_point: crashed ? times.crashPoint : null,
    seed_hash: sha256Hex(chain.seedOf(index)),
    server_seed: crashed ? chain.seedOf(index) : null,
    next_at: crashed ? iso(times.endAt) : null,
  };
}

/** The chain's commitment, published before any of its rounds is played. */
export const chainInfo = (moment: CrashMoment): CrashChainInfo => ({
  commitment: moment.chain.commitment,
  first_round: moment.chain.firstRound,
  length: moment.chain.length,
});

/** The last crashed rounds with their revealed seeds, newest first. */
export async function crashHistoryOf(ctx: CrashContext): Promise<CrashHistoryEntry[]> {
  const rows = await crashedRounds(ctx.db, HISTORY_SIZE);
  return rows.map((r) => ({ id: r.round, crash_point: r.point ?? 100, server_seed: r.seed, seed_hash: sha256Hex(r.seed) }));
}
