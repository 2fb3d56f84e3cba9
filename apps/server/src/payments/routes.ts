import {
  challengeRequestSchema,
  cryptoAddressQuerySchema,
  cryptoAddressResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  errorBodySchema,
  fraudTransactionRequestSchema,
  okBodySchema,
  paymentHistoryItemSchema,
  paymentIdParamsSchema,
  paymentMethodsQuerySchema,
  paymentMethodsResponseSchema,
  paymentWebhookSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  validationErrorBodySchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@casino/contracts';
import { keepRawJsonBody } from '../http/signed-body';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth';
import { HttpError, ValidationError } from '../http/errors';
import { WebhookRefused } from './provider';
import type { PaymentsService } from './service';
import { noQuery, perMinute } from '../http/route-options';
import { idempotent } from '../http/idempotency';

const BODY_LIMIT = 4 * 1024;
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: validationErrorBodySchema,
};

/** The cashbox API (docs/decisions/010-payments.md): methods, deposits, withdrawals, history, recall, fraud data. */
export const paymentRoutes =
  (payments: PaymentsService, guard: Pick<Guard, 'requireSession' | 'signedIn' | 'visitor'>): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    const playerOf = async (request: Parameters<Guard['requireSession']>[0]) => (await guard.requireSession(request)).playerId;
    // The calls that move money honour Idempotency-Key (docs/decisions/028-idempotency-keys.md).
    const once = idempotent(playerOf);

    app.get('/api/player/payments/methods', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: paymentMethodsQuerySchema, response: { 200: paymentMethodsResponseSchema, ...errors } },
      handler: async (request, reply) => {
        const playerId = await playerOf(request);
        const { currency, action } = request.query;
        return reply.header('cache-control', 'private, no-store').send(await payments.methods(playerId, currency, action));
      },
    });

    app.get('/api/player/payments/crypto_address', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: cryptoAddressQuerySchema, response: { 200: cryptoAddressResponseSchema, ...errors } },
      handler: async (request) => payments.cryptoAddress(await playerOf(request), request.query.currency),
    });

    app.get('/api/player/payments', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: paymentsQuerySchema, response: { 200: paymentsResponseSchema, ...errors } },
      handler: async (request, reply) => {
        const playerId = await playerOf(request);
        const page = await payments.history(playerId, request.query.page, request.query.per_page);
        return reply.header('cache-control', 'private, no-store').send(page);
      },
    });

    app.post('/api/player/payments/deposits', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: { ...perMinute(20), ...once },
      schema: { tags, querystring: noQuery, body: depositRequestSchema, response: { 200: depositResponseSchema, ...errors } },
      handler: async (request) => {
        const playerId = await playerOf(request);
        return payments.deposit(playerId, request.body, { country: (await guard.visitor(request)).country });
      },
    });

    app.post('/api/player/payments/withdrawals', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: { ...perMinute(20), ...once },
      schema: {
        tags,
        querystring: noQuery,
        body: withdrawalRequestSchema,
        response: { 200: withdrawalResponseSchema, ...errors },
      },
      handler: async (request) => payments.withdraw(await playerOf(request), request.body),
    });

    app.post('/api/player/payments/:id/recall', {
      preValidation: guard.signedIn,
      config: { ...perMinute(30), ...once },
      schema: {
        tags,
        params: paymentIdParamsSchema,
        querystring: noQuery,
        response: { 200: paymentHistoryItemSchema, ...errors },
      },
      handler: async (request) => payments.recall(await playerOf(request), request.params.id),
    });

    app.post('/api/player/payments/:id/challenge', {
      preValidation: guard.signedIn,
      bodyLimit: 1024,
      config: { ...perMinute(20), ...once },
      schema: {
        tags,
        params: paymentIdParamsSchema,
        querystring: noQuery,
        body: challengeRequestSchema,
        response: { 200: paymentHistoryItemSchema, ...errors },
      },
      handler: async (request) => payments.answerChallenge(await playerOf(request), request.params.id, request.body),
    });

    app.delete('/api/player/payments/saved_profiles/:id', {
      preValidation: guard.signedIn,
      config: perMinute(30),
      schema: { tags, params: paymentIdParamsSchema, querystring: noQuery, response: { 200: okBodySchema, ...errors } },
      handler: async (request) => {
        await payments.deleteProfile(await playerOf(request), request.params.id);
        return { ok: true as const };
      },
    });

    app.post('/api/users/transaction', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(60),
      schema: { tags, querystring: noQuery, body: fraudTransactionRequestSchema, response: { 200: okBodySchema, ...errors } },
      handler: async (request) => {
        await payments.recordFraudData(await playerOf(request), request.body);
        return { ok: true as const };
      },
    });
  };

const webhookParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'is not a provider name') }).strict();

/**
 * POST /api/payments/webhooks/{provider}: no session; the provider's signature over the raw
 * body, a fresh timestamp and a once-only event id are required.
 */
export const paymentWebhookRoutes =
  (payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    keepRawJsonBody(app);

    app.post('/api/payments/webhooks/:provider', {
      bodyLimit: 8 * 1024,
      config: { ...perMinute(600), signed: true },
      schema: {
        tags: ['payments'],
        params: webhookParams,
        querystring: noQuery,
        body: paymentWebhookSchema,
        response: { 200: z.object({ ok: z.literal(true), duplicate: z.boolean() }), ...errors },
      },
      handler: async (request) => {
        try {
          const result = await payments.webhook(request.params.provider, request.headers, request.rawBody ?? '');
          return { ok: true as const, duplicate: result.duplicate };
        } catch (err) {
          if (err instanceof WebhookRefused) {
            if (err.statusCode === 401) throw new HttpError(401, err.message);
            throw new ValidationError({ base: [err.message] });
          }
          throw err;
        }
      },
    });
  };
