import type { FastifyRequest } from 'fastify';

/**
 * What a restricted session may do. A player who signs in during a cooling-off or a
 * self-exclusion gets one (docs/decisions/012-limits.md): they can read their account and
 * balance, withdraw it, follow their payments, see and tighten their limits and sign out;
 * every other route that needs a session answers 403 `limits.error.restricted_session`.
 */
const RESTRICTED_SESSION_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/player',
  'GET /api/player/accounts',
  'GET /api/player/payments',
  'GET /api/player/payments/methods',
  'POST /api/player/payments/withdrawals',
  'GET /api/user_limits',
  'POST /api/user_limits',
  'DELETE /api/user_limits/:id',
  'POST /api/user_limits/confirm',
  'GET /api/user_limits/reality_check',
  'DELETE /api/users/sign_out',
]);

/**
 * Routes open to guests that a restricted session may still not use: starting a game, for
 * money or for fun (an excluded player is kept away from play altogether).
 */
const RESTRICTED_SESSION_REFUSED_OPEN_ROUTES: ReadonlySet<string> = new Set(['POST /api/games/sessions']);

const routeOf = (request: Pick<FastifyRequest, 'method' | 'routeOptions'>) =>
  `${request.method} ${request.routeOptions.url ?? ''}`;

/** True when a restricted session may call a route that needs a session. */
export function allowedWhileRestricted(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): boolean {
  return RESTRICTED_SESSION_ROUTES.has(routeOf(request));
}

/** True when a restricted session is refused on a route that guests may use. */
export function refusedWhileRestricted(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): boolean {
  return RESTRICTED_SESSION_REFUSED_OPEN_ROUTES.has(routeOf(request));
}
