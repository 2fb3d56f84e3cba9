import { z } from 'zod';

/**
 * The process configuration, read once from the environment. Every variable is optional in
 * development. In production on a PostgreSQL server the process refuses to start without
 * SESSION_SECRET; the embedded single-process setup keeps a generated one in DATA_DIR.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Browser tests only: staff may arm a jackpot level to drop on the next bet (decision 056); refused outside NODE_ENV=test. */
    JACKPOT_FORCED_HITS: z.enum(['on', 'off']).default('off'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    /** The most connections one process opens to DATABASE_URL's server. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** The server cancels any statement of the request pool running longer; 0 = no limit (migrations have none). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    REDIS_URL: z.string().url().optional(),
    PUBLIC_URL: z.string().url().optional(),
    /** Real mail (smtp:// or smtps://); without it mail stays in mail_outbox, shown at /dev/mailbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Rocket Casino <no-reply@casino.example>'),
    /** Proof-of-work difficulty of the captcha (the largest number a client may have to try). */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
    SESSION_SECRET: z.string().min(32).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * A header the edge (CDN, load balancer) sets to the visitor's two-letter country, e.g. cf-ipcountry;
     * when present it wins over the bundled IP database. Set it only when the edge always overwrites it.
     */
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .transform((v) => v.toLowerCase())
      .optional(),
    /**
     * The hosts the Estonian licence applies on (requirements §core-1: "on the main hosts"), comma-separated
     * host names without port; a player registered under it sees the Curaçao licence on any other
     * host (a mirror). Unset, every host is a main host.
     */
    MAIN_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'host names separated by commas')
      .transform((v) => v.toLowerCase().split(','))
      .optional(),
    /** The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics on PORT answers 404. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** A port of its own serving GET /metrics (on HOST), for a scraper on a private network. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** 'off' makes this process serve requests without dispatching outbox events (a web-only node). */
    OUTBOX_DISPATCH: z.enum(['on', 'off']).default('on'),
    /** Days a dispatched domain event is kept before the dispatching processes delete it. */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    /** Hours an Idempotency-Key and its stored answer are kept (docs/decisions/028-idempotency-keys.md); a repeat after that runs again. */
    IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Days a player's notification is kept (docs/decisions/037-notification-inbox.md); older ones are deleted hourly. */
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * The bet path's admission lane (docs/decisions/039-bet-path-admission.md): game-play calls
     * running at once (default 2 on PGlite, DATABASE_POOL_SIZE - 2 on PostgreSQL), calls waiting
     * beyond them, and the longest a call waits before it is answered 503 with Retry-After.
     */
    BET_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
    BET_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
    BET_WAIT_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(1500),
    /** How long config, CMS and messages are kept in memory; 0 reads the database every time. */
    CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
    /** How long a rendered page is shared by guests of the same variant (docs/decisions/021-guest-page-cache.md); 0 renders every page. */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    /** 'off' serves the API and realtime only, without the web app's pages (an API-only node, tests). */
    WEB: z.enum(['on', 'off']).default('on'),
    /** Signs the payment providers' webhooks; outside production a development default, in production derived from SESSION_SECRET when unset. */
    PAYMENTS_WEBHOOK_SECRET: z.string().min(32).optional(),
    /** Signs the seamless-wallet API between game providers and the casino; same fallbacks as the webhook secret. */
    SEAMLESS_WALLET_SECRET: z.string().min(32).optional(),
    /** Minutes of play between two reality checks (session length and net result shown to the player). */
    REALITY_CHECK_MINUTES: z.coerce.number().int().min(5).max(600).default(60),
    /** Simulated time between two steps of a sandbox payment (bank processing, one block). */
    PAYMENTS_SANDBOX_STEP_MS: z.coerce.number().int().min(1).max(3_600_000).default(3000),
    /** Confirmations a sandbox crypto deposit needs before it is credited. */
    PAYMENTS_CRYPTO_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).default(3),
    /** After SIGTERM or SIGINT, how long the requests in flight and the rest of the shutdown may take before the process exits anyway (code 1). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (env.JACKPOT_FORCED_HITS === 'on' && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['JACKPOT_FORCED_HITS'],
        message: 'is for browser tests only: it needs NODE_ENV=test',
      });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production with DATABASE_URL, the same for every process (at least 32 characters)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A development secret: sessions survive restarts of one checkout, never used in production. */
export const DEV_SESSION_SECRET = 'development-only-secret-change-me-in-production';

/** A development webhook secret of the sandbox payment provider, never used in production. */
export const DEV_PAYMENTS_WEBHOOK_SECRET = 'development-only-payments-webhook-secret-change-me';
