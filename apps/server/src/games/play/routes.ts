import {
  errorBodySchema,
  fairSeedsSchema,
  gameSessionSchema,
  launchGameRequestSchema,
  recentRoundsQuerySchema,
  recentRoundsResponseSchema,
  rotateSeedsResponseSchema,
  roundDetailSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  setClientSeedRequestSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../../auth';
import type { PlayService } from './service';
import { noQuery } from '../../http/route-options';

const roundParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
const cacheless = { 'cache-control': 'no-store' };

/**
 * The player's side of game play: fairness seeds, launching a game (real play only with the
 * provider context's profile fields filled, docs/decisions/016-provider-fields.md), game recall
 * (docs/decisions/011-game-play.md; PLAY-01..05).
 */
export const playRoutes =
  (
    play: PlayService,
    guard: Pick<Guard, 'requireSession' | 'signedIn' | 'optionalSession'>,
    restricted: (request: FastifyRequest) => Promise<boolean>,
    /** The provider context's required fields the player's profile leaves empty (PLAY-04). */
    missingFieldsOf: (playerId: number) => Promise<string[]>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/player/fairness', {
      preValidation: guard.signedIn,
      schema: { tags: ['games'], querystring: noQuery, response: { 200: fairSeedsSchema, 401: errorBodySchema } },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return reply.headers(cacheless).send(await play.seeds.current(playerId));
      },
    });

    app.put('/api/player/fairness', {
      preValidation: guard.signedIn,
      bodyLimit: 1024,
      schema: {
        tags: ['games'],
        querystring: noQuery,
        body: setClientSeedRequestSchema,
        response: { 200: fairSeedsSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
      },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        return play.seeds.setClientSeed(playerId, request.body.client_seed);
      },
    });

    app.post('/api/player/fairness/rotate', {
      preValidation: guard.signedIn,
      schema: {
        tags: ['games'],
        querystring: noQuery,
        response: { 200: rotateSeedsResponseSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        return play.seeds.rotate(playerId);
      },
    });

    app.post('/api/games/sessions', {
      bodyLimit: 1024,
      schema: {
        tags: ['games'],
        querystring: noQuery,
        body: launchGameRequestSchema,
        response: {
          200: gameSessionSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: validationErrorBodySchema,
        },
      },
      handler: async (request) => {
        const session = await guard.optionalSession(request);
        const real = request.body.mode === 'real';
        return play.sessions.launch({
          gameId: request.body.game_id,
          mode: request.body.mode,
          currency: request.body.currency,
          playerId: session?.playerId ?? null,
          restricted: real ? await restricted(request) : false,
          missingFields: real && session ? await missingFieldsOf(session.playerId) : [],
        });
      },
    });

    app.get('/api/player/game_rounds', {
      preValidation: guard.signedIn,
      schema: {
        tags: ['games'],
        querystring: roundsQuerySchema,
        response: { 200: roundsResponseSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return reply.headers(cacheless).send(await play.recall.list(playerId, request.query));
      },
    });

    app.get('/api/player/game_rounds/recent', {
      preValidation: guard.signedIn,
      schema: {
        tags: ['games'],
        querystring: recentRoundsQuerySchema,
        response: { 200: recentRoundsResponseSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return reply.headers(cacheless).send({ data: await play.recall.recent(playerId, request.query.game_id) });
      },
    });

    app.get('/api/player/game_rounds/:id', {
      preValidation: guard.signedIn,
      schema: {
        tags: ['games'],
        params: roundParams,
        querystring: noQuery,
        response: { 200: roundDetailSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return reply.headers(cacheless).send(await play.recall.detail(playerId, request.params.id));
      },
    });
  };
