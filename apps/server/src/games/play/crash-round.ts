import type { CrashHistory, CrashStateResponse, PlayRound } from '@casino/contracts';
import { conflict } from '../../http/errors';
import { CRASH_CHAIN_LENGTH } from '../fair/crash-chain';
import { placeBet } from './crash-bet';
import { cashOut } from './crash-cashout';
import type { CrashContext, CrashDeps } from './crash-deps';
import { momentAt, type CrashMoment } from './crash-schedule';
import { chainInfo, crashHistoryOf, crashStateOf } from './crash-state';
import { tickOnce } from './crash-tick';
import type { GameSessionRow } from './sessions';

export type { CrashMoment } from './crash-schedule';

export interface CrashRoundService {
  /** The round now, its bets, the session's bet, the last rounds and the chain (the game frame's view). */
  state(token: string | undefined, callerId: number | null): Promise<CrashStateResponse>;
  /** Places the session's bet in the round open for bets (422 outside the betting phase). */
  bet(
    token: string | undefined,
    input: { round: number; betCents: number; autoCashout: number | null },
    callerId: number | null,
  ): Promise<PlayRound>;
  /** Cashes the session's bet out at the multiplier the server's clock reads now. */
  cashout(token: string | undefined, round: number, callerId: number | null): Promise<PlayRound>;
  /** The chain's commitment and the last crashed rounds with their seeds (public). */
  history(): Promise<CrashHistory>;
  /** The round running at a moment (creates the chain on first use). */
  at(ms: number): Promise<CrashMoment>;
  /**
   * Moves the shared round on: announces the round, publishes a crash once the clock passed it,
   * settles auto cash-outs and lost bets. Safe in any number of processes at once.
   */
  tick(): Promise<void>;
  /** Ticks on a timer (listening processes). */
  start(intervalMs?: number): void;
  stop(): void;
}

const TICK_MS = 250;

/** The session of a frame's token, which must play crash. */
async function crashSession(ctx: CrashContext, token: string | undefined, callerId: number | null): Promise<GameSessionRow> {
  const session = await ctx.rounds.sessionFor(token, callerId);
  if (session.engine !== 'crash') throw conflict('this game session does not play crash');
  return session;
}

/**
 * The crash game as one shared round (docs/decisions/020-shared-crash-round.md). No process
 * leads: the schedule and every crash point follow from the stored chain and the clock, and each
 * state change is a conditional write that only one process wins. The rules are in crash-rules.ts,
 * the data access in crash-queries.ts; this keeps what one process holds: its built chains, the
 * names it has masked, and its tick.
 */
export function createCrashRoundService(deps: CrashDeps): CrashRoundService {
  const ctx: CrashContext = {
    ...deps,
    chainLength: deps.chainLength ?? CRASH_CHAIN_LENGTH,
    chains: new Map(),
    names: new Map(),
  };
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let lastTick = 0;

  const service: CrashRoundService = {
    at: (ms) => momentAt(ctx, ms),
    async tick() {
      // One tick at a time per process; concurrent callers wait for the running one.
      ticking ??= tickOnce(ctx).finally(() => {
        ticking = null;
        lastTick = Date.now();
      });
      return ticking;
    },
    async state(token, callerId) {
      const session = await crashSession(ctx, token, callerId);
      // The state answer moves the round on too, so a process without a timer stays current.
      if (Date.now() - lastTick >= TICK_MS) await service.tick();
      return crashStateOf(ctx, session);
    },
    async bet(token, input, callerId) {
      return placeBet(ctx, await crashSession(ctx, token, callerId), input);
    },
    async cashout(token, round, callerId) {
      return cashOut(ctx, await crashSession(ctx, token, callerId), round);
    },
    async history() {
      const moment = await momentAt(ctx, deps.clock.now().getTime());
      return { chain: chainInfo(moment), rounds: await crashHistoryOf(ctx) };
    },
    start(intervalMs = TICK_MS) {
      if (timer) return;
      timer = setInterval(() => {
        void service.tick().catch(() => undefined);
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return service;
}
