import {
  REALITY_CHECK_DEFAULT_MINUTES,
  type Limit,
  type LimitChangeResponse,
  type LimitRequest,
  type RealityCheckSettings,
} from '@casino/contracts';
import { PAYMENT_EVENTS, type DepositLimits } from '../payments';
import type { PlayLimits } from '../wallet';
import { confirmChange, mailDueChanges, requestRemoval } from './changes';
import { createLimitsContext, type LimitsDeps } from './context';
import { createEnforcement } from './enforcement';
import { endLongSessions } from './jobs';
import { listLimits } from './list';
import { realityCheckOf, setRealityCheck } from './reality-check';
import { setLimit } from './set';

export interface LimitsService {
  /** The player's live limits with usage of the current period and pending changes. */
  list(playerId: number): Promise<Limit[]>;
  /** Sets or changes a limit: tighter applies at once, looser waits 24 hours and a mailed confirmation. */
  set(playerId: number, request: LimitRequest): Promise<LimitChangeResponse>;
  /**
   * Asks to remove a limit. Removing a deposit, loss, wager or session limit is a loosening: it is
   * pending for the cooling period and needs the mailed confirmation, and it is refused (409
   * cannot_loosen) while a cooling-off or self-exclusion runs. A cooling-off or a fixed-term
   * self-exclusion cannot be removed (409 cannot_end_early); a permanent one after its first 7 days.
   */
  remove(playerId: number, limitId: number): Promise<LimitChangeResponse>;
  /** Applies a pending change with the token its mail carried. */
  confirm(playerId: number, token: string): Promise<LimitChangeResponse>;
  /** The message key of a running cooling-off or self-exclusion, or null: it restricts the player's sessions. */
  signInRefusal(playerId: number): Promise<string | null>;
  /** Minutes of play between two reality checks by default (the session length and net result shown to the player). */
  realityCheckMinutes: number;
  /** The player's reality-check interval: their choice, or the default. */
  realityCheck(playerId: number): Promise<RealityCheckSettings>;
  /** Sets the player's reality-check interval (minutes within REALITY_CHECK_MINUTES); answers the new settings. */
  setRealityCheck(playerId: number, minutes: number): Promise<RealityCheckSettings>;
  play: PlayLimits;
  deposits: DepositLimits;
  /**
   * Mails the tokens of changes whose cooling period passed and ends sessions past a session
   * limit (the scheduled job `limits`, run by one process per period).
   */
  runJobs(): Promise<void>;
}

/** Wires the limits service: each call delegates to the module that holds its rule. */
export function createLimitsService(deps: LimitsDeps): LimitsService {
  const ctx = createLimitsContext(deps);
  const enforcement = createEnforcement({
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    players: deps.players,
    sessions: deps.sessions,
  });
  let running: Promise<void> | undefined;
  const defaultMinutes = deps.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES;

  // A failed deposit gives its amount back to the deposit usage.
  deps.outbox.subscribe(PAYMENT_EVENTS.changed, async (event) => {
    const payload = event.payload as { id?: unknown; action?: unknown; state?: unknown };
    if (payload.action !== 'deposit' || typeof payload.id !== 'number') return;
    if (payload.state === 'declined' || payload.state === 'canceled' || payload.state === 'rejected') {
      await enforcement.deposits.release(payload.id);
    }
  });

  /** One run at a time in this process; a call during a run waits for that run. */
  function runJobs(): Promise<void> {
    if (running) return running;
    running = (async () => {
      await mailDueChanges(ctx);
      await endLongSessions(ctx);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    list: (playerId) => listLimits(ctx, playerId),
    set: (playerId, request) => setLimit(ctx, { playerId, request }),
    remove: (playerId, limitId) => requestRemoval(ctx, { playerId, limitId }),
    confirm: (playerId, token) => confirmChange(ctx, { playerId, token }),
    signInRefusal: enforcement.signInRefusal,
    realityCheckMinutes: defaultMinutes,
    realityCheck: (playerId) => realityCheckOf(ctx, { playerId, defaultMinutes }),
    setRealityCheck: async (playerId, minutes) => {
      await setRealityCheck(ctx, { playerId, minutes });
      return realityCheckOf(ctx, { playerId, defaultMinutes });
    },
    play: enforcement.play,
    deposits: enforcement.deposits,
    runJobs,
  };
}
