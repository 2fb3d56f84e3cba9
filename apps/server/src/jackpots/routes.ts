import {
  JACKPOT_MANAGER_ROLES,
  jackpotConfigSchema,
  jackpotCreateSchema,
  jackpotListSchema,
  jackpotWinListSchema,
  jackpotWinsQuerySchema,
  staffJackpotSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuery } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { JackpotService } from './service';

const BODY_LIMIT = 64 * 1024;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/** The public jackpot calls (API-106, API-107): the same for everyone, so briefly cacheable. */
export const jackpotRoutes =
  (deps: { jackpots: JackpotService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['jackpots'];
    app.get('/api/jackpots', {
      schema: { tags, querystring: noQuery, response: { 200: jackpotListSchema } },
      handler: async (_request, reply) => {
        // The amounts change several times a second: a page told of a change must read the new ones.
        reply.header('cache-control', 'no-cache');
        return deps.jackpots.list();
      },
    });
    app.get('/api/jackpot_wins', {
      schema: { tags, querystring: jackpotWinsQuerySchema, response: { 200: jackpotWinListSchema } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'public, max-age=5');
        return deps.jackpots.wins(request.query.order, request.query.limit);
      },
    });
  };

const forcedHitSchema = z.object({ level: z.string().regex(/^level_[1-9][0-9]?$/) }).strict();

/** The promotions manager's jackpot settings and pools; every change is in the staff audit log (decision 046). */
export const jackpotStaffRoutes =
  (deps: { jackpots: JackpotService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { jackpots, guard } = deps;
    const tags = ['staff'];
    const only = guard.only(JACKPOT_MANAGER_ROLES);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get('/api/staff/jackpots', {
      preValidation: only,
      schema: { tags, querystring: noQuery, response: { 200: z.object({ data: z.array(staffJackpotSchema) }) } },
      handler: async (request) => {
        await guard.requireStaff(request, JACKPOT_MANAGER_ROLES);
        return { data: await jackpots.staffList() };
      },
    });
    app.post('/api/staff/jackpots', {
      preValidation: only,
      bodyLimit: BODY_LIMIT,
      schema: { tags, querystring: noQuery, body: jackpotCreateSchema, response: { 200: z.object({ id: z.number().int() }) } },
      handler: async (request) => {
        const session = await guard.requireStaff(request, JACKPOT_MANAGER_ROLES);
        return { id: await jackpots.create(request.body, session) };
      },
    });
    app.put('/api/staff/jackpots/:id', {
      preValidation: only,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: idParams,
        querystring: noQuery,
        body: jackpotConfigSchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
      handler: async (request) => {
        const session = await guard.requireStaff(request, JACKPOT_MANAGER_ROLES);
        await jackpots.update(request.params.id, request.body, session);
        return { id: request.params.id };
      },
    });
    // Browser tests only: present when the service has forced hits (NODE_ENV=test and JACKPOT_FORCED_HITS=on).
    const forceHit = jackpots.forceHit;
    if (forceHit) {
      app.post('/api/staff/jackpots/:id/forced_hit', {
        preValidation: only,
        bodyLimit: 1024,
        schema: {
          tags,
          params: idParams,
          querystring: noQuery,
          body: forcedHitSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
        handler: async (request) => {
          const session = await guard.requireStaff(request, JACKPOT_MANAGER_ROLES);
          await forceHit(request.params.id, request.body.level, session);
          return { ok: true as const };
        },
      });
    }
  };
