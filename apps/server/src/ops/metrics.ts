import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client';

/** What the metrics read when scraped; each comes from its domain's own interface. */
interface MetricsSources {
  poolStats(): PoolStats | null;
  outboxBacklog(): Promise<{ pending: number; oldestCreatedAt: Date | null }>;
  websocketConnections(): number;
  now(): Date;
  /** Registers a counter of dispatched domain events of a type (outbox subscription). */
  onEvent(type: string, count: () => void): void;
}

/** The domain events counted, by metric: each is counted once by the process that dispatches it. */
const COUNTED_EVENTS = {
  casino_bets_total: {
    type: 'bet.placed',
    help: 'Bets placed (seamless and in-house games), counted as dispatched by this process.',
  },
  casino_deposits_total: { type: 'deposit.succeeded', help: 'Deposits credited, counted as dispatched by this process.' },
  casino_withdrawals_total: {
    type: 'withdrawal.reserved',
    help: 'Withdrawals requested (amount reserved), counted as dispatched by this process.',
  },
} as const;

/** One registry per app: process metrics, HTTP by route pattern, database pool, outbox, realtime and money. */
function createMetricsRegistry(sources: MetricsSources): {
  registry: Registry;
  observe(route: string, method: string, status: number, seconds: number): void;
} {
  const registry = new Registry();
  // CPU, memory, handles, garbage collection and nodejs_eventloop_lag_* (event-loop lag).
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status (its _count is the request count).',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'casino_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one (absent on PGlite).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  registerOutboxGauges(registry, sources);
  new Gauge({
    name: 'casino_websocket_connections',
    help: 'Realtime (Socket.IO) connections open on this process.',
    registers: [registry],
    collect() {
      this.set(sources.websocketConnections());
    },
  });
  for (const [name, { type, help }] of Object.entries(COUNTED_EVENTS)) {
    const counter = new Counter({ name, help, registers: [registry] });
    sources.onEvent(type, () => counter.inc());
  }
  return {
    registry,
    observe: (route, method, status, seconds) => requests.observe({ route, method, status_code: String(status) }, seconds),
  };
}

function registerOutboxGauges(registry: Registry, sources: MetricsSources): void {
  const backlog = () => sources.outboxBacklog();
  new Gauge({
    name: 'casino_outbox_pending_events',
    help: 'Domain events written and not dispatched yet (all processes).',
    registers: [registry],
    async collect() {
      this.set((await backlog()).pending);
    },
  });
  new Gauge({
    name: 'casino_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest domain event not dispatched yet; 0 when none is pending.',
    registers: [registry],
    async collect() {
      const { oldestCreatedAt } = await backlog();
      this.set(oldestCreatedAt ? Math.max(0, (sources.now().getTime() - oldestCreatedAt.getTime()) / 1000) : 0);
    },
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the bearer token (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1].trim()), digest(token));
}

interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, /metrics on the main port is 404. */
  token?: string;
  /** METRICS_PORT: a port of its own serving /metrics (the token too, when set). */
  port?: number;
  host: string;
}

/** Serves /metrics on the main port (with the token) and, when configured, on a port of its own. */
export function registerMetrics(fastify: FastifyInstance, sources: MetricsSources, options: MetricsOptions): void {
  const enabled = Boolean(options.token) || options.port !== undefined;
  // Nothing is collected in a process nobody scrapes.
  const metrics = enabled ? createMetricsRegistry(sources) : undefined;
  fastify.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!options.token || !metrics) return reply.code(404).send({ error: 'Not Found' });
    if (!bearerMatches(request.headers.authorization, options.token))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    return sendMetrics(metrics.registry, reply);
  });
  if (!metrics) return;
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (options.port === undefined) return;
  const server = metricsServer(metrics.registry, options.token);
  const port = options.port;
  fastify.addHook(
    'onListen',
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, () => resolve());
      }),
  );
  fastify.addHook(
    'onClose',
    () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  );
}

async function sendMetrics(registry: Registry, reply: FastifyReply) {
  return reply
    .header('content-type', registry.contentType)
    .header('cache-control', 'no-store')
    .send(await registry.metrics());
}

/** A bare HTTP server for METRICS_PORT: GET /metrics and nothing else. */
function metricsServer(registry: Registry, token: string | undefined): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not Found' }));
      return;
    }
    if (token && !bearerMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' })
        .end(JSON.stringify({ error: 'Unauthorized' }));
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'metrics failed' })),
    );
  });
}
