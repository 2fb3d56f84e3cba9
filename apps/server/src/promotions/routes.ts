import {
  activityHubSchema,
  bannersConfigSchema,
  promoListSchema,
  promotionsQuerySchema,
  PROMOTION_PAGES,
  showcaseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth';
import { noQuery } from '../http/route-options';
import type { PromotionService } from './service';

const pageParams = z.object({ page: z.enum(PROMOTION_PAGES) }).strict();

/** The promotions shop window (docs/decisions/058-promotions-pages.md): banners, promo items, the activity hub. */
export const promotionRoutes =
  (deps: { promotions: PromotionService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { promotions, guard } = deps;
    const tags = ['promotions'];
    const callerOf = async (request: Parameters<Guard['optionalSession']>[0]) =>
      (await guard.optionalSession(request))?.playerId ?? null;
    /** A guest's answer is the same for every guest; a player's is their own. */
    const cacheFor = (playerId: number | null) => (playerId === null ? 'public, max-age=30' : 'private, no-store');

    app.get('/api/promotions/banners', {
      schema: {
        tags,
        summary: 'The banners this visitor sees now',
        querystring: promotionsQuerySchema,
        response: { 200: bannersConfigSchema },
      },
      handler: async (request, reply) => {
        const playerId = await callerOf(request);
        reply.header('cache-control', cacheFor(playerId));
        return { banners: await promotions.banners(request.query.locale ?? 'en', playerId) };
      },
    });
    app.get('/api/promotions', {
      schema: {
        tags,
        summary: 'The promo items of /promotions',
        querystring: promotionsQuerySchema,
        response: { 200: promoListSchema },
      },
      handler: async (request, reply) => {
        const playerId = await callerOf(request);
        reply.header('cache-control', cacheFor(playerId));
        return { data: await promotions.items(request.query.locale ?? 'en', playerId) };
      },
    });
    app.get('/api/promotions/showcase', {
      schema: {
        tags,
        summary: 'The awards and articles of /promotions and /awards',
        querystring: promotionsQuerySchema,
        response: { 200: showcaseSchema },
      },
      handler: async (request, reply) => {
        // The same for every visitor: no session is read.
        reply.header('cache-control', 'public, max-age=60');
        return promotions.showcase(request.query.locale ?? 'en');
      },
    });
    app.get('/api/promotions/pages/:page', {
      schema: {
        tags,
        summary: 'Whether a managed promotion page is on',
        params: pageParams,
        querystring: noQuery,
        response: { 200: z.object({ enabled: z.boolean() }) },
      },
      handler: async (request, reply) => {
        const playerId = await callerOf(request);
        reply.header('cache-control', cacheFor(playerId));
        return { enabled: await promotions.pageEnabled(request.params.page, playerId) };
      },
    });
    app.get('/api/promotions/hub', {
      preValidation: guard.signedIn,
      schema: { tags, summary: 'What runs for this player now', querystring: noQuery, response: { 200: activityHubSchema } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return promotions.hub((await guard.requireSession(request)).playerId);
      },
    });
  };
