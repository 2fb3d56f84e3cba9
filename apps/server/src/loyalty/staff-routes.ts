import {
  earningRatesBodySchema,
  earningRatesSchema,
  levelEditSchema,
  levelNumberParamsSchema,
  saleSettingsSchema,
  shopSettingsSchema,
  shopCardEditSchema,
  rolesWith,
  type StaffRole,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { LoyaltyService } from './service';

const ROLES: readonly StaffRole[] = rolesWith('promotions.manage');
const BODY_LIMIT = 64 * 1024;
const ok = z.object({ ok: z.literal(true) });

/** The promotions manager's edits of earning rates, levels, shop cards and the sale (decision 052), audited (decision 046). */
export const loyaltyStaffRoutes =
  (deps: { loyalty: LoyaltyService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { loyalty, guard } = deps;
    const tags = ['staff'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const actorOf = async (request: Parameters<StaffGuard['requireStaff']>[0]) => ({
      session: await guard.requireStaff(request, ROLES),
      ip: request.ip,
    });
    const write = { preValidation: guard.only(ROLES), bodyLimit: BODY_LIMIT, config: perMinute(60) };

    app.get('/api/staff/loyalty/rates', {
      preValidation: guard.only(ROLES),
      schema: { tags, querystring: noQuery, response: { 200: earningRatesSchema } },
      handler: async (request) => {
        await actorOf(request);
        return loyalty.admin.earningRates();
      },
    });
    app.put('/api/staff/loyalty/rates', {
      ...write,
      schema: { tags, querystring: noQuery, body: earningRatesBodySchema, response: { 200: earningRatesSchema } },
      handler: async (request) => loyalty.admin.setEarningRates(await actorOf(request), request.body.rates),
    });
    app.put('/api/staff/loyalty/levels/:level', {
      ...write,
      schema: { tags, params: levelNumberParamsSchema, querystring: noQuery, body: levelEditSchema, response: { 200: ok } },
      handler: async (request) => {
        await loyalty.admin.updateLevel(await actorOf(request), request.params.level, request.body);
        return { ok: true as const };
      },
    });
    app.get('/api/staff/loyalty/cards', {
      preValidation: guard.only(ROLES),
      schema: { tags, querystring: noQuery, response: { 200: z.array(shopCardEditSchema) } },
      handler: async (request) => {
        await actorOf(request);
        return loyalty.admin.cards();
      },
    });
    app.put('/api/staff/loyalty/cards', {
      ...write,
      schema: { tags, querystring: noQuery, body: shopCardEditSchema, response: { 200: ok } },
      handler: async (request) => {
        await loyalty.admin.saveCard(await actorOf(request), request.body);
        return { ok: true as const };
      },
    });
    app.get('/api/staff/loyalty/sale', {
      preValidation: guard.only(ROLES),
      schema: { tags, querystring: noQuery, response: { 200: saleSettingsSchema.nullable() } },
      handler: async (request) => {
        await actorOf(request);
        return loyalty.admin.sale();
      },
    });
    app.put('/api/staff/loyalty/sale', {
      ...write,
      schema: { tags, querystring: noQuery, body: saleSettingsSchema, response: { 200: ok } },
      handler: async (request) => {
        await loyalty.admin.setSale(await actorOf(request), request.body);
        return { ok: true as const };
      },
    });
    // SHOP-16: the shop settings (images, max win, free-spin wager and spin rate per card group).
    app.get('/api/staff/loyalty/shop-settings', {
      preValidation: guard.only(ROLES),
      schema: { tags, querystring: noQuery, response: { 200: shopSettingsSchema } },
      handler: async (request) => {
        await actorOf(request);
        return loyalty.admin.shopSettings();
      },
    });
    app.put('/api/staff/loyalty/shop-settings', {
      ...write,
      schema: { tags, querystring: noQuery, body: shopSettingsSchema, response: { 200: shopSettingsSchema } },
      handler: async (request) => loyalty.admin.setShopSettings(await actorOf(request), request.body),
    });
  };
