import { buildApp } from './app';
import { openDatabase } from './db/client';
import { parseEnv } from './env';
import { readOrCreateSecret } from './platform/secret-file';
import { seedDemo } from './seed';
import { developmentWeb, productionWeb } from './web/ssr';

/** Starts one server process: database, migrations, seed, API, realtime and the web app. */
async function main(): Promise<void> {
  const parsed = parseEnv();
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
  const web =
    env.WEB === 'off' ? undefined : env.NODE_ENV === 'production' ? await productionWeb(origins) : await developmentWeb(origins);
  const app = await buildApp({ env, database, web });
  const address = await app.fastify.listen({ port: env.PORT, host: env.HOST });
  const bound = app.fastify.server.address();
  if (bound && typeof bound === 'object') port = bound.port;
  if (env.OUTBOX_DISPATCH === 'on') app.services.outbox.start();
  app.fastify.log.info({ address, database: database.kind, redis: Boolean(env.REDIS_URL) }, 'casino is up');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.fastify.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.fastify.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
