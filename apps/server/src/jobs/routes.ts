import { DEAD_LETTER_ROLES, deadLetterRetrySchema, deadLettersSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../platform/clock';
import type { Db } from '../db/client';
import type { Outbox } from '../events/outbox';
import { reviveDead } from '../events/outbox-store';
import { notFound } from '../http/errors';
import { noQuery } from '../http/route-options';
import { recordStaffAction, type StaffGuard } from '../staff';
import type { JobQueue } from './queue';

const eventParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
const jobParams = z.object({ id: z.uuid() }).strict();
const tags = ['staff'];
const retryLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * Dead letters for staff (docs/decisions/029-job-queue.md): the events the outbox stopped
 * retrying and the job runs that failed their last attempt, each with its last error; one more
 * try of either. Any node answers, a web-only one too.
 */
export const deadLetterRoutes =
  (deps: { db: Db; clock: Clock; outbox: Outbox; jobs: JobQueue; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, outbox, jobs, guard } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    // Who is asking comes before the input (decision 026).
    const staffOnly = guard.only(DEAD_LETTER_ROLES);

    app.get('/api/staff/dead_letters', {
      preValidation: staffOnly,
      schema: { tags, querystring: noQuery, response: { 200: deadLettersSchema } },
      handler: async (request) => {
        await guard.requireStaff(request, DEAD_LETTER_ROLES);
        const [events, failed] = await Promise.all([outbox.dead(), jobs.failed()]);
        return {
          events: events.map((e) => ({
            id: e.id,
            type: e.type,
            player_id: e.playerId,
            attempts: e.attempts,
            last_error: e.lastError,
            created_at: e.createdAt.toISOString(),
            dead_at: e.deadAt.toISOString(),
          })),
          jobs: failed.map((j) => ({
            id: j.id,
            name: j.name,
            attempts: j.attempts,
            last_error: j.lastError,
            created_at: j.createdAt.toISOString(),
            failed_at: j.failedAt.toISOString(),
          })),
        };
      },
    });

    app.post('/api/staff/dead_letters/events/:id/retry', {
      preValidation: staffOnly,
      config: retryLimit,
      schema: { tags, params: eventParams, querystring: noQuery, response: { 200: deadLetterRetrySchema } },
      handler: async (request) => {
        const actor = await guard.requireStaff(request, DEAD_LETTER_ROLES);
        const { id } = request.params;
        // The revival and its audit entry commit together (decision 046).
        await db.transaction(async (tx) => {
          if (!(await reviveDead(tx, id))) throw notFound('No dead event has this id.');
          await recordStaffAction(tx, {
            actor,
            action: 'domain_event.retry',
            subjectKind: 'domain_event',
            subjectId: id,
            after: { dead_at: null, attempts: 0 },
            ip: request.ip,
            at: clock.now(),
          });
        });
        outbox.kick();
        request.log.info({ eventId: id, staffId: actor.staff.id }, 'dead domain event retried by staff');
        return { retried: true as const };
      },
    });

    app.post('/api/staff/dead_letters/jobs/:id/retry', {
      preValidation: staffOnly,
      config: retryLimit,
      schema: { tags, params: jobParams, querystring: noQuery, response: { 200: deadLetterRetrySchema } },
      handler: async (request) => {
        const actor = await guard.requireStaff(request, DEAD_LETTER_ROLES);
        if (!(await jobs.retry(request.params.id))) throw notFound('No failed job run has this id.');
        // The queue keeps its own tables: the retry is recorded once the queue took it.
        await recordStaffAction(db, {
          actor,
          action: 'job_run.retry',
          subjectKind: 'job_run',
          subjectId: request.params.id,
          ip: request.ip,
          at: clock.now(),
        });
        request.log.info({ jobId: request.params.id, staffId: actor.staff.id }, 'failed job run retried by staff');
        return { retried: true as const };
      },
    });
  };
