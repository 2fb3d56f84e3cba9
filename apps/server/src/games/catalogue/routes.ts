import {
  DEFAULT_LOCALE,
  FAVORITES_FULL_TYPE,
  FAVORITES_IDS_TYPE,
  cmsLocaleQuerySchema,
  collectionsResponseSchema,
  errorBodySchema,
  favoriteFullResponseSchema,
  favoriteIdsResponseSchema,
  gameIdParamsSchema,
  gameJackpotsResponseSchema,
  gamesFilterRequestSchema,
  gamesPageSchema,
  gamesSelectRequestSchema,
  gamesSelectResponseSchema,
  okBodySchema,
  playedGamesResponseSchema,
  providersResponseSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../../auth';
import { notFound } from '../../http/errors';
import { gamePreviewSvg, providerLogoSvg } from './art';
import { cachedBody, type CachedBody, type CatalogueService } from './service';
import { noQuery } from '../../http/route-options';

const artParams = z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'must be {id}.svg') }).strict();
const logoParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/, 'must be {slug}.svg') }).strict();
const favoritesHeaders = z.object({ 'accept-client': z.string().max(200).optional() });
const tags = ['games'];
/** The same for everyone: shared caches may keep it a minute, then revalidate by ETag. */
const PUBLIC_CACHE = 'public, max-age=60';
const PRIVATE = 'private, no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BODY_LIMIT = 16 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * The public catalogue routes log at warn and above only: an info line per request in and out
 * (pino serialising the request and the reply) was the biggest part of a cached games_filter
 * answer's CPU time. Errors are still logged; player routes keep their request log.
 */
const PUBLIC_LOG_LEVEL = 'warn';

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Whether an If-None-Match header names this ETag (weak or strong, alone or in a list). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a body built once: its gzip form when the client takes it, else the identity form. Each
 * encoding has its own ETag (RFC 9110 §8.8.3: a validator names one representation's bytes), and
 * the answer varies by Accept-Encoding; a matching If-None-Match is a 304 without a body. Its
 * routes set `compress: false`: @fastify/compress would otherwise brotli the identity body of a
 * brotli-only client under the identity ETag.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const gzip = cached.gzip && acceptsGzip(request) ? cached.gzip : null;
  const etag = gzip ? gzipEtag(cached.etag) : cached.etag;
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(cached.body);
}

/** The ETag of the gzip form of a body: the identity one, marked. */
const gzipEtag = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** Sends JSON serialised by the service (games are written once per snapshot, not per request). */
function sendSerialized(reply: FastifyReply, contentType: string, body: string, cacheControl: string) {
  return reply.header('cache-control', cacheControl).type(contentType).send(body);
}

/** The game catalogue (requirements §core-7 Games, favourites, played games; GAME-08..GAME-16, GAME-27, GAME-28). */
export const catalogueRoutes =
  (catalogue: CatalogueService, guard: Pick<Guard, 'requireSession' | 'signedIn'>): FastifyPluginAsyncZod =>
  async (app) => {
    // Criteria combine with AND between kinds and OR within one; page 0, page_size 0 or over 100
    // are refused with 422 by the schema; an unknown provider or category is an empty list.
    app.post('/api/games_filter', {
      logLevel: PUBLIC_LOG_LEVEL,
      compress: false,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        querystring: noQuery,
        body: gamesFilterRequestSchema,
        response: { 200: gamesPageSchema, 422: validationErrorBodySchema },
      },
      handler: async (request, reply) => sendCached(request, reply, await catalogue.filter(request.body)),
    });

    app.post('/api/games_filter/select', {
      logLevel: PUBLIC_LOG_LEVEL,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        querystring: noQuery,
        body: gamesSelectRequestSchema,
        response: { 200: gamesSelectResponseSchema, 422: validationErrorBodySchema },
      },
      handler: async (request, reply) => {
        const body = await catalogue.select(request.body.game_ids, request.body.device);
        return sendSerialized(reply, JSON_TYPE, body, PUBLIC_CACHE);
      },
    });

    app.get('/api/games/providers', {
      logLevel: PUBLIC_LOG_LEVEL,
      compress: false,
      schema: { tags, querystring: noQuery, response: { 200: providersResponseSchema } },
      handler: async (request, reply) => sendCached(request, reply, cachedBody(JSON.stringify(await catalogue.providers()))),
    });

    app.get('/api/games/collections', {
      logLevel: PUBLIC_LOG_LEVEL,
      compress: false,
      schema: { tags, querystring: cmsLocaleQuerySchema, response: { 200: collectionsResponseSchema } },
      handler: async (request, reply) =>
        sendCached(request, reply, cachedBody(JSON.stringify(await catalogue.collections(request.query.l ?? DEFAULT_LOCALE)))),
    });

    app.get('/api/games/jackpots', {
      logLevel: PUBLIC_LOG_LEVEL,
      compress: false,
      schema: { tags, querystring: noQuery, response: { 200: gameJackpotsResponseSchema } },
      handler: async (request, reply) => sendCached(request, reply, cachedBody(JSON.stringify(await catalogue.jackpots()))),
    });

    app.get('/api/games/art/:file', {
      logLevel: PUBLIC_LOG_LEVEL,
      schema: { tags, params: artParams, querystring: noQuery, response: { 200: z.string(), 404: errorBodySchema } },
      handler: async (request, reply) => {
        const id = Number(request.params.file.slice(0, -'.svg'.length));
        const game = await catalogue.game(id);
        if (!game) throw notFound(`Game ${id} is not found`);
        return reply
          .header('cache-control', IMMUTABLE)
          .type('image/svg+xml')
          .send(gamePreviewSvg(game.id, game.title, game.providerTitle));
      },
    });

    app.get('/api/games/logos/:file', {
      logLevel: PUBLIC_LOG_LEVEL,
      schema: { tags, params: logoParams, querystring: noQuery, response: { 200: z.string(), 404: errorBodySchema } },
      handler: async (request, reply) => {
        const slug = request.params.file.slice(0, -'.svg'.length);
        const provider = (await catalogue.providers()).find((p) => p.slug === slug);
        if (!provider) throw notFound(`Provider ${slug} is not found`);
        return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(providerLogoSvg(slug, provider.title));
      },
    });

    // The accept-client header picks the ids (default) or the full games (GAME-16).
    app.get('/api/player/favorite_games', {
      preValidation: guard.signedIn,
      schema: {
        tags,
        headers: favoritesHeaders,
        querystring: noQuery,
        response: { 200: z.union([favoriteIdsResponseSchema, favoriteFullResponseSchema]), 401: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        reply.header('vary', 'accept-client, cookie');
        if (request.headers['accept-client'] === FAVORITES_FULL_TYPE) {
          return sendSerialized(reply, FAVORITES_FULL_TYPE, await catalogue.favoriteGames(playerId), PRIVATE);
        }
        return sendSerialized(reply, FAVORITES_IDS_TYPE, JSON.stringify(await catalogue.favoriteIds(playerId)), PRIVATE);
      },
    });

    // Both are idempotent: adding a favourite twice or removing one that is not there answers ok.
    app.put('/api/player/favorite_games/:id', {
      preValidation: guard.signedIn,
      schema: {
        tags,
        params: gameIdParamsSchema,
        querystring: noQuery,
        response: { 200: okBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        await catalogue.addFavorite(playerId, request.params.id);
        return reply.header('cache-control', PRIVATE).send({ ok: true as const });
      },
    });

    app.delete('/api/player/favorite_games/:id', {
      preValidation: guard.signedIn,
      schema: { tags, params: gameIdParamsSchema, querystring: noQuery, response: { 200: okBodySchema, 401: errorBodySchema } },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        await catalogue.removeFavorite(playerId, request.params.id);
        return reply.header('cache-control', PRIVATE).send({ ok: true as const });
      },
    });

    app.get('/api/player/played_games', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: playedGamesResponseSchema, 401: errorBodySchema } },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return sendSerialized(reply, JSON_TYPE, await catalogue.playedGames(playerId), PRIVATE);
      },
    });
  };
