import {
  couponRequestSchema,
  couponResponseSchema,
  depositGiftListSchema,
  giftActivationResponseSchema,
  giftDeleteResponseSchema,
  giftIdParamsSchema,
  giftListSchema,
  promoCodeRequestSchema,
  promoCodeResponseSchema,
  registrationGiftListSchema,
  registrationPreviewQuerySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { noQuery, perMinute } from '../http/route-options';
import type { BonusService } from './service';

const BODY_LIMIT = 1024;

/** The two kinds of a player's gift and their path segment (API-098…API-105). */
const KINDS = [
  { segment: 'bonuses', kind: 'bonus' },
  { segment: 'freespins', kind: 'freespins' },
] as const;

/**
 * The player's gifts (requirements §promo-7): the lists, activation, deletion, coupons and promo
 * codes. Every gift id is looked up among the caller's own gifts, so another player's id is a 404.
 */
export const bonusRoutes =
  (deps: { bonuses: BonusService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { bonuses, guard } = deps;
    const tags = ['gifts'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const playerOf = async (request: Parameters<Guard['requireSession']>[0]) => (await guard.requireSession(request)).playerId;

    for (const { segment, kind } of KINDS) {
      app.get(`/api/player/${segment}`, {
        preValidation: guard.signedIn,
        schema: { tags, querystring: noQuery, response: { 200: giftListSchema } },
        handler: async (request) => bonuses.list(await playerOf(request), kind),
      });
      app.post(`/api/player/${segment}/:id/activation`, {
        preValidation: guard.signedIn,
        config: perMinute(30),
        schema: { tags, params: giftIdParamsSchema, querystring: noQuery, response: { 200: giftActivationResponseSchema } },
        handler: async (request) => ({ gift: await bonuses.activate(await playerOf(request), kind, request.params.id) }),
      });
      app.delete(`/api/player/${segment}/:id`, {
        preValidation: guard.signedIn,
        config: perMinute(30),
        schema: { tags, params: giftIdParamsSchema, querystring: noQuery, response: { 200: giftDeleteResponseSchema } },
        handler: async (request) => bonuses.cancel(await playerOf(request), kind, request.params.id),
      });
    }

    app.get('/api/bonuses/deposit', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: depositGiftListSchema } },
      handler: async (request) => bonuses.depositOffers(await playerOf(request)),
    });
    app.get('/api/bonuses/registration', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: registrationGiftListSchema } },
      handler: async (request) => bonuses.registrationOffers(await playerOf(request)),
    });

    // The sign-up sheet shows a visitor the registration gifts open to everyone (no player yet).
    app.get('/api/bonuses/registration/preview', {
      schema: { tags, querystring: registrationPreviewQuerySchema, response: { 200: registrationGiftListSchema } },
      handler: async (request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send(await bonuses.registrationPreview(request.query.currency)),
    });

    // Codes can be guessed: a tight limit per client.
    app.post('/api/bonuses/coupon', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(10),
      schema: { tags, querystring: noQuery, body: couponRequestSchema, response: { 200: couponResponseSchema } },
      handler: async (request) => ({
        status: 'issued' as const,
        gift: await bonuses.redeem(await playerOf(request), request.body.coupon_code, 'coupon_code'),
      }),
    });
    app.post('/api/v2/bonuses/promo-code', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(10),
      schema: { tags, querystring: noQuery, body: promoCodeRequestSchema, response: { 200: promoCodeResponseSchema } },
      handler: async (request) => ({
        status: 'issued' as const,
        code: request.body.code.toUpperCase(),
        gift: await bonuses.redeem(await playerOf(request), request.body.code, 'code'),
      }),
    });
  };
