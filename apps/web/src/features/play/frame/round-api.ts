import { GAME_SESSION_HEADER, type CrashStateResponse, type PlayRound } from '@casino/contracts';

/** What went wrong with a round call, as the player is told (a message key `play.error.<kind>`). */
export type FrameErrorKind =
  'insufficient_funds' | 'session_expired' | 'busy' | 'rejected' | 'forbidden' | 'limit_reached' | 'network';

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
  if (status === 409) return /money/i.test(message) ? 'insufficient_funds' : 'busy';
  // 429: bets faster than the rate (docs/decisions/030-play-rate.md); a pause is all it takes.
  if (status === 404 || status === 429) return 'busy';
  return 'rejected';
}

export interface CurrentRound {
  round: PlayRound | null;
  balance_cents: number;
  currency: string;
}

/**
 * The frame's only door to the casino: the provider's round API with the game session token
 * from the frame's URL. Plain fetch, so a refused call never looks like the casino session ending.
 */
export function roundApi(session: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`/provider/inhouse/api${path}`, {
        method,
        headers: {
          [GAME_SESSION_HEADER]: session,
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      throw new FrameError('network');
    }
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
}
