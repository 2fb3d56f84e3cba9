import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import {
  LIMIT_MESSAGES,
  LOCALE_MIRROR_DOMAINS,
  REQUEST_ID_HEADER,
  missingPlayerFields,
  staffSupportEventSchema,
} from '@casino/contracts';
import { createGuard } from './auth/guard';
import { authRoutes } from './auth/routes';
import { securityRoutes } from './auth/security-routes';
import { cmsRoutes, cmsStaffRoutes } from './cms';
import { configRoutes } from './config/routes';
import { CONNECTION_LOST, type Database } from './db/client';
import type { Env } from './env';
import { catalogueRoutes } from './games/catalogue/routes';
import { playRoutes } from './games/play/routes';
import { createPlayRateLimiter, type PlayRates } from './games/play/play-rate';
import { providerRoutes } from './games/play/provider-routes';
import { seamlessRoutes } from './games/play/seamless-routes';
import { admitThrough, createAdmissionLane } from './http/admission';
import { registerCsrfGuard } from './http/csrf';
import { registerErrorHandler } from './http/errors';
import { registerIdempotency } from './http/idempotency';
import { registerSecurityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { debugCountryFromQuery, infoRoutes, visitorOf } from './info/routes';
import { limitRoutes } from './limits/routes';
import { closurePayoutRoutes } from './payments/closure-payout-routes';
import { configEditorRoutes } from './config/editor-routes';
import { createStaffGuard } from './staff/guard';
import { staffRoutes } from './staff/routes';
import { STAFF_SUPPORT_OUTBOX_EVENT } from './support/service';
import { staffSupportRoutes, supportRoutes } from './support/routes';
import { staffVerificationRoutes, verificationRoutes } from './verification/routes';
import { devMailboxRoutes } from './notifications/routes';
import { notificationRoutes } from './notifications/player-routes';
import { bonusRoutes } from './bonuses/routes';
import { competitionRoutes, staffCompetitionRoutes } from './competitions/routes';
import { staffPromotionRoutes } from './bonuses/staff-routes';
import { staffAuditRoutes } from './staff/audit-routes';
import { staffAccountRoutes } from './staff/account-routes';
import { backofficeRoutes, moneyDeskRoutes } from './backoffice';
import { reportRoutes } from './reports';
import { loyaltyRoutes, loyaltyStaffRoutes, wheelRoutes, wheelStaffRoutes } from './loyalty';
import { adventureRoutes, adventureStaffRoutes } from './adventures';
import { vipRoutes, vipStaffRoutes } from './vip';
import { jackpotRoutes, jackpotStaffRoutes } from './jackpots/routes';
import { lotteryRoutes, staffLotteryRoutes } from './lotteries/routes';
import { promotionRoutes, promotionStaffRoutes } from './promotions';
import { systemClock, type Clock } from './platform/clock';
import { cryptoRng, type Rng } from './platform/rng';
import { createRealtime, type Realtime } from './realtime/gateway';
import { bridgeOutboxToRealtime } from './realtime/outbox-bridge';
import { playerRoutes } from './players/routes';
import { deadLetterRoutes } from './jobs/routes';
import { scheduleJobs } from './jobs/schedule';
import { createServices, type EngineSwitches, type Services } from './services';
import { registerHealthRoutes } from './ops/health';
import { systemRoutes } from './ops/system-routes';
import { registerMetrics } from './ops/metrics';
import { telemetryRoutes } from './telemetry/routes';
import { walletRoutes } from './wallet/routes';
import { paymentRoutes, paymentWebhookRoutes } from './payments/routes';
import type { WebHandler } from './page-server/ssr';

export interface AppOptions {
  env: Env;
  database: Database;
  clock?: Clock;
  rng?: Rng;
  /** Serves the web app's pages (production build or Vite dev); absent in API tests. */
  web?: WebHandler;
  /** The prefix of the rate-limit counters in Redis (`casino-rl:`); tests give each app its own. */
  rateLimitNamespace?: string;
  /** The pace of bets (docs/decisions/030-play-rate.md); the benchmarks lift it. */
  playRate?: PlayRates;
  /** Promotion engines left unsubscribed from the money events (false): the bench's runs with them off. */
  engines?: EngineSwitches;
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
  database.onConnectionError((err) => fastify.log.warn({ err }, CONNECTION_LOST));
  fastify.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  const services = createServices({ env, database, clock, rng, log: fastify.log, engines: options.engines });
  const rateLimitRedis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  rateLimitRedis?.on('error', (err) => fastify.log.warn({ err }, 'rate-limit redis error'));
  // Probes and metrics for operators (README "Health and metrics"); the gateway is created below.
  const live: { realtime?: Realtime } = {};
  registerHealthRoutes(fastify, { db: database.db, pingRedis: rateLimitRedis && (() => rateLimitRedis.ping()) });
  registerMetrics(
    fastify,
    {
      poolStats: () => database.poolStats(),
      outboxBacklog: () => services.outbox.backlog(),
      websocketConnections: () => live.realtime?.io.engine.clientsCount ?? 0,
      now: () => clock.now(),
      onEvent: (type, count) => services.outbox.subscribe(type, count),
    },
    { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.HOST },
  );

  await fastify.register(fastifyCookie);
  // A tester's ?debug_country=XX (docs/decisions/002-locale-prefix.md); production ignores it.
  if (!production) fastify.addHook('onRequest', debugCountryFromQuery);
  registerSecurityHeaders(fastify, {
    directives: production || env.NODE_ENV === 'test' ? cspDirectives(options.web?.devOrigin) : false,
    hsts: production,
    // SHELL-16: the origins of embed-config may frame pages (decision 008).
    frameAncestors: async () => (await services.config.get('embed-config')).allowed_origins,
  });
  await fastify.register(fastifyRateLimit, {
    global: false,
    redis: rateLimitRedis,
    nameSpace: options.rateLimitNamespace ?? 'casino-rl:',
    skipOnError: true,
  });
  // Bets at a pace no person reaches are refused (docs/decisions/030-play-rate.md).
  const playRate = createPlayRateLimiter({ app: fastify, rates: options.playRate });
  await fastify.register(fastifyEtag);
  // Before compression: an Idempotency-Key's answer is stored as the route sent it.
  registerIdempotency(fastify, services.idempotency);
  await fastify.register(fastifyCompress, { global: true, threshold: 1024 });
  registerCsrfGuard(fastify);

  await fastify.register(fastifySwagger, {
    openapi: {
      info: { title: 'Casino API', version: '1.0.0', description: 'The HTTP API of the casino (docs/requirements.md §core-7).' },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // A session opened during a cooling-off or self-exclusion is restricted (docs/decisions/012-limits.md).
  const guard = createGuard({
    sessions: services.sessions,
    info: services.info,
    secureCookies: production,
    clock,
    restriction: {
      key: LIMIT_MESSAGES.restrictedSession,
      browserKey: LIMIT_MESSAGES.blockedBrowser,
      of: (playerId) => services.limits.signInRefusal(playerId),
    },
  });
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
  const countryOf = (ip: string) => services.info.countryOf({ ip, host: '' });
  await fastify.register(securityRoutes({ security, sessions, guard, countryOf }));
  await fastify.register(
    playerRoutes({
      players,
      guard,
      closure: services.closure,
      ownsChatRestoreId: (playerId, id) => services.support.ownsRestoreId(playerId, id),
    }),
  );
  if (!production) await fastify.register(devMailboxRoutes(database.db));
  await fastify.register(walletRoutes(services.wallet, guard));
  await fastify.register(catalogueRoutes(services.catalogue, guard));
  await fastify.register(paymentRoutes(services.payments, guard));
  await fastify.register(paymentWebhookRoutes(services.payments));
  await fastify.register(limitRoutes(services.limits, guard));
  await fastify.register(notificationRoutes({ inbox: services.notificationInbox, guard }));
  // Gifts, bonuses and free spins (docs/decisions/044-bonus-engine.md).
  await fastify.register(bonusRoutes({ bonuses: services.bonuses, guard }));
  // Tournaments and quests (docs/decisions/050-tournaments.md).
  await fastify.register(competitionRoutes({ competitions: services.competitions, guard }));
  // Comp points, the loyalty levels and the shop (docs/decisions/052-loyalty.md).
  await fastify.register(loyaltyRoutes({ loyalty: services.loyalty, guard }));
  // Loot boxes and the wheels (docs/decisions/055-loot-boxes-and-wheels.md).
  await fastify.register(wheelRoutes({ loyalty: services.loyalty, guard }));
  // Progressive jackpots (docs/decisions/053-progressive-jackpots.md).
  await fastify.register(jackpotRoutes({ jackpots: services.jackpots }));
  // Lotteries (docs/decisions/054-lotteries.md).
  await fastify.register(lotteryRoutes({ lotteries: services.lotteries, guard }));
  // The adventure calendar (docs/decisions/057-adventure-calendar.md).
  await fastify.register(adventureRoutes({ adventures: services.adventures, guard }));
  // The VIP club's progress (docs/decisions/056-vip-club.md).
  await fastify.register(vipRoutes({ vip: services.vip, guard }));
  // Banners, promo items and the activity hub (docs/decisions/058-promotions-pages.md).
  await fastify.register(promotionRoutes({ promotions: services.promotionPages, guard }));
  // The support chat and the first back-office accounts (docs/decisions/017-staff-and-support.md).
  const staffGuard = createStaffGuard({ staff: services.staff, secureCookies: production });
  await fastify.register(staffRoutes({ staff: services.staff, guard: staffGuard }));
  // The promotions section and the staff audit log (docs/decisions/049-promotions-console.md, 046).
  await fastify.register(staffPromotionRoutes({ promotions: services.promotionsConsole, guard: staffGuard }));
  await fastify.register(staffAuditRoutes({ db: database.db, guard: staffGuard }));
  // Staff accounts and their set-up links (docs/decisions/066-staff-access.md).
  await fastify.register(staffAccountRoutes({ db: database.db, accounts: services.staffAccounts, guard: staffGuard }));
  await fastify.register(backofficeRoutes({ desk: services.playerDesk, adjustments: services.adjustments, guard: staffGuard }));
  await fastify.register(moneyDeskRoutes({ desk: services.moneyDesk, rgActions: services.rgActions, guard: staffGuard }));
  await fastify.register(reportRoutes({ reports: services.reports, guard: staffGuard }));
  await fastify.register(jackpotStaffRoutes({ jackpots: services.jackpots, guard: staffGuard }));
  await fastify.register(staffLotteryRoutes({ lotteries: services.lotteries, guard: staffGuard }));
  await fastify.register(promotionStaffRoutes({ promotions: services.promotionPages, guard: staffGuard }));
  await fastify.register(cmsStaffRoutes({ cms: services.cms, guard: staffGuard }));
  await fastify.register(supportRoutes({ support: services.support, guard }));
  await fastify.register(staffSupportRoutes({ support: services.support, guard: staffGuard }));
  // Verification documents (PROF-10, docs/decisions/019-uploads.md).
  await fastify.register(verificationRoutes({ verification: services.verification, guard }));
  await fastify.register(staffVerificationRoutes({ verification: services.verification, guard: staffGuard }));
  // Closure payouts support pays by hand (docs/decisions/018-account-closure.md).
  await fastify.register(closurePayoutRoutes({ payouts: services.closurePayouts, guard: staffGuard }));
  await fastify.register(configEditorRoutes({ editor: services.configEditor, guard: staffGuard }));
  await fastify.register(staffCompetitionRoutes({ competitions: services.competitions, guard: staffGuard }));
  await fastify.register(loyaltyStaffRoutes({ loyalty: services.loyalty, guard: staffGuard }));
  await fastify.register(adventureStaffRoutes({ adventures: services.adventures, guard: staffGuard }));
  await fastify.register(vipStaffRoutes({ vip: services.vip, guard: staffGuard }));
  await fastify.register(wheelStaffRoutes({ loyalty: services.loyalty, guard: staffGuard }));
  // Dead letters: events and job runs that failed their last attempt (docs/decisions/029-job-queue.md).
  await fastify.register(
    deadLetterRoutes({ db: database.db, clock, outbox: services.outbox, jobs: services.jobs, guard: staffGuard }),
  );
  // The system page: health, undelivered events and the jobs' last runs (decision 068).
  await fastify.register(
    systemRoutes({ database, pingRedis: rateLimitRedis && (() => rateLimitRedis.ping()), guard: staffGuard }),
  );
  const restrictedOf = async (request: FastifyRequest) => {
    const country = (await guard.visitor(request)).country;
    return country !== null && ((await services.info.country(country))?.restriction ?? 'none') !== 'none';
  };
  // Real play waits for the provider context's profile fields (PLAY-04, docs/decisions/016-provider-fields.md).
  const missingForRealPlay = async (playerId: number) =>
    missingPlayerFields(await services.players.get(playerId), services.info.playerFields().contexts.provider);
  await fastify.register(playRoutes(services.play, guard, restrictedOf, missingForRealPlay));
  // Game play (the in-house provider's rounds, the seamless wallet) goes through the bet lane: bounded,
  // answered 503 when full, so pages and other API calls keep their turn (docs/decisions/039-bet-path-admission.md).
  const betLane = createAdmissionLane({
    concurrency: env.BET_CONCURRENCY ?? (database.kind === 'pglite' ? 2 : Math.max(1, env.DATABASE_POOL_SIZE - 2)),
    queueLimit: env.BET_QUEUE_LIMIT,
    waitBudgetMs: env.BET_WAIT_BUDGET_MS,
  });
  await fastify.register(async (scope) => {
    admitThrough(scope, betLane);
    await scope.register(providerRoutes(services.play, guard, playRate));
    await scope.register(seamlessRoutes(services.play, playRate));
  });
  // Rounds a stopped process left unfinished are finished once the server is ready.
  fastify.addHook('onReady', async () => {
    await services.play.rounds.recover().catch((err: unknown) => fastify.log.error({ err }, 'interrupted rounds not recovered'));
    await services.closure.recover().catch((err: unknown) => fastify.log.error({ err }, 'interrupted closures not recovered'));
  });
  // The sandbox provider's side reaches our webhook endpoint through the whole HTTP stack.
  services.payments.sandbox.setTransport(async (payload, headers) => {
    const res = await fastify.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
      payload,
    });
    return res.statusCode;
  });
  // Scheduled jobs (payments sweep, limits, promo targeting, interrupted rounds, outbox upkeep) run
  // once per period across the listening processes that dispatch (not in API tests, which run
  // them by hand): docs/decisions/029-job-queue.md.
  scheduleJobs(services.jobs, services, { clock, log: fastify.log, outboxRetentionDays: env.OUTBOX_RETENTION_DAYS });
  if (env.OUTBOX_DISPATCH === 'on') fastify.addHook('onListen', async () => services.jobs.start());

  if (options.web) {
    await options.web.register(fastify, {
      country: (request) => services.info.countryOf(visitorOf(request)) ?? '',
      // What GET /client-context answers, asked in process by the server render instead of over loopback.
      clientContext: async (request) =>
        services.info.clientContext({ ...visitorOf(request), licenseName: await licenseNameOf(request) }),
      countryHeader: env.COUNTRY_HEADER,
      pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    });
  }

  const gateway = createRealtime({
    server: fastify.server,
    sessions: services.sessions,
    log: fastify.log,
    redisUrl: env.REDIS_URL,
    site: { publicUrl: env.PUBLIC_URL, hosts: [...(env.MAIN_HOSTS ?? []), ...Object.values(LOCALE_MIRROR_DOMAINS)] },
    staff: async (token) => {
      const session = await services.staff.resolve(token);
      return session
        ? { id: session.id, queues: session.staff.queues, staffId: session.staff.id, role: session.staff.role }
        : null;
    },
  });
  live.realtime = gateway;
  bridgeOutboxToRealtime(services.outbox, gateway, fastify.log);
  services.outbox.subscribe(STAFF_SUPPORT_OUTBOX_EVENT, (event) => {
    const parsed = staffSupportEventSchema.safeParse(event.payload);
    if (parsed.success) gateway.emitStaff(parsed.data);
    else fastify.log.error({ eventId: event.id }, 'support staff event with an invalid payload dropped');
  });
  services.onSessionsEnded((ids) => {
    for (const id of ids) gateway.disconnectSession(id);
  });
  services.onStaffSessionsEnded((ids) => {
    for (const id of ids) gateway.disconnectStaffSession(id);
  });

  await fastify.ready();
  return {
    fastify,
    services,
    realtime: gateway,
    async close() {
      await services.jobs.stop();
      await services.outbox.stop();
      services.jackpots.close();
      await gateway.close();
      await fastify.close();
      await options.web?.close();
      rateLimitRedis?.disconnect();
    },
  };
}

function cspDirectives(devOrigin: string | undefined) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // A nonce in style-src disables 'unsafe-inline' there: elements and
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
  };
}
