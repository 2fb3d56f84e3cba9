import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schemaState, type Db } from '../db/client';

type CheckResult = 'ok' | 'not configured' | string;

interface ReadinessDeps {
  db: Db;
  /** Pings the Redis this process uses; absent when REDIS_URL is not set. */
  pingRedis?: () => Promise<unknown>;
}

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;
/** Probes are frequent: only their failures are logged. */
const PROBE_OPTIONS = { schema: { hide: true }, logLevel: 'warn' } as const;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs one check within the time a probe allows: "ok", or what went wrong. */
export async function check(run: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await within(run(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * GET /healthz: the process is alive (no I/O). GET /readyz: it can serve, i.e. the database
 * answers, Redis answers when configured and every migration is applied; 503 naming the failing
 * check otherwise. Neither is rate-limited, and their successful calls are not logged.
 */
export function registerHealthRoutes(fastify: FastifyInstance, deps: ReadinessDeps): void {
  let migrated = false;
  const migrations = async () => {
    if (migrated) return;
    const state = await schemaState(deps.db);
    if (!state.current) throw new Error(`${state.applied} of ${state.expected} migrations applied`);
    // Migrations only move forward: once current, this process's schema stays current.
    migrated = true;
  };
  fastify.get('/healthz', PROBE_OPTIONS, async () => ({ ok: true }));
  fastify.get('/readyz', PROBE_OPTIONS, async (_request, reply) => {
    const [database, redis, schema] = await Promise.all([
      check(() => deps.db.execute(sql`select 1`)),
      deps.pingRedis ? check(deps.pingRedis) : Promise.resolve<CheckResult>('not configured'),
      check(migrations),
    ]);
    const checks = { database, redis, migrations: schema };
    const ready = database === 'ok' && (redis === 'ok' || redis === 'not configured') && schema === 'ok';
    if (ready) return { ok: true, checks };
    return reply.code(503).send({ error: 'not ready', checks });
  });
}
