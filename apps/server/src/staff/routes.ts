import {
  STAFF_SESSION_COOKIE_NAME,
  okBodySchema,
  staffSchema,
  staffSignInRequestSchema,
  staffSignInResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffGuard } from './guard';
import type { StaffService } from './service';
import { noQuery } from '../http/route-options';

const tags = ['staff'];
const noStore = { 'cache-control': 'no-store' };

/** Staff accounts: sign-in with two-factor, sign-out and who is signed in (decisions 017 and 066). */
export const staffRoutes =
  (deps: { staff: StaffService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff, guard } = deps;

    app.post('/api/staff/sign_in', {
      bodyLimit: 4 * 1024,
      // The cheap in-memory limit in front of the database-backed ones, as for players.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, querystring: noQuery, body: staffSignInRequestSchema, response: { 200: staffSignInResponseSchema } },
      handler: async (request, reply) => {
        const agent = request.headers['user-agent'];
        const previous = await staff.resolve(request.cookies[STAFF_SESSION_COOKIE_NAME]);
        const { email, password, code } = request.body;
        const signedIn = await staff.signIn(email, password, code, {
          ip: request.ip,
          userAgent: typeof agent === 'string' ? agent : undefined,
        });
        // Two-factor is not set up yet: the seed to enrol, and no session.
        if (signedIn.status === 'enrol') return reply.headers(noStore).send(signedIn);
        // Rotation: the session the browser held ends at sign-in.
        if (previous) await staff.revoke(previous.id);
        guard.setCookie(reply, signedIn.token);
        return reply.headers(noStore).send({ status: 'signed_in' as const, staff: signedIn.staff });
      },
    });

    app.delete('/api/staff/sign_out', {
      schema: { tags, querystring: noQuery, response: { 200: okBodySchema } },
      handler: async (request, reply) => {
        const session = await staff.resolve(request.cookies[STAFF_SESSION_COOKIE_NAME]);
        if (session) await staff.revoke(session.id);
        guard.clearCookie(reply);
        return { ok: true as const };
      },
    });

    app.get('/api/staff/me', {
      preValidation: guard.only(),
      schema: { tags, querystring: noQuery, response: { 200: staffSchema } },
      handler: async (request, reply) => reply.headers(noStore).send((await guard.requireStaff(request)).staff),
    });
  };
