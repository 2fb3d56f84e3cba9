import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { visitorOf } from '../info/routes';
import type { InfoService } from '../info/service';
import type { Visitor } from './context';
import { SESSION_COOKIE, SESSION_TTL_MS, type ActiveSession, type SessionService } from './sessions';

export interface Guard {
  /** The caller's live session, or a 401 `{ error }` (the web turns it into the auth-error event). */
  requireSession(request: FastifyRequest): Promise<ActiveSession>;
  optionalSession(request: FastifyRequest): Promise<ActiveSession | null>;
  visitor(request: FastifyRequest, extra?: { dfpc?: string }): Promise<Visitor>;
  setSessionCookie(reply: FastifyReply, token: string): void;
  clearSessionCookie(reply: FastifyReply): void;
}

export function createGuard(sessions: SessionService, info: InfoService, secureCookies: boolean): Guard {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  return {
    async requireSession(request) {
      const session = await sessions.resolve(request.cookies[SESSION_COOKIE]);
      if (!session) throw unauthorized();
      return session;
    },
    optionalSession: (request) => sessions.resolve(request.cookies[SESSION_COOKIE]),
    async visitor(request, extra = {}) {
      const current = await sessions.resolve(request.cookies[SESSION_COOKIE]);
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
  };
}
