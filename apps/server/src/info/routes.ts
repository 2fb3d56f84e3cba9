import {
  clientContextSchema,
  countriesResponseSchema,
  cryptoExchangeRatesSchema,
  currenciesResponseSchema,
  currentIpSchema,
  localesQuerySchema,
  localesResponseSchema,
  playerFieldsResponseSchema,
  projectSchema,
  statusesResponseSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigService } from '../config/service';
import type { InfoService, VisitorContext } from './service';
import { noQuery } from '../http/route-options';

export function visitorOf(request: FastifyRequest): VisitorContext {
  return {
    ip: request.ip,
    host: request.headers.host ?? 'localhost',
    debugCountry: request.cookies['debug_country'],
  };
}

export const infoRoutes =
  (
    info: InfoService,
    config: ConfigService,
    licenseNameOf: (request: FastifyRequest) => Promise<string | null> = async () => null,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const cacheable = { 'cache-control': 'public, max-age=300' };
    app.get('/api/info/currencies', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: currenciesResponseSchema } },
      handler: async (_req, reply) => reply.headers(cacheable).send(await info.currencies()),
    });
    app.get('/api/info/countries', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: countriesResponseSchema } },
      handler: async (_req, reply) => reply.headers(cacheable).send({ data: await info.countries() }),
    });
    app.get('/api/info/statuses', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: statusesResponseSchema } },
      handler: async (_req, reply) => reply.headers(cacheable).send({ data: await info.statuses() }),
    });
    app.get('/api/info/player_fields', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: playerFieldsResponseSchema } },
      handler: async (_req, reply) => reply.headers(cacheable).send(info.playerFields()),
    });
    app.get('/api/info/project', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: projectSchema } },
      handler: async (_req, reply) => reply.headers(cacheable).send(await config.getInternal('project')),
    });
    app.get('/api/info/crypto_exchange_rates', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: cryptoExchangeRatesSchema } },
      handler: async (_req, reply) =>
        reply.header('cache-control', 'public, max-age=60').send(await config.getInternal('crypto-exchange-rates')),
    });
    app.get('/api/info/locales', {
      schema: { tags: ['info'], querystring: localesQuerySchema, response: { 200: localesResponseSchema } },
      handler: async (request) => ({ data: await info.locales(request.headers.host ?? '') }),
    });
    app.get('/client-context', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: clientContextSchema } },
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .send(await info.clientContext({ ...visitorOf(request), licenseName: await licenseNameOf(request) })),
    });
    app.get('/api/current_ip', {
      schema: { tags: ['info'], querystring: noQuery, response: { 200: currentIpSchema } },
      handler: async (request, reply) =>
        reply.header('cache-control', 'private, no-store').send({ ip: request.ip, country: info.countryOf(visitorOf(request)) }),
    });
  };
