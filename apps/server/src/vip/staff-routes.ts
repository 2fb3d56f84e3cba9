import {
  vipStatusGiftsBodySchema,
  vipStatusGiftsSchema,
  vipThresholdsBodySchema,
  vipThresholdsSchema,
  PROMOTIONS_ROLES,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { VipService } from './service';

const ROLES = PROMOTIONS_ROLES;
const BODY_LIMIT = 64 * 1024;

/** The promotions manager's edits of VIP thresholds and status gifts (decision 056), audited (decision 046). */
export const vipStaffRoutes =
  (deps: { vip: VipService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { vip, guard } = deps;
    const tags = ['staff'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const actorOf = async (request: Parameters<StaffGuard['requireStaff']>[0]) => ({
      session: await guard.requireStaff(request, ROLES),
      ip: request.ip,
    });
    const read = { preValidation: guard.only(ROLES) };
    const write = { preValidation: guard.only(ROLES), bodyLimit: BODY_LIMIT, config: perMinute(60) };

    app.get('/api/staff/vip/thresholds', {
      ...read,
      schema: { tags, querystring: noQuery, response: { 200: vipThresholdsSchema } },
      handler: async (request) => {
        await actorOf(request);
        return vip.admin.thresholds();
      },
    });
    app.put('/api/staff/vip/thresholds', {
      ...write,
      schema: { tags, querystring: noQuery, body: vipThresholdsBodySchema, response: { 200: vipThresholdsSchema } },
      handler: async (request) => vip.admin.setThresholds(await actorOf(request), request.body.thresholds),
    });
    app.get('/api/staff/vip/gifts', {
      ...read,
      schema: { tags, querystring: noQuery, response: { 200: vipStatusGiftsSchema } },
      handler: async (request) => {
        await actorOf(request);
        return vip.admin.gifts();
      },
    });
    app.put('/api/staff/vip/gifts', {
      ...write,
      schema: { tags, querystring: noQuery, body: vipStatusGiftsBodySchema, response: { 200: vipStatusGiftsSchema } },
      handler: async (request) => vip.admin.setGifts(await actorOf(request), request.body.gifts),
    });
  };
