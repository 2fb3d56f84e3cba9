import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import { type InfoService, visitorOf } from '../info';
import type { Visitor } from './context';
import { systemClock, type Clock } from '../platform/clock';
import { allowedWhileRestricted, refusedWhileRestricted } from './restricted';
import { SESSION_COOKIE, SESSION_TTL_MS, type ActiveSession, type SessionService } from './sessions';

export interface Guard {
  /**
   * The caller's live session, or a 401 `{ error }` (the web turns it into the auth-error event);
   * a restricted session on a route it may not use is a 403 with the restriction's message key.
   */
  requireSession(request: FastifyRequest): Promise<ActiveSession>;
  /**
   * The same check as a route's preValidation hook, so a guest gets the 401 before any schema
   * detail of a 422; the handler's own requireSession then answers the session already resolved.
   */
  signedIn: preValidationAsyncHookHandler;
  optionalSession(request: FastifyRequest): Promise<ActiveSession | null>;
  visitor(request: FastifyRequest, extra?: { dfpc?: string }): Promise<Visitor>;
  setSessionCookie(reply: FastifyReply, token: string): void;
  clearSessionCookie(reply: FastifyReply): void;
  /**
   * Marks the browser a cooling-off or self-exclusion was set in, until the block's end (null:
   * none, then the longest a browser keeps a cookie): a guest there cannot start a demo game.
   */
  markBlockedBrowser(reply: FastifyReply, endsAt: Date | null): void;
}

/** The cookie of a browser a block was set in (docs/decisions/036-accounts-messages.md). */
const PLAY_BLOCK_COOKIE = 'play_block';
/** Browsers keep a cookie at most 400 days (Chrome, Safari): the mark of a block without end is renewed at no later date. */
const PLAY_BLOCK_MAX_S = 400 * 24 * 3600;

interface GuardDeps {
  sessions: SessionService;
  info: InfoService;
  secureCookies: boolean;
  /**
   * Answers the message key that restricts a player's sessions (a running cooling-off or
   * self-exclusion), or null; without it no session is restricted.
   */
  restriction?: { key: string; browserKey: string; of(playerId: number): Promise<string | null> };
  clock?: Clock;
}

export function createGuard(deps: GuardDeps): Guard {
  const { sessions, info, secureCookies, restriction, clock = systemClock } = deps;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  // One lookup per request, however many checks ask (the preValidation hook, then the handler).
  const resolved = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  const resolve = (request: FastifyRequest) => {
    let session = resolved.get(request);
    if (!session) resolved.set(request, (session = sessions.resolve(request.cookies[SESSION_COOKIE])));
    return session;
  };
  const requireSession = async (request: FastifyRequest) => {
    const session = await resolve(request);
    if (!session) throw unauthorized();
    if (restriction && !allowedWhileRestricted(request) && (await restriction.of(session.playerId))) {
      throw forbidden(restriction.key);
    }
    return session;
  };
  /** Whether a play-block cookie's end (epoch ms, or `open` for none) is still ahead. */
  const blockedBrowser = (value: string | undefined): boolean =>
    value === 'open' || (value !== undefined && Number(value) > clock.now().getTime());
  return {
    requireSession,
    async signedIn(request) {
      await requireSession(request);
    },
    async optionalSession(request) {
      const session = await resolve(request);
      if (!restriction || !refusedWhileRestricted(request)) return session;
      if (session) {
        if (await restriction.of(session.playerId)) throw forbidden(restriction.key);
        return session;
      }
      // A guest in a browser a block was set in: most likely the excluded player, signed out.
      if (blockedBrowser(request.cookies[PLAY_BLOCK_COOKIE])) throw forbidden(restriction.browserKey);
      return session;
    },
    async visitor(request, extra = {}) {
      const current = await resolve(request);
      const agent = request.headers['user-agent'];
      return {
        ip: request.ip,
        userAgent: typeof agent === 'string' ? agent : undefined,
        country: info.countryOf(visitorOf(request)),
        dfpc: extra.dfpc,
        sessionId: current?.id,
      };
    },
    setSessionCookie(reply, token) {
      // The browser drops the cookie with the session's absolute end; the server enforces both ends.
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    },
    clearSessionCookie(reply) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },
    markBlockedBrowser(reply, endsAt) {
      const seconds = endsAt ? Math.ceil((endsAt.getTime() - clock.now().getTime()) / 1000) : PLAY_BLOCK_MAX_S;
      reply.setCookie(PLAY_BLOCK_COOKIE, endsAt ? String(endsAt.getTime()) : 'open', {
        ...cookieOptions,
        maxAge: Math.min(Math.max(seconds, 1), PLAY_BLOCK_MAX_S),
      });
    },
  };
}
