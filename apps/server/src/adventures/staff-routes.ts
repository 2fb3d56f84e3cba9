import { vipAdventuresConfigSchema, PROMOTIONS_ROLES } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { AdventureService } from './service';

const ROLES = PROMOTIONS_ROLES;
const BODY_LIMIT = 64 * 1024;

/** The promotions manager reads and replaces the adventure (decision 057), each change audited (decision 046). */
export const adventureStaffRoutes =
  (deps: { adventures: AdventureService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { adventures, guard } = deps;
    const tags = ['staff'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get('/api/staff/adventure', {
      preValidation: guard.only(ROLES),
      schema: { tags, querystring: noQuery, response: { 200: vipAdventuresConfigSchema.nullable() } },
      handler: async (request) => {
        await guard.requireStaff(request, ROLES);
        return adventures.config();
      },
    });
    app.put('/api/staff/adventure', {
      preValidation: guard.only(ROLES),
      bodyLimit: BODY_LIMIT,
      config: perMinute(30),
      schema: { tags, querystring: noQuery, body: vipAdventuresConfigSchema, response: { 200: vipAdventuresConfigSchema } },
      handler: async (request) => {
        const session = await guard.requireStaff(request, ROLES);
        return adventures.save({ session, ip: request.ip }, request.body);
      },
    });
  };
