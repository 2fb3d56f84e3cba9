import {
  auditStaffListSchema,
  staffAccountIdParamsSchema,
  staffAccountListSchema,
  staffAccountReasonSchema,
  staffAccountSchema,
  staffInviteRequestSchema,
  staffRoleRequestSchema,
  staffSetupRequestSchema,
  staffSetupResponseSchema,
} from '@casino/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { noQuery } from '../http/route-options';
import type { AccountActor, StaffAccounts } from './accounts';
import type { StaffGuard } from './guard';
import { staffUsers } from './tables';

const tags = ['staff'];
const BODY_LIMIT = 8 * 1024;
const noStore = { 'cache-control': 'private, no-store' };

/**
 * Staff accounts on the administrator's screen, the set-up link's page, and the names the audit
 * screen filters by (docs/decisions/066-staff-access.md).
 */
export const staffAccountRoutes =
  (deps: { db: Db; accounts: StaffAccounts; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, accounts, guard } = deps;
    const manage = guard.allow('staff.manage');
    const actorOf = async (request: FastifyRequest): Promise<AccountActor> => ({
      session: await guard.requirePermission(request, 'staff.manage'),
      ip: request.ip,
    });

    app.get('/api/staff/accounts', {
      preValidation: manage,
      schema: { tags, querystring: noQuery, response: { 200: staffAccountListSchema } },
      handler: async (_request, reply) => reply.headers(noStore).send({ data: await accounts.list() }),
    });

    app.post('/api/staff/accounts', {
      preValidation: manage,
      bodyLimit: BODY_LIMIT,
      schema: { tags, querystring: noQuery, body: staffInviteRequestSchema, response: { 200: staffAccountSchema } },
      handler: async (request) => accounts.invite(await actorOf(request), request.body),
    });

    app.post('/api/staff/accounts/:id/role', {
      preValidation: manage,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: staffAccountIdParamsSchema,
        querystring: noQuery,
        body: staffRoleRequestSchema,
        response: { 200: staffAccountSchema },
      },
      handler: async (request) =>
        accounts.setRole(await actorOf(request), request.params.id, request.body.role, request.body.reason),
    });

    // Disable (ends the sessions at once) and reset (a new set-up link): an account and a reason.
    for (const verb of ['disable', 'reset'] as const) {
      app.post(`/api/staff/accounts/:id/${verb}`, {
        preValidation: manage,
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          params: staffAccountIdParamsSchema,
          querystring: noQuery,
          body: staffAccountReasonSchema,
          response: { 200: staffAccountSchema },
        },
        handler: async (request) => accounts[verb](await actorOf(request), request.params.id, request.body.reason),
      });
    }

    // The set-up link's form: no session yet, the token is the credential.
    app.post('/api/staff/setup', {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, querystring: noQuery, body: staffSetupRequestSchema, response: { 200: staffSetupResponseSchema } },
      handler: async (request, reply) =>
        reply.headers(noStore).send(await accounts.setUp(request.body.token, request.body.password)),
    });

    app.get('/api/staff/audit/staff', {
      preValidation: guard.allow('audit.read'),
      schema: { tags, querystring: noQuery, response: { 200: auditStaffListSchema } },
      handler: async (_request, reply) => {
        const rows = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).orderBy(asc(staffUsers.name));
        return reply.headers(noStore).send({ data: rows });
      },
    });
  };
