import {
  adjustmentDecisionSchema,
  adjustmentListSchema,
  adjustmentProposalSchema,
  adjustmentQuerySchema,
  adjustmentSchema,
  staffIdParamsSchema,
  staffPlayerGroupSchema,
  staffPlayerNoteRequestSchema,
  roundDetailSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  staffPlayerActivitySchema,
  staffPlayerPageSchema,
  staffRoundParamsSchema,
  staffPlayerSearchQuerySchema,
  staffPlayerSearchSchema,
  staffPlayerSummarySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActionRoute, type StaffGuard } from '../staff';
import type { Adjustments } from './adjustments';
import type { PlayerDesk } from './player-desk';

/** What every back-office route shares: its tag, no query string, a small body, never cached. */
export const tags = ['staff'];
export const noQuery = z.object({}).strict();
const BODY_LIMIT = 8 * 1024;
export const noStore = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

/**
 * The back office's players and four-eyes adjustments (docs/decisions/059-back-office.md). Each
 * route asks for its permission before it reads any input; every change carries a reason.
 */
export const backofficeRoutes =
  (deps: { desk: PlayerDesk; adjustments: Adjustments; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { desk, adjustments, guard } = deps;
    noStore(app);
    app.get('/api/staff/players', {
      preValidation: guard.allow('players.read'),
      schema: { tags, querystring: staffPlayerSearchQuerySchema, response: { 200: staffPlayerSearchSchema } },
      handler: async (request) => ({ data: await desk.search(request.query.q) }),
    });
    app.get('/api/staff/players/:id', {
      preValidation: guard.allow('players.read'),
      schema: { tags, params: staffIdParamsSchema, querystring: noQuery, response: { 200: staffPlayerPageSchema } },
      handler: async (request) => desk.page(request.params.id),
    });
    app.get('/api/staff/players/:id/activity', {
      preValidation: guard.allow('players.read'),
      schema: { tags, params: staffIdParamsSchema, querystring: noQuery, response: { 200: staffPlayerActivitySchema } },
      handler: async (request) => desk.activity(request.params.id),
    });
    app.get('/api/staff/players/:id/rounds', {
      preValidation: guard.allow('players.read'),
      schema: { tags, params: staffIdParamsSchema, querystring: roundsQuerySchema, response: { 200: roundsResponseSchema } },
      handler: async (request) => desk.rounds(request.params.id, request.query),
    });
    app.get('/api/staff/players/:id/rounds/:round_id', {
      preValidation: guard.allow('players.read'),
      schema: { tags, params: staffRoundParamsSchema, querystring: noQuery, response: { 200: roundDetailSchema } },
      handler: async (request) => desk.round(request.params.id, request.params.round_id),
    });
    for (const [verb, blocked] of [
      ['block', true],
      ['unblock', false],
    ] as const) {
      staffActionRoute(app, guard, {
        url: `/api/staff/players/:id/${verb}`,
        permission: 'players.block',
        response: staffPlayerSummarySchema,
        handle: (id, act) => desk.setBlocked(id, blocked, act),
      });
    }
    staffActionRoute(app, guard, {
      url: '/api/staff/players/:id/end_sessions',
      permission: 'players.block',
      response: z.object({ ended: z.number().int() }),
      handle: (id, act) => desk.endSessions(id, act),
    });
    staffActionRoute(app, guard, {
      url: '/api/staff/players/:id/reset_password',
      permission: 'players.block',
      response: z.object({ ended: z.number().int() }),
      handle: (id, act) => desk.forcePasswordReset(id, act),
    });
    staffActionRoute(app, guard, {
      url: '/api/staff/players/:id/groups',
      permission: 'players.vip',
      body: staffPlayerGroupSchema,
      response: staffPlayerPageSchema,
      handle: async (id, act, body) => {
        await desk.addGroup(id, body.group_id, act);
        return desk.page(id);
      },
    });
    app.post('/api/staff/players/:id/notes', {
      preValidation: guard.allow('players.note'),
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: staffIdParamsSchema,
        querystring: noQuery,
        body: staffPlayerNoteRequestSchema,
        response: { 200: staffPlayerPageSchema },
      },
      handler: async (request) => {
        const actor = await guard.requirePermission(request, 'players.note');
        await desk.addNote(request.params.id, request.body.body, actor, request.ip);
        return desk.page(request.params.id);
      },
    });
    adjustmentRoutes(app, adjustments, guard);
  };

function adjustmentRoutes(app: Parameters<FastifyPluginAsyncZod>[0], adjustments: Adjustments, guard: StaffGuard) {
  app.get('/api/staff/adjustments', {
    preValidation: guard.allow('money.adjust.propose'),
    schema: { tags, querystring: adjustmentQuerySchema, response: { 200: adjustmentListSchema } },
    handler: async (request) => ({
      data: await adjustments.list({ status: request.query.status, playerId: request.query.player_id }),
    }),
  });
  app.post('/api/staff/adjustments', {
    preValidation: guard.allow('money.adjust.propose'),
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: adjustmentProposalSchema, response: { 200: adjustmentSchema } },
    handler: async (request) =>
      adjustments.propose(await guard.requirePermission(request, 'money.adjust.propose'), request.body, request.ip),
  });
  for (const verb of ['approve', 'reject'] as const) {
    app.post(`/api/staff/adjustments/:id/${verb}`, {
      preValidation: guard.allow('money.adjust.approve'),
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: staffIdParamsSchema,
        querystring: noQuery,
        body: adjustmentDecisionSchema,
        response: { 200: adjustmentSchema },
      },
      handler: async (request) => {
        const actor = await guard.requirePermission(request, 'money.adjust.approve');
        return adjustments[verb](actor, request.params.id, request.body.note, request.ip);
      },
    });
  }
}
