import { vipProgressSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { noQuery } from '../http/route-options';
import type { VipService } from './service';

/** VIP-02 VIP-04 API-112: the player's VIP progress in the quarter running. */
export const vipRoutes =
  (deps: { vip: VipService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { vip, guard } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get('/jam/vip_status_progress', {
      preValidation: guard.signedIn,
      schema: { tags: ['vip'], querystring: noQuery, response: { 200: vipProgressSchema } },
      handler: async (request) => vip.progress((await guard.requireSession(request)).playerId),
    });
  };
