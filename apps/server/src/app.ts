import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { LOCALE_MIRROR_DOMAINS, REQUEST_ID_HEADER } from '@casino/contracts';
import { createGuard } from './auth/guard';
import { authRoutes } from './auth/routes';
import { securityRoutes } from './auth/security-routes';
import { cmsRoutes } from './cms/routes';
import { configRoutes } from './config/routes';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerCsrfGuard } from './http/csrf';
import { registerErrorHandler } from './http/errors';
import { infoRoutes } from './info/routes';
import { devMailboxRoutes } from './notifications/routes';
import { systemClock, type Clock } from './platform/clock';
import { cryptoRng, type Rng } from './platform/rng';
import { createRealtime, type Realtime } from './realtime/gateway';
import { bridgeOutboxToRealtime } from './realtime/outbox-bridge';
import { playerRoutes } from './players/routes';
import { createServices, type Services } from './services';
import { telemetryRoutes } from './telemetry/routes';
import { walletRoutes } from './wallet/routes';
import type { WebHandler } from './web/ssr';

export interface AppOptions {
  env: Env;
  database: Database;
  clock?: Clock;
  rng?: Rng;
  /** Serves the web app's pages (production build or Vite dev); absent in API tests. */
  web?: WebHandler;
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  realtime: Realtime;
  close(): Promise<void>;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the whole server: plugins, error model, every domain's routes, realtime and the web app. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { env, database } = options;
  const clock = options.clock ?? systemClock;
  const rng = options.rng ?? cryptoRng;
  const production = env.NODE_ENV === 'production';

  const fastify = Fastify({
    logger:
      env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Behind a proxy trust its X-Forwarded-For; otherwise only our own loopback calls (server
    // rendering forwards the visitor's address) may set it.
    trustProxy: env.TRUST_PROXY ? true : 'loopback',
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const services = createServices({ env, database, clock, rng, log: fastify.log });
  const rateLimitRedis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  rateLimitRedis?.on('error', (err) => fastify.log.warn({ err }, 'rate-limit redis error'));

  await fastify.register(fastifyCookie);
  await fastify.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: production || env.NODE_ENV === 'test' ? cspDirectives(options.web?.devOrigin) : false,
    crossOriginEmbedderPolicy: false,
    hsts: production,
  });
  await fastify.register(fastifyRateLimit, {
    global: false,
    redis: rateLimitRedis,
    nameSpace: 'casino-rl:',
    skipOnError: true,
  });
  await fastify.register(fastifyEtag);
  await fastify.register(fastifyCompress, { global: true, threshold: 1024 });
  registerCsrfGuard(fastify);

  await fastify.register(fastifySwagger, {
    openapi: {
      info: { title: 'Casino API', version: '1.0.0', description: 'The HTTP API of the casino (spec §7 of both documents).' },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const guard = createGuard(services.sessions, services.info, production);
  const playerIdOf = async (request: FastifyRequest) => (await guard.optionalSession(request))?.playerId ?? null;

  await fastify.register(configRoutes(services.config));
  const licenseNameOf = async (request: FastifyRequest) => {
    const playerId = await playerIdOf(request);
    return playerId === null ? null : (await services.players.get(playerId)).license_name;
  };
  await fastify.register(infoRoutes(services.info, services.config, licenseNameOf));
  await fastify.register(cmsRoutes(services.cms));
  await fastify.register(telemetryRoutes(services.telemetry, playerIdOf));
  const { auth, recovery, security, players, captcha, sessions } = services;
  await fastify.register(authRoutes({ auth, recovery, security, players, captcha, guard }));
  await fastify.register(securityRoutes({ security, sessions, guard }));
  await fastify.register(playerRoutes({ players, guard }));
  if (!production) await fastify.register(devMailboxRoutes(database.db));
  await fastify.register(walletRoutes(services.wallet, guard));

  fastify.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));

  if (options.web) await options.web.register(fastify);

  const realtime = createRealtime({
    server: fastify.server,
    sessions: services.sessions,
    log: fastify.log,
    redisUrl: env.REDIS_URL,
  });
  bridgeOutboxToRealtime(services.outbox, realtime, fastify.log);
  services.onSessionsEnded((ids) => {
    for (const id of ids) realtime.disconnectSession(id);
  });

  await fastify.ready();
  return {
    fastify,
    services,
    realtime,
    async close() {
      await services.outbox.stop();
      await realtime.close();
      await fastify.close();
      await options.web?.close();
      rateLimitRedis?.disconnect();
    },
  };
}

function cspDirectives(devOrigin: string | undefined) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // helmet adds a nonce to style-src, which disables 'unsafe-inline' there: elements and
      // attributes get their own directives so server-rendered style attributes keep working.
      styleSrcElem: ["'self'", "'unsafe-inline'"],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...(devOrigin ? [devOrigin] : [])],
      frameSrc: ["'self'"],
      // The locales' mirror domains may embed pages (SHELL-16, decision 008).
      frameAncestors: ["'self'", ...Object.values(LOCALE_MIRROR_DOMAINS).map((host) => `https://${host}`)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
  };
}
