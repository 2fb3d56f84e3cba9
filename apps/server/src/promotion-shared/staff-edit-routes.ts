import type { StaffRole } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noQuery } from '../http/route-options';
import type { StaffGuard, StaffSession } from '../staff';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The largest body of a promotion's configuration (its prize table, its games). */
export const PROMOTION_BODY_LIMIT = 64 * 1024;

/** What a promotion domain (tournaments, lotteries) gives to have its edit and cancel served. */
interface EditAndCancel<Params extends z.ZodType<{ id: number }>, Input extends z.ZodType, View extends z.ZodType> {
  /** The collection's path, e.g. `/api/staff/lotteries`. */
  path: string;
  guard: StaffGuard;
  roles: readonly StaffRole[];
  params: Params;
  /** The creation body: an edit replaces the whole configuration. */
  body: Input;
  response: View;
  /** 409 once the promotion has started or is canceled; 404 unknown; audited with before and after. */
  update(actor: StaffSession, id: number, input: z.infer<Input>, ip: string): Promise<z.infer<View>>;
  /** 409 once it is over (ended, drawn) or canceled; 404 unknown; audited with before and after. */
  cancel(actor: StaffSession, id: number, ip: string): Promise<z.infer<View>>;
}

/**
 * The operator's edit before start and cancel of a promotion, the same shape for every promotion
 * domain: `PUT {path}/{id}` with the creation body and `POST {path}/{id}/cancel` with none, both for
 * the given roles only, answering the promotion as the operator lists it. The status codes and the
 * audit entries are the domain's (its service runs the change and records it in its transaction).
 */
export function staffEditAndCancelRoutes<
  Params extends z.ZodType<{ id: number }>,
  Input extends z.ZodType,
  View extends z.ZodType,
>(app: ZodApp, routes: EditAndCancel<Params, Input, View>): void {
  const { guard, roles } = routes;
  const only = guard.only(roles);
  const tags = ['staff'];
  // The schemas as Fastify sees them; the types above tie each domain's handlers to its own.
  const params: z.ZodType<{ id: number }> = routes.params;
  const body: z.ZodType = routes.body;
  const response: z.ZodType = routes.response;
  app.put(`${routes.path}/:id`, {
    preValidation: only,
    bodyLimit: PROMOTION_BODY_LIMIT,
    schema: { tags, params, querystring: noQuery, body, response: { 200: response } },
    handler: async (request) =>
      routes.update(await guard.requireStaff(request, roles), request.params.id, request.body as z.infer<Input>, request.ip),
  });
  app.post(`${routes.path}/:id/cancel`, {
    preValidation: only,
    bodyLimit: 1024,
    schema: { tags, params, querystring: noQuery, response: { 200: response } },
    handler: async (request) => routes.cancel(await guard.requireStaff(request, roles), request.params.id, request.ip),
  });
}
