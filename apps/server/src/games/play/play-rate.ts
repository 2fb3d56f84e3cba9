import type { FastifyInstance, FastifyRequest } from 'fastify';

/** At most `max` calls in a window of `windowMs`. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/** The windows of a game session and of a player. */
export interface PlayRates {
  perSession: readonly RateWindow[];
  perPlayer: readonly RateWindow[];
}

/**
 * The pace of money calls a game session and a player may keep (docs/decisions/030-play-rate.md):
 * above what a person reaches by clicking (a bet every half second, without end), below what a
 * script hammering the wallet does. The short window stops a burst, the long one a steady
 * machine pace; the player's windows span their tabs and games.
 */
export const PLAY_RATE = {
  perSession: [
    { max: 30, windowMs: 10_000 },
    { max: 180, windowMs: 60_000 },
  ],
  perPlayer: [
    { max: 60, windowMs: 10_000 },
    { max: 360, windowMs: 60_000 },
  ],
} as const satisfies PlayRates;

/** No windows at all: for the benchmarks, which measure the wallet rather than this limit. */
export const UNLIMITED_PLAY: PlayRates = { perSession: [], perPlayer: [] };

/** The message of a refused call of the in-house provider's round API. */
export const PLAY_TOO_FAST = 'Too many bets in a short time: please slow down.';

/** Whose money call it is: the game session (any stable id of it) and its player, if any. */
export interface PlayCaller {
  session: string;
  playerId: number | null;
}

export interface PlayRateLimiter {
  /** Counts one money call; answers the seconds to wait when it is over the rate, or null. */
  check(request: FastifyRequest, caller: PlayCaller): Promise<number | null>;
}

/**
 * Counts through @fastify/rate-limit, so the counters live where the other rate limits do: in
 * Redis when REDIS_URL is set (shared by every process), in memory otherwise. Every window of the
 * session and of the player is counted; a call over any of them is refused.
 */
export function createPlayRateLimiter(deps: { app: FastifyInstance; rates?: PlayRates }): PlayRateLimiter {
  const { app, rates = PLAY_RATE } = deps;
  const callers = new WeakMap<FastifyRequest, PlayCaller>();
  const limiter = (scope: 'session' | 'player', window: RateWindow) => {
    const limit = app.createRateLimit({
      max: window.max,
      timeWindow: window.windowMs,
      keyGenerator: (request) => {
        const caller = callers.get(request);
        return `play:${scope}:${scope === 'session' ? caller?.session : caller?.playerId}:${window.windowMs}`;
      },
    });
    return { scope, limit };
  };
  const limiters = [
    ...rates.perSession.map((window) => limiter('session', window)),
    ...rates.perPlayer.map((window) => limiter('player', window)),
  ];

  return {
    async check(request, caller) {
      callers.set(request, caller);
      const applicable = limiters.filter(({ scope }) => scope === 'session' || caller.playerId !== null);
      const results = await Promise.all(applicable.map(({ limit }) => limit(request)));
      const waits = results.flatMap((result) =>
        !result.isAllowed && result.isExceeded ? [Math.max(1, result.ttlInSeconds)] : [],
      );
      return waits.length > 0 ? Math.max(...waits) : null;
    },
  };
}
