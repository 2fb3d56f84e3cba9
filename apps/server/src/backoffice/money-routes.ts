import {
  rgActionListSchema,
  rgActionRequestSchema,
  rgActionSchema,
  rgOversightSchema,
  staffIdParamsSchema,
  staffPaymentListSchema,
  staffPaymentQuerySchema,
  staffPaymentSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActionRoute, type StaffGuard } from '../staff';
import type { MoneyDesk } from './money-desk';
import type { RgActionLog } from './rg-actions';
import { noQuery, noStore, tags } from './routes';

/**
 * The money desk's routes (docs/decisions/067-money-desk.md): the payments list, the decisions
 * on held withdrawals (always with a reason, audited) and the risk officers' oversight.
 */
export const moneyDeskRoutes =
  (deps: { desk: MoneyDesk; rgActions: RgActionLog; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { desk, guard } = deps;
    noStore(app);
    app.get('/api/staff/payments', {
      preValidation: guard.allow('payments.read'),
      schema: { tags, querystring: staffPaymentQuerySchema, response: { 200: staffPaymentListSchema } },
      handler: async (request) => ({ data: await desk.payments(request.query) }),
    });
    for (const verb of ['approve', 'reject'] as const) {
      staffActionRoute(app, guard, {
        url: `/api/staff/payments/:id/${verb}`,
        permission: 'payments.review',
        response: staffPaymentSchema,
        handle: (id, act) => desk.decide(id, verb, act),
      });
    }
    app.get('/api/staff/oversight', {
      preValidation: guard.allow('rg.read'),
      schema: { tags, querystring: noQuery, response: { 200: rgOversightSchema } },
      handler: async () => desk.oversight(),
    });
    app.get('/api/staff/players/:id/rg_actions', {
      preValidation: guard.allow('rg.read'),
      schema: { tags, params: staffIdParamsSchema, querystring: noQuery, response: { 200: rgActionListSchema } },
      handler: async (request) => ({ data: await deps.rgActions.list(request.params.id) }),
    });
    staffActionRoute(app, guard, {
      url: '/api/staff/players/:id/rg_actions',
      permission: 'rg.act',
      body: rgActionRequestSchema,
      response: rgActionSchema,
      handle: (id, act, body) => deps.rgActions.record(id, body.kind, act),
    });
  };
