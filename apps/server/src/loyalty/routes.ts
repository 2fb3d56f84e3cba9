import {
  compExchangeRequestSchema,
  compExchangeResponseSchema,
  compPointsSchema,
  playerLevelSchema,
  shopCardListSchema,
  shopCardTypeSchema,
  userLevelListSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth';
import { noQuery, perMinute } from '../http/route-options';
import type { LoyaltyService } from './service';

const typeParams = z.object({ type: shopCardTypeSchema }).strict();
const BODY_LIMIT = 1024;

/**
 * Comp points, the shop and the levels (SHOP-09, SHOP-10, SHOP-22, VIP-12…14; API-031, API-108…111).
 * Rates and levels are public (guests browse the shop); balances and exchanges need a session.
 */
export const loyaltyRoutes =
  (deps: { loyalty: LoyaltyService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { loyalty, guard } = deps;
    const tags = ['loyalty'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const playerOf = async (request: Parameters<Guard['requireSession']>[0]) => (await guard.requireSession(request)).playerId;

    app.get('/api/player/comp_points', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: compPointsSchema } },
      handler: async (request) => loyalty.balance(await playerOf(request)),
    });
    app.get('/api/comp_points/rates/:type', {
      schema: { tags, params: typeParams, querystring: noQuery, response: { 200: shopCardListSchema } },
      handler: async (request) => {
        const session = await guard.optionalSession(request);
        return loyalty.cards(request.params.type, session?.playerId ?? null);
      },
    });
    app.post('/api/comp_points/exchange/:type', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(60),
      schema: {
        tags,
        params: typeParams,
        querystring: noQuery,
        body: compExchangeRequestSchema,
        response: { 200: compExchangeResponseSchema },
      },
      handler: async (request) => loyalty.exchange(await playerOf(request), request.params.type, request.body),
    });
    app.get('/api/loyalty/levels', {
      schema: { tags, querystring: noQuery, response: { 200: userLevelListSchema } },
      handler: async () => loyalty.levels(),
    });
    app.get('/api/player/level', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: playerLevelSchema } },
      handler: async (request) => loyalty.playerLevel(await playerOf(request)),
    });
  };
