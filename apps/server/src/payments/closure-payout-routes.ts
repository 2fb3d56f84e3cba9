import {
  CLOSURE_PAYOUT_ROLES,
  closurePayoutCompleteRequestSchema,
  closurePayoutListQuerySchema,
  closurePayoutListSchema,
  closurePayoutSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuery } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { ClosurePayouts } from './closure-payout';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
const tags = ['staff'];

/** Support's side of closure payouts (docs/decisions/018-account-closure.md): list them, mark one as paid. */
export const closurePayoutRoutes =
  (deps: { payouts: ClosurePayouts; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { payouts, guard } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/staff/closure_payouts', {
      preValidation: guard.only(CLOSURE_PAYOUT_ROLES),
      schema: { tags, querystring: closurePayoutListQuerySchema, response: { 200: closurePayoutListSchema } },
      handler: async (request) => {
        await guard.requireStaff(request, CLOSURE_PAYOUT_ROLES);
        return payouts.list(request.query.state, request.query.page);
      },
    });

    app.post('/api/staff/closure_payouts/:id/complete', {
      preValidation: guard.only(CLOSURE_PAYOUT_ROLES),
      bodyLimit: 1024,
      schema: {
        tags,
        params: idParams,
        querystring: noQuery,
        body: closurePayoutCompleteRequestSchema,
        response: { 200: closurePayoutSchema },
      },
      handler: async (request) => {
        const { staff } = await guard.requireStaff(request, CLOSURE_PAYOUT_ROLES);
        return payouts.complete(staff, request.params.id, request.body.reference);
      },
    });
  };
