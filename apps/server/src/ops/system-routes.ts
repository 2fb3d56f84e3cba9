import { systemStatusSchema, type SystemStatus } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import { pendingBacklog, undeliveredEvents } from '../events/outbox-store';
import { noQuery } from '../http/route-options';
import { lastRuns } from '../jobs/job-store';
import { SCHEDULED_JOBS } from '../jobs/schedule';
import type { StaffGuard } from '../staff';
import { check } from './health';

/** The undelivered events the page lists, newest first. */
const EVENT_LIMIT = 100;

/** Every scheduled job with its last finished run, or `never` before its first one. */
async function jobRuns(database: Database): Promise<SystemStatus['jobs']> {
  const names = Object.values(SCHEDULED_JOBS);
  const runs = new Map((await lastRuns(database, names)).map((run) => [run.name, run]));
  return names.map((name) => {
    const run = runs.get(name);
    return {
      name,
      state: run?.state ?? 'never',
      finished_at: run?.finishedAt.toISOString() ?? null,
      last_error: run?.lastError ?? null,
    };
  });
}

async function outboxState(database: Database): Promise<SystemStatus['outbox']> {
  const [backlog, events] = await Promise.all([pendingBacklog(database.db), undeliveredEvents(database.db, EVENT_LIMIT)]);
  return {
    pending: backlog.pending,
    oldest_pending_at: backlog.oldestCreatedAt?.toISOString() ?? null,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      player_id: e.playerId,
      attempts: e.attempts,
      last_error: e.lastError,
      created_at: e.createdAt.toISOString(),
      dead_at: e.deadAt?.toISOString() ?? null,
    })),
  };
}

/**
 * GET /api/staff/system (docs/decisions/068-reports-and-system.md): the health of the database and
 * Redis, the outbox's undelivered events with their last error, and each scheduled job's last run.
 * Retrying a failed event is the dead letters' route, audited.
 */
export const systemRoutes =
  (deps: { database: Database; pingRedis?: () => Promise<unknown>; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, pingRedis, guard } = deps;
    app.get('/api/staff/system', {
      preValidation: guard.allow('operations.dead_letters'),
      schema: { tags: ['staff'], querystring: noQuery, response: { 200: systemStatusSchema } },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const [databaseCheck, redis, outbox, jobs] = await Promise.all([
          check(() => database.db.execute(sql`select 1`)),
          pingRedis ? check(pingRedis) : Promise.resolve('not configured'),
          outboxState(database),
          jobRuns(database),
        ]);
        return { health: { database: databaseCheck, redis }, outbox, jobs };
      },
    });
  };
