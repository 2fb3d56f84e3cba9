import {
  lootBoxActivationResponseSchema,
  lootBoxActivationSchema,
  lootBoxIdParamsSchema,
  lootBoxListSchema,
  wheelSlugParamsSchema,
  wheelViewSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { idempotent } from '../http/idempotency';
import { noQuery, perMinute } from '../http/route-options';
import type { LoyaltyService } from './service';

const BODY_LIMIT = 1024;

/**
 * The wheels and the player's loot boxes (WHEEL-01…09, API-096, API-097; decision 055). The
 * wheels are public (guests see them); boxes and their opening need a session, and an opening
 * honours Idempotency-Key (docs/decisions/028-idempotency-keys.md).
 */
export const wheelRoutes =
  (deps: { loyalty: LoyaltyService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { loyalty, guard } = deps;
    const tags = ['loyalty'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const playerOf = async (request: Parameters<Guard['requireSession']>[0]) => (await guard.requireSession(request)).playerId;

    app.get('/api/wheels/:slug', {
      schema: { tags, params: wheelSlugParamsSchema, querystring: noQuery, response: { 200: wheelViewSchema } },
      handler: async (request) => {
        const session = await guard.optionalSession(request);
        return loyalty.wheels.view(request.params.slug, session?.playerId ?? null);
      },
    });
    app.get('/api/player/lootboxes', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: lootBoxListSchema } },
      handler: async (request) => loyalty.wheels.boxes(await playerOf(request)),
    });
    app.post('/api/player/lootboxes/:id/activation', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: { ...perMinute(60), ...idempotent(playerOf) },
      schema: {
        tags,
        params: lootBoxIdParamsSchema,
        querystring: noQuery,
        body: lootBoxActivationSchema,
        response: { 200: lootBoxActivationResponseSchema },
      },
      handler: async (request) => loyalty.wheels.open(await playerOf(request), request.params.id, request.body.wheel),
    });
  };
