import { rolesWith } from './staff-permissions';
import { z } from 'zod';

/**
 * Dead letters (docs/decisions/029-job-queue.md): domain events whose every delivery attempt
 * failed, and scheduled job runs that failed their last attempt. Staff list them with their last
 * error and give one another try once its cause is fixed (an SMTP outage over, a bug deployed).
 */
export const DEAD_LETTER_ROLES = rolesWith('operations.dead_letters');

/** A domain event the outbox stopped retrying; its payload is not shown (it may hold a token or a mail). */
export const deadEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  player_id: z.number().int().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  dead_at: z.string(),
});
export type DeadEvent = z.infer<typeof deadEventSchema>;

/** A run of a scheduled job that failed its last attempt. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
  created_at: z.string(),
  failed_at: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /api/staff/dead_letters: the newest 100 of each, newest first. */
export const deadLettersSchema = z.object({ events: z.array(deadEventSchema), jobs: z.array(failedJobSchema) });
export type DeadLetters = z.infer<typeof deadLettersSchema>;

/** POST /api/staff/dead_letters/events/{id}/retry and /jobs/{id}/retry */
export const deadLetterRetrySchema = z.object({ retried: z.literal(true) });
