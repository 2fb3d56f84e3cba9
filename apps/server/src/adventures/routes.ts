import { adventureSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { noQuery } from '../http/route-options';
import type { AdventureService } from './service';

/** The player's adventure calendar (ADV-01…ADV-13); the configuration itself is GET /api/fe/config/vip-adventures. */
export const adventureRoutes =
  (deps: { adventures: AdventureService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { adventures, guard } = deps;
    app.get('/api/player/adventure', {
      preValidation: guard.signedIn,
      schema: { tags: ['adventures'], querystring: noQuery, response: { 200: adventureSchema } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return adventures.calendar((await guard.requireSession(request)).playerId);
      },
    });
  };
