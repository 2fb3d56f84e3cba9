import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PROMOTIONS_ROLES,
  couponBatchInputSchema,
  couponBatchListSchema,
  couponBatchSchema,
  giftTemplateInputSchema,
  playerGiftsQuerySchema,
  staffGiftCancelResponseSchema,
  staffGiftTemplateListSchema,
  staffGiftTemplateSchema,
  staffIdParamsSchema,
  staffIssueRequestSchema,
  staffIssueResponseSchema,
  staffPlayerGiftsSchema,
  staffReasonRequestSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ValidationError } from '../http/errors';
import { KEY_FORMAT_MESSAGE } from '../http/idempotency';
import { noQuery } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { PromotionsConsole, StaffActor } from './staff-service';

const tags = ['staff'];
const SMALL_BODY = 4 * 1024;
const TEMPLATE_BODY = 32 * 1024;
const params = staffIdParamsSchema;

/** The request's Idempotency-Key (docs/decisions/028-idempotency-keys.md): required here, bare or quoted. */
function issueKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) throw new ValidationError({ idempotency_key: ['is required: one key per issue action'] });
  const bare = typeof header === 'string' && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  if (typeof bare !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(bare)) throw new HttpError(400, KEY_FORMAT_MESSAGE);
  return bare;
}

/**
 * The promotions section of the staff console (docs/decisions/049-promotions-console.md), for
 * promotions managers: gift templates, coupon batches, gifts issued to players and groups, a
 * player's gifts and their cancellation. The role is checked before any input is read.
 */
export const staffPromotionRoutes =
  (deps: { promotions: PromotionsConsole; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { promotions, guard } = deps;
    const preValidation = guard.only(PROMOTIONS_ROLES);
    const actorOf = async (request: FastifyRequest): Promise<StaffActor> => ({
      actor: await guard.requireStaff(request, PROMOTIONS_ROLES),
      ip: request.ip,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/staff/promotions/templates', {
      preValidation,
      schema: { tags, querystring: noQuery, response: { 200: staffGiftTemplateListSchema } },
      handler: async () => promotions.templates(),
    });
    app.post('/api/staff/promotions/templates', {
      preValidation,
      bodyLimit: TEMPLATE_BODY,
      schema: { tags, querystring: noQuery, body: giftTemplateInputSchema, response: { 200: staffGiftTemplateSchema } },
      handler: async (request) => promotions.createTemplate(await actorOf(request), request.body),
    });
    app.put('/api/staff/promotions/templates/:id', {
      preValidation,
      bodyLimit: TEMPLATE_BODY,
      schema: { tags, params, querystring: noQuery, body: giftTemplateInputSchema, response: { 200: staffGiftTemplateSchema } },
      handler: async (request) => promotions.updateTemplate(await actorOf(request), request.params.id, request.body),
    });
    app.post('/api/staff/promotions/templates/:id/retire', {
      preValidation,
      bodyLimit: SMALL_BODY,
      schema: { tags, params, querystring: noQuery, body: staffReasonRequestSchema, response: { 200: staffGiftTemplateSchema } },
      handler: async (request) => promotions.retireTemplate(await actorOf(request), request.params.id, request.body.reason),
    });

    app.get('/api/staff/promotions/coupon_batches', {
      preValidation,
      schema: { tags, querystring: noQuery, response: { 200: couponBatchListSchema } },
      handler: async () => promotions.batches(),
    });
    app.post('/api/staff/promotions/coupon_batches', {
      preValidation,
      bodyLimit: SMALL_BODY,
      schema: { tags, querystring: noQuery, body: couponBatchInputSchema, response: { 200: couponBatchSchema } },
      handler: async (request) => promotions.createBatch(await actorOf(request), request.body),
    });
    app.post('/api/staff/promotions/coupon_batches/:id/retire', {
      preValidation,
      bodyLimit: SMALL_BODY,
      schema: { tags, params, querystring: noQuery, body: staffReasonRequestSchema, response: { 200: couponBatchSchema } },
      handler: async (request) => promotions.retireBatch(await actorOf(request), request.params.id, request.body.reason),
    });
    app.get('/api/staff/promotions/coupon_batches/:id/codes', {
      preValidation,
      schema: { tags, params, querystring: noQuery },
      handler: async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="coupon-batch-${request.params.id}.csv"`)
          .send(await promotions.batchCsv(request.params.id)),
    });

    app.post('/api/staff/promotions/gifts', {
      preValidation,
      bodyLimit: SMALL_BODY,
      schema: { tags, querystring: noQuery, body: staffIssueRequestSchema, response: { 200: staffIssueResponseSchema } },
      handler: async (request) => promotions.issue(await actorOf(request), issueKeyOf(request), request.body),
    });
    app.get('/api/staff/promotions/player_gifts', {
      preValidation,
      schema: { tags, querystring: playerGiftsQuerySchema, response: { 200: staffPlayerGiftsSchema } },
      handler: async (request) => promotions.playerGifts(request.query.player),
    });
    app.post('/api/staff/promotions/gifts/:id/cancel', {
      preValidation,
      bodyLimit: SMALL_BODY,
      schema: {
        tags,
        params,
        querystring: noQuery,
        body: staffReasonRequestSchema,
        response: { 200: staffGiftCancelResponseSchema },
      },
      handler: async (request) => promotions.cancel(await actorOf(request), request.params.id, request.body.reason),
    });
  };
