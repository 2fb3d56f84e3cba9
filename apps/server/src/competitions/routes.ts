import {
  playerTournamentListSchema,
  questProgressSchema,
  staffTournamentBoardSchema,
  tournamentConfirmSchema,
  tournamentIdParamsSchema,
  tournamentInputSchema,
  tournamentListSchema,
  tournamentPlayerStatusSchema,
  tournamentSchema,
  rolesWith,
  type StaffRole,
} from '@casino/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { noQuery, perMinute } from '../http/route-options';
import { PROMOTION_BODY_LIMIT, staffEditAndCancelRoutes } from '../promotion-shared/staff-edit-routes';
import type { StaffGuard } from '../staff';
import type { CompetitionService } from './service';

/** Who runs tournaments and quests (requirements §promo-6). */
const MANAGERS: readonly StaffRole[] = rolesWith('promotions.manage');

const scoreDifferenceListSchema = z.array(
  z.object({
    playerId: z.number().int(),
    stored: z.object({ score: z.number(), bets_cents: z.number(), bets_count: z.number() }),
    recomputed: z.object({ score: z.number(), bets_cents: z.number(), bets_count: z.number() }),
  }),
);

/** The tournament calls of requirements §promo-7 (API-090…API-095) and a quest's ladder. */
export const competitionRoutes =
  (deps: { competitions: CompetitionService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { competitions, guard } = deps;
    const tags = ['tournaments'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const callerOf = async (request: Parameters<Guard['optionalSession']>[0]) =>
      (await guard.optionalSession(request))?.playerId ?? null;
    const playerOf = async (request: Parameters<Guard['requireSession']>[0]) => (await guard.requireSession(request)).playerId;

    app.get('/api/tournaments', {
      schema: { tags, querystring: noQuery, response: { 200: tournamentListSchema } },
      handler: async (request) => competitions.list(await callerOf(request)),
    });
    app.get('/api/tournaments/recent', {
      schema: { tags, querystring: noQuery, response: { 200: tournamentListSchema } },
      handler: async (request) => competitions.recent(await callerOf(request)),
    });
    app.get('/api/tournaments/player', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: playerTournamentListSchema } },
      handler: async (request) => competitions.player(await playerOf(request)),
    });
    app.get('/api/tournaments/:id', {
      schema: { tags, params: tournamentIdParamsSchema, querystring: noQuery, response: { 200: tournamentSchema } },
      handler: async (request) => competitions.get(request.params.id, await callerOf(request)),
    });
    app.get('/api/tournaments/:id/status', {
      preValidation: guard.signedIn,
      schema: { tags, params: tournamentIdParamsSchema, querystring: noQuery, response: { 200: tournamentPlayerStatusSchema } },
      handler: async (request) => competitions.status(request.params.id, await playerOf(request)),
    });
    app.get('/api/tournaments/:id/quest', {
      preValidation: guard.signedIn,
      schema: { tags, params: tournamentIdParamsSchema, querystring: noQuery, response: { 200: questProgressSchema } },
      handler: async (request) => competitions.questProgress(request.params.id, await playerOf(request)),
    });
    app.post('/api/tournaments/:id/confirm', {
      preValidation: guard.signedIn,
      bodyLimit: 1024,
      config: perMinute(30),
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        querystring: noQuery,
        body: tournamentConfirmSchema,
        response: { 200: tournamentPlayerStatusSchema },
      },
      handler: async (request) => competitions.confirm(request.params.id, await playerOf(request)),
    });
  };

/** Operators create, schedule, edit before start and cancel tournaments and quests; every change audited (decision 046). */
export const staffCompetitionRoutes =
  (deps: { competitions: CompetitionService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { competitions, guard } = deps;
    const tags = ['staff'];
    const only = guard.only(MANAGERS);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/staff/tournaments', {
      preValidation: only,
      schema: { tags, querystring: noQuery, response: { 200: tournamentListSchema } },
      handler: async () => competitions.all(),
    });
    app.post('/api/staff/tournaments', {
      preValidation: only,
      bodyLimit: PROMOTION_BODY_LIMIT,
      schema: { tags, querystring: noQuery, body: tournamentInputSchema, response: { 200: tournamentSchema } },
      handler: async (request) => competitions.create(await guard.requireStaff(request, MANAGERS), request.body, request.ip),
    });
    staffEditAndCancelRoutes(app, {
      path: '/api/staff/tournaments',
      guard,
      roles: MANAGERS,
      params: tournamentIdParamsSchema,
      body: tournamentInputSchema,
      response: tournamentSchema,
      update: (actor, id, input, ip) => competitions.update(actor, id, input, ip),
      cancel: (actor, id, ip) => competitions.cancel(actor, id, ip),
    });
    app.get('/api/staff/tournaments/:id/board', {
      preValidation: only,
      schema: { tags, params: tournamentIdParamsSchema, querystring: noQuery, response: { 200: staffTournamentBoardSchema } },
      handler: async (request) => competitions.staffBoard(request.params.id),
    });
    app.get('/api/staff/tournaments/:id/check', {
      preValidation: only,
      schema: { tags, params: tournamentIdParamsSchema, querystring: noQuery, response: { 200: scoreDifferenceListSchema } },
      handler: async (request) => competitions.check(request.params.id),
    });
  };
