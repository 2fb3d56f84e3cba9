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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigService } from '../config';
import type { InfoService, VisitorContext } from './service';
import { z } from 'zod';
import { noQuery } from '../http/route-options';

const DEBUG_COUNTRY = 'debug_country';

/** The endpoints that answer the visitor's country also take the developer override (debugCountryFromQuery). */
const countryQuery = z.object({ [DEBUG_COUNTRY]: z.string().max(8).optional() }).strict();

export function visitorOf(request: FastifyRequest): VisitorContext {
  return {
    ip: request.ip,
    host: request.headers.host ?? 'localhost',
    debugCountry: request.cookies[DEBUG_COUNTRY],
    headers: request.headers,
  };
}

/**
 * Outside production, `?debug_country=XX` on any URL acts as the `debug_country` cookie for this
 * request (and the server render's API calls, which forward the cookie header) and sets that
 * cookie for the next ones, so a tester can be placed in a country with a link. An onRequest hook
 * registered after the cookie plugin.
 */
export async function debugCountryFromQuery(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const query = request.url.indexOf('?');
  if (query < 0) return;
  const country = new URLSearchParams(request.url.slice(query + 1)).get(DEBUG_COUNTRY)?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return;
  request.cookies[DEBUG_COUNTRY] = country;
  const others = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${DEBUG_COUNTRY}=`));
  request.headers.cookie = [...others, `${DEBUG_COUNTRY}=${country}`].join('; ');
  reply.setCookie(DEBUG_COUNTRY, country, { path: '/', sameSite: 'lax' });
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
      schema: { tags: ['info'], querystring: countryQuery, response: { 200: clientContextSchema } },
      handler: async (request, reply) =>
        reply
          .header('cache-control', 'private, no-store')
          .send(await info.clientContext({ ...visitorOf(request), licenseName: await licenseNameOf(request) })),
    });
    app.get('/api/current_ip', {
      schema: { tags: ['info'], querystring: countryQuery, response: { 200: currentIpSchema } },
      handler: async (request, reply) =>
        reply.header('cache-control', 'private, no-store').send({ ip: request.ip, country: info.countryOf(visitorOf(request)) }),
    });
  };
