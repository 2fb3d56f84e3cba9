import { FE_CONFIGS, FE_CONFIG_NAMES, LOCALES, managersRequestSchema, managersResponseSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConfigService } from './service';
import { noQuery } from '../http/route-options';

const bannersQuery = z.object({ locale: z.enum(LOCALES).optional() }).strict();

export const configRoutes =
  (config: ConfigService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const name of FE_CONFIG_NAMES) {
      app.get(`/api/fe/config/${name}`, {
        schema: {
          tags: ['config'],
          summary: `Front-end config ${name}`,
          querystring: name === 'banners-config' ? bannersQuery : noQuery,
          response: { 200: FE_CONFIGS[name] },
        },
        handler: async (request, reply) => {
          const query = request.query as { locale?: string };
          reply.header('cache-control', 'public, max-age=30');
          return config.get(name, query.locale);
        },
      });
    }

    app.post('/api/fe/config/managers', {
      schema: {
        tags: ['config'],
        summary: 'The VIP manager for a set of player groups',
        querystring: noQuery,
        body: managersRequestSchema,
        response: { 200: managersResponseSchema },
      },
      handler: async (request) => ({ manager: await config.managerFor(request.body.userGroups) }),
    });
  };
