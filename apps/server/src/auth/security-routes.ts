import {
  emailChangeRequestSchema,
  loginHistoryResponseSchema,
  okBodySchema,
  passwordChangeRequestSchema,
  passwordConfirmRequestSchema,
  sessionsResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupResponseSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from './guard';
import type { SecurityService } from './security';
import type { SessionService } from './sessions';
import { noQuery } from '../http/route-options';
import { deviceOf } from './device';

const BODY_LIMIT = 8 * 1024;
const tags = ['security'];
/** Password re-entry is a password guess too: a tight per-address limit. */
const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The security page (PROF-11): sessions, login history, password, email and two-factor. */
export const securityRoutes =
  (deps: {
    security: SecurityService;
    sessions: SessionService;
    guard: Guard;
    /** The country of an address (IP geolocation), for the sessions list. */
    countryOf: (ip: string) => string | null;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { security, sessions, guard, countryOf } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/api/player/sessions', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: sessionsResponseSchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        const rows = await sessions.list(session.playerId);
        return {
          data: rows.map((r) => ({
            id: r.id,
            ip: r.ip,
            user_agent: r.userAgent,
            ...deviceOf(r.userAgent),
            country: r.ip ? countryOf(r.ip) : null,
            created_at: r.createdAt.toISOString(),
            last_seen_at: r.lastSeenAt.toISOString(),
            current: r.id === session.id,
          })),
        };
      },
    });

    app.post('/api/player/sessions/end_others', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      schema: { tags, querystring: noQuery, response: { 200: z.object({ ended: z.number().int() }) } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        return { ended: await security.endOtherSessions(session.playerId, session.id) };
      },
    });

    app.get('/api/player/login_history', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: loginHistoryResponseSchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        const rows = await security.loginHistory(session.playerId);
        return {
          data: rows.map((r) => ({
            at: r.at.toISOString(),
            ip: r.ip,
            user_agent: r.userAgent,
            dfpc: r.dfpc,
            success: r.success,
            reason: r.reason,
          })),
        };
      },
    });

    app.put('/api/player/password', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: limited,
      schema: { tags, querystring: noQuery, body: passwordChangeRequestSchema, response: { 200: okBodySchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        await security.changePassword(
          session.playerId,
          session.id,
          request.body.current_password,
          request.body.password,
          request.ip,
        );
        return { ok: true as const };
      },
    });

    app.put('/api/player/email', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: limited,
      schema: { tags, querystring: noQuery, body: emailChangeRequestSchema, response: { 200: okBodySchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        await security.changeEmail(session.playerId, request.body.email, request.body.password, request.ip);
        return { ok: true as const };
      },
    });

    app.post('/api/player/two_factor', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: limited,
      schema: { tags, querystring: noQuery, body: passwordConfirmRequestSchema, response: { 200: twoFactorSetupResponseSchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        return security.setupTwoFactor(session.playerId, request.body.password, request.ip);
      },
    });

    app.post('/api/player/two_factor/confirm', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: limited,
      schema: {
        tags,
        querystring: noQuery,
        body: twoFactorConfirmRequestSchema,
        response: { 200: twoFactorConfirmResponseSchema },
      },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        return { recovery_codes: await security.confirmTwoFactor(session.playerId, request.body.code) };
      },
    });

    app.post('/api/player/two_factor/disable', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: limited,
      schema: { tags, querystring: noQuery, body: twoFactorDisableRequestSchema, response: { 200: okBodySchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        await security.disableTwoFactor(session.playerId, request.body.password, request.body.code, request.ip);
        return { ok: true as const };
      },
    });
  };
