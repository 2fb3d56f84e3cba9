import { GAME_SESSION_HEADER, type CrashStateResponse, type FreeSpinOffer, type PlayRound } from '@casino/contracts';
import { idempotencyHeader, newIdempotencyKey } from '../../../api/idempotency';

/** What went wrong with a round call, as the player is told (a message key `play.error.<kind>`). */
export type FrameErrorKind =
  'insufficient_funds' | 'session_expired' | 'busy' | 'crashed' | 'rejected' | 'forbidden' | 'limit_reached' | 'network';

/** Codes of a bet the player's own limits refused (docs/decisions/012-limits.md). */
export const LIMIT_CODES = ['limit_exceeded', 'blocked', 'session_limit'];

export class FrameError extends Error {
  constructor(readonly kind: FrameErrorKind) {
    super(kind);
    this.name = 'FrameError';
  }
}

/** Maps an answer of the round API to what the player is told. */
export function errorKindOf(status: number, message: string, code?: unknown): FrameErrorKind {
  if (status === 401) return 'session_expired';
  if (status === 403) return LIMIT_CODES.includes(String(code)) ? 'limit_reached' : 'forbidden';
  if (status === 409 && /money/i.test(message)) return 'insufficient_funds';
  // A crash cash-out that reached the server after the crash: the bet is lost, nothing to retry.
  if (status === 409 && /crashed/i.test(message)) return 'crashed';
  if (status === 409) return 'busy';
  // 429: bets faster than the rate (docs/decisions/030-play-rate.md); a pause is all it takes.
  if (status === 404 || status === 429) return 'busy';
  return 'rejected';
}

/** A lost answer (the network), or the 409 of the same action's first try still running there. */
const retryable = (response: Response | null) =>
  response === null || (response.status === 409 && response.headers.has('retry-after'));

interface CurrentRound {
  round: PlayRound | null;
  balance_cents: number;
  currency: string;
  /**
   * False while the round's win is still held back for its animation: the figure is the wallet
   * less that win, and the page shows it as is instead of reading the wallet (which has it).
   */
  revealed: boolean;
  /** The player's gift free spins for the game (docs/decisions/048-free-spins.md), or null. */
  free_spins?: FreeSpinOffer | null;
}

/** Tries of a bet, step or cash-out after the first whose answer was lost or still running (ERR-06). */
export const FRAME_RETRIES = 2;
const retryDelayMs = (attempt: number) => 500 * 2 ** attempt;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The frame's only door to the casino: the provider's round API with the game session token
 * from the frame's URL. Plain fetch, so a refused call never looks like the casino session ending.
 * A POST (a bet, a step, a cash-out) carries one Idempotency-Key for all its tries, so a try whose
 * answer was lost, sent again, gets the first answer and never stakes twice (decision 028).
 */
export function roundApi(session: string, options: { retryDelay?: (attempt: number) => number } = {}) {
  async function send(method: 'GET' | 'POST', path: string, body: unknown, key: string | null): Promise<Response | null> {
    try {
      return await fetch(`/provider/inhouse/api${path}`, {
        method,
        headers: {
          [GAME_SESSION_HEADER]: session,
          'x-requested-with': 'XMLHttpRequest',
          ...(key ? idempotencyHeader(key) : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      return null;
    }
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const key = method === 'POST' ? newIdempotencyKey() : null;
    let response = await send(method, path, body, key);
    for (let attempt = 0; attempt < FRAME_RETRIES && retryable(response); attempt++) {
      await wait((options.retryDelay ?? retryDelayMs)(attempt));
      response = await send(method, path, body, key);
    }
    if (!response) throw new FrameError('network');
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let code: unknown;
      try {
        code = (JSON.parse(text) as { code?: unknown }).code;
      } catch {
        code = undefined;
      }
      throw new FrameError(errorKindOf(response.status, text, code));
    }
    return (await response.json()) as T;
  }
  return {
    current: () => call<CurrentRound>('GET', '/rounds/current'),
    start: (betCents: number, params?: Record<string, unknown>) =>
      call<PlayRound>('POST', '/rounds', { bet_cents: betCents, ...(params ? { params } : {}) }),
    /** The next free spin of the player's gift, at the gift's stake. */
    freeSpin: (betCents: number) => call<PlayRound>('POST', '/rounds', { bet_cents: betCents, free_spin: true }),
    act: (roundId: number, action: Record<string, unknown>) => call<PlayRound>('POST', `/rounds/${roundId}/actions`, { action }),
    /** The shared crash round (docs/decisions/020-shared-crash-round.md). */
    crashState: () => call<CrashStateResponse>('GET', '/crash/state'),
    crashBet: (round: number, betCents: number, autoCashout: number | null) =>
      call<PlayRound>('POST', '/crash/bets', { round, bet_cents: betCents, auto_cashout: autoCashout }),
    crashCashout: (round: number) => call<PlayRound>('POST', '/crash/cashout', { round }),
  };
}
export type RoundApi = ReturnType<typeof roundApi>;

/** The message the frame sends its game page when the player's own limit refused a bet (PLAY-02). */
export const FRAME_LIMIT_MESSAGE = 'casino:game-limit';

/** The message the frame sends its game page after each step, so the page's balance follows. */
export const FRAME_BALANCE_MESSAGE = 'casino:game-balance';
export interface FrameBalanceMessage {
  type: typeof FRAME_BALANCE_MESSAGE;
  balance_cents: number;
  currency: string;
  /**
   * False while the round's win is still held back for its animation: the figure is the wallet
   * less that win, and the page shows it as is instead of reading the wallet (which has it).
   */
  revealed: boolean;
}
