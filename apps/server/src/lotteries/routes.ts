import {
  lotteryDrawSchema,
  lotteryIdParamsSchema,
  lotteryInputSchema,
  lotteryListSchema,
  lotterySchema,
  lotterySlugParamsSchema,
  lotteryStatusListSchema,
  lotteryStatusSchema,
  lotteryTicketGrantResultSchema,
  lotteryTicketGrantSchema,
  PROMOTIONS_ROLES,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { noQuery } from '../http/route-options';
import { PROMOTION_BODY_LIMIT, staffEditAndCancelRoutes } from '../promotion-shared/staff-edit-routes';
import type { StaffGuard } from '../staff';
import type { LotteryService } from './service';

/** Who runs lotteries (requirements §promo-6). */
const MANAGERS = PROMOTIONS_ROLES;

/** The lottery calls of requirements §promo-7 (API-086…API-089). */
export const lotteryRoutes =
  (deps: { lotteries: LotteryService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { lotteries, guard } = deps;
    const tags = ['lotteries'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const callerOf = async (request: Parameters<Guard['optionalSession']>[0]) =>
      (await guard.optionalSession(request))?.playerId ?? null;
    const playerOf = async (request: Parameters<Guard['requireSession']>[0]) => (await guard.requireSession(request)).playerId;

    app.get('/api/lotteries', {
      schema: { tags, querystring: noQuery, response: { 200: lotteryListSchema } },
      handler: async (request) => lotteries.list(await callerOf(request)),
    });
    app.get('/api/lotteries/statuses', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: lotteryStatusListSchema } },
      handler: async (request) => lotteries.statuses(await playerOf(request)),
    });
    app.get('/api/lotteries/:slug', {
      schema: { tags, params: lotterySlugParamsSchema, querystring: noQuery, response: { 200: lotterySchema } },
      handler: async (request) => lotteries.bySlug(request.params.slug, await callerOf(request)),
    });
    app.get('/api/lotteries/:id/status', {
      preValidation: guard.signedIn,
      schema: { tags, params: lotteryIdParamsSchema, querystring: noQuery, response: { 200: lotteryStatusSchema } },
      handler: async (request) => lotteries.status(request.params.id, await playerOf(request)),
    });
  };

/** Operators create, edit before start and cancel lotteries, grant tickets and read a draw; every change audited (decision 046). */
export const staffLotteryRoutes =
  (deps: { lotteries: LotteryService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { lotteries, guard } = deps;
    const tags = ['staff'];
    const only = guard.only(MANAGERS);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get('/api/staff/lotteries', {
      preValidation: only,
      schema: { tags, querystring: noQuery, response: { 200: lotteryListSchema } },
      handler: async () => lotteries.all(),
    });
    app.post('/api/staff/lotteries', {
      preValidation: only,
      bodyLimit: PROMOTION_BODY_LIMIT,
      schema: { tags, querystring: noQuery, body: lotteryInputSchema, response: { 200: lotterySchema } },
      handler: async (request) => lotteries.create(await guard.requireStaff(request, MANAGERS), request.body, request.ip),
    });
    staffEditAndCancelRoutes(app, {
      path: '/api/staff/lotteries',
      guard,
      roles: MANAGERS,
      params: lotteryIdParamsSchema,
      body: lotteryInputSchema,
      response: lotterySchema,
      update: (actor, id, input, ip) => lotteries.update(actor, id, input, ip),
      cancel: (actor, id, ip) => lotteries.cancel(actor, id, ip),
    });
    app.post('/api/staff/lotteries/:id/tickets', {
      preValidation: only,
      bodyLimit: 1024,
      schema: {
        tags,
        params: lotteryIdParamsSchema,
        querystring: noQuery,
        body: lotteryTicketGrantSchema,
        response: { 200: lotteryTicketGrantResultSchema },
      },
      handler: async (request) => {
        const actor = await guard.requireStaff(request, MANAGERS);
        const issued = await lotteries.grant(actor, request.params.id, request.body, request.ip);
        return { lottery_id: issued.lotteryId, issued: issued.issued, tickets: issued.tickets };
      },
    });
    app.get('/api/staff/lotteries/:id/draw', {
      preValidation: only,
      schema: { tags, params: lotteryIdParamsSchema, querystring: noQuery, response: { 200: lotteryDrawSchema } },
      handler: async (request) => lotteries.draw(request.params.id),
    });
  };
