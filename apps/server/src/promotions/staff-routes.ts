import {
  PROMOTIONS_ROLES,
  bannersEditSchema,
  promoItemParamsSchema,
  promoItemSchema,
  showcaseSchema,
  staffShowcaseSchema,
  staffBannersQuerySchema,
  staffBannersSchema,
  staffPromoItemsSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ValidationError } from '../http/errors';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { PromotionService } from './service';

const BODY_LIMIT = 128 * 1024;
const ok = z.object({ ok: z.literal(true) });

/** The promotions manager's banners, promo items, awards and articles, per locale, audited (decisions 046, 058, 065). */
export const promotionStaffRoutes =
  (deps: { promotions: PromotionService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { promotions, guard } = deps;
    const tags = ['staff'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const actorOf = async (request: Parameters<StaffGuard['requireStaff']>[0]) => ({
      session: await guard.requireStaff(request, PROMOTIONS_ROLES),
      ip: request.ip,
    });
    const read = { preValidation: guard.only(PROMOTIONS_ROLES) };
    const write = { ...read, bodyLimit: BODY_LIMIT, config: perMinute(60) };

    app.get('/api/staff/promotions/banners', {
      ...read,
      schema: { tags, querystring: staffBannersQuerySchema, response: { 200: staffBannersSchema } },
      handler: async (request) => {
        await actorOf(request);
        return promotions.staffBanners(request.query.locale);
      },
    });
    app.put('/api/staff/promotions/banners', {
      ...write,
      schema: { tags, querystring: staffBannersQuerySchema, body: bannersEditSchema, response: { 200: ok } },
      handler: async (request) => {
        await promotions.saveBanners(await actorOf(request), request.query.locale, request.body.banners);
        return { ok: true as const };
      },
    });
    app.get('/api/staff/promotions/items', {
      ...read,
      schema: { tags, querystring: noQuery, response: { 200: staffPromoItemsSchema } },
      handler: async (request) => {
        await actorOf(request);
        return { items: await promotions.staffItems() };
      },
    });
    app.put('/api/staff/promotions/items/:id', {
      ...write,
      schema: { tags, params: promoItemParamsSchema, querystring: noQuery, body: promoItemSchema, response: { 200: ok } },
      handler: async (request) => {
        if (request.body.id !== request.params.id) throw new ValidationError({ id: ['must_match_path'] });
        await promotions.saveItem(await actorOf(request), request.body);
        return { ok: true as const };
      },
    });
    app.delete('/api/staff/promotions/items/:id', {
      ...write,
      schema: { tags, params: promoItemParamsSchema, querystring: noQuery, response: { 200: ok } },
      handler: async (request) => {
        if (!(await promotions.deleteItem(await actorOf(request), request.params.id))) throw notFound('promo item not found');
        return { ok: true as const };
      },
    });
    app.get('/api/staff/promotions/showcase', {
      ...read,
      schema: { tags, querystring: staffBannersQuerySchema, response: { 200: staffShowcaseSchema } },
      handler: async (request) => {
        await actorOf(request);
        return promotions.staffShowcase(request.query.locale);
      },
    });
    app.put('/api/staff/promotions/showcase', {
      ...write,
      schema: { tags, querystring: staffBannersQuerySchema, body: showcaseSchema, response: { 200: ok } },
      handler: async (request) => {
        await promotions.saveShowcase(await actorOf(request), request.query.locale, request.body);
        return { ok: true as const };
      },
    });
  };
