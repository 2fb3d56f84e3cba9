import { buildApp, type App } from './app';
import { openDatabase, type Database } from './db/client';
import { parseEnv } from './env';
import { readOrCreateSecret } from './platform/secret-file';
import { seedDemo, seedDemoReportDay } from './seed';
import { developmentWeb, productionWeb } from './page-server/ssr';

/**
 * Starts one server process: database, migrations, seed, API, realtime and the web app. Loaded by
 * main.ts once NODE_ENV is settled.
 */
async function main(): Promise<void> {
  const parsed = parseEnv(process.env);
  const env =
    parsed.NODE_ENV === 'production' && !parsed.SESSION_SECRET
      ? { ...parsed, SESSION_SECRET: readOrCreateSecret(parsed.DATA_DIR) }
      : parsed;
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  if (env.SEED_DEMO) await seedDemo(database.db);

  let port = env.PORT;
  const origins = { api: () => `http://127.0.0.1:${port}`, publicUrl: env.PUBLIC_URL };
  // A test process serves the production build too: browser tests run against the build.
  const web =
    env.WEB === 'off' ? undefined : env.NODE_ENV === 'development' ? await developmentWeb(origins) : await productionWeb(origins);
  const app = await buildApp({ env, database, web });
  // Yesterday's business for the reports page, once per database (decision 068).
  if (env.SEED_DEMO) await seedDemoReportDay(database.db, app.fastify.log);
  const address = await app.fastify.listen({ port: env.PORT, host: env.HOST });
  const bound = app.fastify.server.address();
  if (bound && typeof bound === 'object') port = bound.port;
  if (env.OUTBOX_DISPATCH === 'on') app.services.outbox.start();
  app.fastify.log.info({ address, database: database.kind, redis: Boolean(env.REDIS_URL) }, 'casino is up');
  closeOnSignals(app, database, env.SHUTDOWN_TIMEOUT_MS);
}

/**
 * SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, close the
 * websockets, the background loops, Redis and the database, then exit 0. What is not done within
 * `timeoutMs` is cut off with exit code 1. A second signal while closing changes nothing.
 */
function closeOnSignals(app: App, database: Database, timeoutMs: number): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.fastify.log.info({ signal, timeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      app.fastify.log.error({ timeoutMs }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.fastify.log.info({ ms: Date.now() - started }, 'shut down');
      process.exit(0);
    } catch (err) {
      app.fastify.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
