import { staffIdParamsSchema, staffReasonRequestSchema, type StaffPermission } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { recordStaffAction, type StaffAction } from './audit';
import type { StaffGuard } from './guard';
import type { StaffSession } from './service';

/** The body size every staff action accepts: a reason and a few fields. */
export const STAFF_ACTION_BODY_LIMIT = 8 * 1024;

/** What the action's audit entry names; who, from where, why and when come from the act. */
export type StaffActionEntry = Omit<StaffAction, 'actor' | 'reason' | 'ip'>;

/**
 * Who acts, from where and why: what every staff action on an id carries into its service. The
 * service writes the audit entry with `audit` inside the transaction that makes the change, so
 * the change and its record commit together (docs/decisions/046-staff-audit-log.md).
 */
export interface StaffAct {
  actor: StaffSession;
  ip: string;
  reason: string;
  /** Writes the audit entry of this act in `tx`, with its actor, address and reason. */
  audit(tx: DbOrTx, entry: StaffActionEntry): Promise<void>;
}

/** The act of a staff member who gave `reason` from `ip`. */
export function staffActOf(actor: StaffSession, ip: string, reason: string): StaffAct {
  return {
    actor,
    ip,
    reason,
    audit: (tx, entry) => recordStaffAction(tx, { ...entry, actor, ip, reason }),
  };
}

type ReasonBody = z.ZodType<{ reason: string }>;

interface StaffActionRoute<Body extends ReasonBody, Reply extends z.ZodType> {
  /** The route's URL with an `:id` parameter: `/api/staff/players/:id/block`. */
  url: string;
  permission: StaffPermission;
  response: Reply;
  /** The body when the action takes more than a reason; it must hold `reason` (staffReasonRequestSchema). */
  body?: Body;
  handle(id: number, act: StaffAct, body: z.infer<Body>): Promise<z.input<Reply>>;
}

/**
 * One staff action on an id with a reason, as a POST route: the permission is checked before any
 * input is read (401 without a staff session, 403 without the permission), then the id and the
 * body are validated (422), and the handler gets the act with which its service audits the change.
 */
export function staffActionRoute<Body extends ReasonBody = typeof staffReasonRequestSchema, Reply extends z.ZodType = z.ZodType>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  guard: StaffGuard,
  route: StaffActionRoute<Body, Reply>,
): void {
  // The route's own types stay with the caller (`handle`); Fastify sees plain schemas.
  const body: z.ZodType = route.body ?? staffReasonRequestSchema;
  const response: z.ZodType = route.response;
  app.post(route.url, {
    preValidation: guard.allow(route.permission),
    bodyLimit: STAFF_ACTION_BODY_LIMIT,
    schema: {
      tags: ['staff'],
      params: staffIdParamsSchema,
      querystring: z.object({}).strict(),
      body,
      response: { 200: response },
    },
    handler: async (request) => {
      const actor = await guard.requirePermission(request, route.permission);
      const input = request.body as z.infer<Body>;
      return route.handle(request.params.id, staffActOf(actor, request.ip, input.reason), input);
    },
  });
}
