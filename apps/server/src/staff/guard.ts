import {
  STAFF_SESSION_COOKIE_NAME,
  STAFF_SESSION_TTL_MS,
  roleMay,
  type StaffPermission,
  type StaffRole,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
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
  /** The caller's live staff session, or 401; a 403 unless the role holds `permission` (decision 059). */
  requirePermission(request: FastifyRequest, permission: StaffPermission): Promise<StaffSession>;
  /** requirePermission as a route's preValidation hook. */
  allow(permission: StaffPermission): preValidationAsyncHookHandler;
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
  const requirePermission = async (request: FastifyRequest, permission: StaffPermission) => {
    const session = await requireStaff(request);
    if (!roleMay(session.staff.role, permission)) throw forbidden('Your role may not do this.');
    return session;
  };
  return {
    requireStaff,
    requirePermission,
    allow: (permission) => async (request) => {
      await requirePermission(request, permission);
    },
    only: (roles) => async (request) => {
      await requireStaff(request, roles);
    },
    setCookie(reply, token) {
      reply.setCookie(STAFF_SESSION_COOKIE_NAME, token, { ...options, maxAge: STAFF_SESSION_TTL_MS / 1000 });
    },
    clearCookie(reply) {
      reply.clearCookie(STAFF_SESSION_COOKIE_NAME, options);
    },
  };
}
