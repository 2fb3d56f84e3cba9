import { STAFF_SESSION_COOKIE_NAME, type StaffRole } from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from '../auth/sessions';
import { forbidden, HttpError } from '../http/errors';
import type { StaffService, StaffSession } from './service';

export interface StaffGuard {
  /** The caller's live staff session, or 401; with roles, a 403 for any other role. */
  requireStaff(request: FastifyRequest, roles?: readonly StaffRole[]): Promise<StaffSession>;
  setCookie(reply: FastifyReply, token: string): void;
  clearCookie(reply: FastifyReply): void;
}

export function createStaffGuard(staff: StaffService, secureCookies: boolean): StaffGuard {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  return {
    async requireStaff(request, roles) {
      const session = await staff.resolve(request.cookies[STAFF_SESSION_COOKIE_NAME]);
      if (!session) throw new HttpError(401, 'Staff sign-in required.');
      if (roles && !roles.includes(session.staff.role)) throw forbidden('Your role may not do this.');
      return session;
    },
    setCookie(reply, token) {
      reply.setCookie(STAFF_SESSION_COOKIE_NAME, token, { ...options, maxAge: SESSION_TTL_MS / 1000 });
    },
    clearCookie(reply) {
      reply.clearCookie(STAFF_SESSION_COOKIE_NAME, options);
    },
  };
}
