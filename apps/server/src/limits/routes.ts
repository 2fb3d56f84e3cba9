import {
  errorBodySchema,
  limitChangeResponseSchema,
  limitConfirmRequestSchema,
  limitIdParamsSchema,
  limitRequestSchema,
  limitsResponseSchema,
  realityCheckRequestSchema,
  realityCheckSettingsSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import type { LimitsService } from './service';
import { noQuery, perMinute } from '../http/route-options';

const BODY_LIMIT = 1024;
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: validationErrorBodySchema,
};

/** Responsible-gaming limits (requirements §core-7 Limits; docs/decisions/012-limits.md). */
export const limitRoutes =
  (
    limits: LimitsService,
    guard: Pick<Guard, 'requireSession' | 'signedIn' | 'clearSessionCookie' | 'markBlockedBrowser'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['limits'];

    app.get('/api/user_limits', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: limitsResponseSchema, ...errors } },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return reply.header('cache-control', 'private, no-store').send(await limits.list(playerId));
      },
    });

    // Beyond the spec: the reality check's interval, the player's choice or the deployment's default.
    app.get('/api/user_limits/reality_check', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: realityCheckSettingsSchema, ...errors } },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        return reply.header('cache-control', 'private, no-store').send(await limits.realityCheck(playerId));
      },
    });

    app.put('/api/user_limits/reality_check', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(30),
      schema: {
        tags,
        querystring: noQuery,
        body: realityCheckRequestSchema,
        response: { 200: realityCheckSettingsSchema, ...errors },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        const settings = await limits.setRealityCheck(playerId, request.body.interval_minutes);
        return reply.header('cache-control', 'private, no-store').send(settings);
      },
    });

    app.post('/api/user_limits', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(30),
      schema: { tags, querystring: noQuery, body: limitRequestSchema, response: { 200: limitChangeResponseSchema, ...errors } },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        const result = await limits.set(playerId, request.body);
        // Cooling-off and self-exclusion end every session, this one included, and keep this browser out of demo play.
        if (request.body.type === 'cooling_off' || request.body.type === 'self_exclusion') {
          guard.clearSessionCookie(reply);
          const endsAt = result.limit?.ends_at;
          guard.markBlockedBrowser(reply, endsAt ? new Date(endsAt) : null);
        }
        return result;
      },
    });

    app.delete('/api/user_limits/:id', {
      preValidation: guard.signedIn,
      config: perMinute(30),
      schema: {
        tags,
        querystring: noQuery,
        params: limitIdParamsSchema,
        response: { 200: limitChangeResponseSchema, ...errors },
      },
      handler: async (request) => limits.remove((await guard.requireSession(request)).playerId, request.params.id),
    });

    app.post('/api/user_limits/confirm', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(10),
      schema: {
        tags,
        querystring: noQuery,
        body: limitConfirmRequestSchema,
        response: { 200: limitChangeResponseSchema, ...errors },
      },
      handler: async (request) => limits.confirm((await guard.requireSession(request)).playerId, request.body.token),
    });
  };
