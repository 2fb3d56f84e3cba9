import { STAFF_SESSION_COOKIE_NAME, type StaffRole } from '@casino/contracts';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { SESSION_TTL_MS } from '../auth';
import { forbidden, HttpError } from '../http/errors';
import type { StaffService, StaffSession } from './service';

export interface StaffGuard {
  /** The caller's live staff session, or 401; with roles, a 403 for any other role. */
  requireStaff(request: FastifyRequest, roles?: readonly StaffRole[]): Promise<StaffSession>;
  /**
   * The same check as a route's preValidation hook: the 401 or 403 comes before any 422 with
   * schema detail. The handler's own requireStaff answers the session already resolved.
   */
  only(roles?: readonly StaffRole[]): preValidationAsyncHookHandler;
  setCookie(reply: FastifyReply, token: string): void;
  clearCookie(reply: FastifyReply): void;
}

export function createStaffGuard(deps: { staff: StaffService; secureCookies: boolean }): StaffGuard {
  const { staff, secureCookies } = deps;
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secureCookies };
  const resolved = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();
  const requireStaff = async (request: FastifyRequest, roles?: readonly StaffRole[]) => {
    let lookup = resolved.get(request);
    if (!lookup) resolved.set(request, (lookup = staff.resolve(request.cookies[STAFF_SESSION_COOKIE_NAME])));
    const session = await lookup;
    if (!session) throw new HttpError(401, 'Staff sign-in required.');
    if (roles && !roles.includes(session.staff.role)) throw forbidden('Your role may not do this.');
    return session;
  };
  return {
    requireStaff,
    only: (roles) => async (request) => {
      await requireStaff(request, roles);
    },
    setCookie(reply, token) {
      reply.setCookie(STAFF_SESSION_COOKIE_NAME, token, { ...options, maxAge: SESSION_TTL_MS / 1000 });
    },
    clearCookie(reply) {
      reply.clearCookie(STAFF_SESSION_COOKIE_NAME, options);
    },
  };
}
