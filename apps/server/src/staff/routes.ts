import { STAFF_SESSION_COOKIE_NAME, okBodySchema, staffSchema, staffSignInRequestSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffGuard } from './guard';
import type { StaffService } from './service';
import { noQuery } from '../http/route-options';

const tags = ['staff'];
const noStore = { 'cache-control': 'no-store' };

/** Staff accounts: sign-in, sign-out and who is signed in (docs/decisions/017-staff-and-support.md). */
export const staffRoutes =
  (deps: { staff: StaffService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { staff, guard } = deps;

    app.post('/api/staff/sign_in', {
      bodyLimit: 4 * 1024,
      // The cheap in-memory limit in front of the database-backed ones, as for players.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, querystring: noQuery, body: staffSignInRequestSchema, response: { 200: staffSchema } },
      handler: async (request, reply) => {
        const agent = request.headers['user-agent'];
        const previous = await staff.resolve(request.cookies[STAFF_SESSION_COOKIE_NAME]);
        const signedIn = await staff.signIn(request.body.email, request.body.password, {
          ip: request.ip,
          userAgent: typeof agent === 'string' ? agent : undefined,
        });
        // Rotation: the session the browser held ends at sign-in.
        if (previous) await staff.revoke(previous.id);
        guard.setCookie(reply, signedIn.token);
        return reply.headers(noStore).send(signedIn.staff);
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
