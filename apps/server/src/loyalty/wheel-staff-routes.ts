import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  lootBoxGrantResponseSchema,
  lootBoxGrantSchema,
  wheelAdminSchema,
  wheelDepositConfigSchema,
  wheelEditSchema,
  wheelSlugParamsSchema,
  PROMOTIONS_ROLES,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, ValidationError } from '../http/errors';
import { KEY_FORMAT_MESSAGE } from '../http/idempotency';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { LoyaltyService } from './service';

const ROLES = PROMOTIONS_ROLES;
const BODY_LIMIT = 64 * 1024;

/** The request's Idempotency-Key, required for a grant: one key per grant action. */
function grantKeyOf(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) throw new ValidationError({ idempotency_key: ['is required: one key per grant'] });
  const bare = typeof header === 'string' && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  if (typeof bare !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(bare)) throw new HttpError(400, KEY_FORMAT_MESSAGE);
  return bare;
}

/** The promotions manager's wheel segments, wheel deposit configuration and loot box grants (decisions 055, 072), audited (decision 046). */
export const wheelStaffRoutes =
  (deps: { loyalty: LoyaltyService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { loyalty, guard } = deps;
    const tags = ['staff'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const actorOf = async (request: FastifyRequest) => ({ session: await guard.requireStaff(request, ROLES), ip: request.ip });
    const write = { preValidation: guard.only(ROLES), bodyLimit: BODY_LIMIT, config: perMinute(60) };

    // WHEEL-10: the wheel deposit configuration (pay and get per wheel group and currency).
    app.get('/api/staff/wheels/deposit-config', {
      preValidation: guard.only(ROLES),
      schema: { tags, querystring: noQuery, response: { 200: wheelDepositConfigSchema } },
      handler: async (request) => {
        await actorOf(request);
        return loyalty.admin.depositConfig();
      },
    });
    app.put('/api/staff/wheels/deposit-config', {
      ...write,
      schema: { tags, querystring: noQuery, body: wheelDepositConfigSchema, response: { 200: wheelDepositConfigSchema } },
      handler: async (request) => loyalty.admin.setDepositConfig(await actorOf(request), request.body),
    });
    app.get('/api/staff/wheels/:slug', {
      preValidation: guard.only(ROLES),
      schema: { tags, params: wheelSlugParamsSchema, querystring: noQuery, response: { 200: wheelAdminSchema } },
      handler: async (request) => {
        await actorOf(request);
        return loyalty.admin.wheel(request.params.slug);
      },
    });
    app.put('/api/staff/wheels/:slug', {
      ...write,
      schema: {
        tags,
        params: wheelSlugParamsSchema,
        querystring: noQuery,
        body: wheelEditSchema,
        response: { 200: wheelAdminSchema },
      },
      handler: async (request) => loyalty.admin.saveWheel(await actorOf(request), request.params.slug, request.body),
    });
    app.post('/api/staff/lootboxes', {
      ...write,
      schema: { tags, querystring: noQuery, body: lootBoxGrantSchema, response: { 200: lootBoxGrantResponseSchema } },
      handler: async (request) => {
        const actor = await actorOf(request);
        return { ids: await loyalty.admin.grantBoxes(actor, request.body, grantKeyOf(request)) };
      },
    });
  };
