import {
  AUDIT_PAGE_SIZE,
  AUDIT_ROLES,
  auditPageSchema,
  auditQuerySchema,
  paginate,
  type AuditEntryView,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { countStaffActions, findStaffActions, type AuditEntry } from './audit';
import type { StaffGuard } from './guard';
import { staffNamesOf } from './lookups';

function viewOf(entry: AuditEntry, names: Map<number, string>): AuditEntryView {
  return {
    id: entry.id,
    staff_id: entry.staffId,
    staff_name: entry.staffId === null ? null : (names.get(entry.staffId) ?? null),
    role: entry.role,
    at: entry.at.toISOString(),
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId,
    player_id: entry.playerId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    ip: entry.ip,
  };
}

/** GET /api/staff/audit: the staff audit log (decision 046) searched by staff member, player, subject, action and time, paged. */
export const staffAuditRoutes =
  (deps: { db: Db; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, guard } = deps;
    app.get('/api/staff/audit', {
      preValidation: guard.only(AUDIT_ROLES),
      schema: { tags: ['staff'], querystring: auditQuerySchema, response: { 200: auditPageSchema } },
      handler: async (request, reply) => {
        await guard.requireStaff(request, AUDIT_ROLES);
        const q = request.query;
        const filter = {
          staffId: q.staff_id,
          playerId: q.player_id,
          subjectKind: q.subject_kind,
          subjectId: q.subject_id,
          action: q.action,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        };
        const [entries, total] = await Promise.all([
          findStaffActions(db, { ...filter, limit: AUDIT_PAGE_SIZE, offset: (q.page - 1) * AUDIT_PAGE_SIZE }),
          countStaffActions(db, filter),
        ]);
        const names = await staffNamesOf(
          db,
          entries.flatMap((e) => (e.staffId === null ? [] : [e.staffId])),
        );
        reply.header('cache-control', 'private, no-store');
        return { data: entries.map((e) => viewOf(e, names)), pagination: paginate(q.page, AUDIT_PAGE_SIZE, total) };
      },
    });
  };
