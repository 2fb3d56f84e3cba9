import {
  captchaChallengeSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  confirmationQuerySchema,
  confirmationResendRequestSchema,
  confirmationResponseSchema,
  okBodySchema,
  passwordResetRequestSchema,
  passwordRestoreRequestSchema,
  playerSchema,
  registrationRequestSchema,
  signInRequestSchema,
  updateDetailsRequestSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerService } from '../players';
import type { CaptchaService } from './captcha';
import type { Guard } from './guard';
import type { RecoveryService } from './recovery';
import type { SecurityService } from './security';
import type { AuthService } from './service';
import { noQuery, perMinute } from '../http/route-options';

const AUTH_BODY_LIMIT = 8 * 1024;
const tags = ['auth'];
/** Cheap per-address limits in front of the database-backed ones (they need no lookup). */
const noStore = { 'cache-control': 'no-store' };

export const authRoutes =
  (deps: {
    auth: AuthService;
    recovery: RecoveryService;
    security: SecurityService;
    players: PlayerService;
    captcha: CaptchaService;
    guard: Guard;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, recovery, security, players, captcha, guard } = deps;

    app.get('/api/captcha/challenge', {
      config: perMinute(60),
      schema: { tags, querystring: noQuery, response: { 200: captchaChallengeSchema } },
      handler: async (_request, reply) => reply.headers(noStore).send(await captcha.challenge()),
    });

    app.post('/check-email', {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perMinute(20),
      schema: { tags, querystring: noQuery, body: checkEmailRequestSchema, response: { 200: checkEmailResponseSchema } },
      handler: async (request) => ({ available: await auth.emailAvailable(request.body.email) }),
    });

    app.post('/api/users', {
      bodyLimit: AUTH_BODY_LIMIT,
      // A flood guard only: the hourly allowance of accounts per address is the throttle's (LIMITS).
      config: perMinute(60),
      schema: { tags, querystring: noQuery, body: registrationRequestSchema, response: { 200: playerSchema } },
      handler: async (request, reply) => {
        const { user } = request.body;
        const visitor = await guard.visitor(request, { dfpc: user.dfpc });
        const signedIn = await auth.register(user, visitor);
        guard.setSessionCookie(reply, signedIn.token);
        return reply.headers(noStore).send(await players.get(signedIn.playerId));
      },
    });

    app.post('/api/users/sign_in', {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perMinute(30),
      schema: { tags, querystring: noQuery, body: signInRequestSchema, response: { 200: playerSchema } },
      handler: async (request, reply) => {
        const { user } = request.body;
        const signedIn = await auth.signIn(user, await guard.visitor(request, { dfpc: user.dfpc }));
        guard.setSessionCookie(reply, signedIn.token);
        return reply.headers(noStore).send(await players.get(signedIn.playerId));
      },
    });

    app.delete('/api/users/sign_out', {
      schema: { tags, querystring: noQuery, response: { 200: okBodySchema } },
      handler: async (request, reply) => {
        // Signing out without a session is not an error: the browser ends up signed out either way.
        const session = await guard.optionalSession(request);
        if (session) await security.signOut(session.id);
        guard.clearSessionCookie(reply);
        return { ok: true as const };
      },
    });

    app.post('/api/users/password', {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perMinute(10),
      schema: { tags, querystring: noQuery, body: passwordResetRequestSchema, response: { 200: okBodySchema } },
      handler: async (request) => {
        await recovery.requestReset(request.body.user.email, await guard.visitor(request));
        return { ok: true as const };
      },
    });

    app.put('/api/users/password', {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perMinute(10),
      schema: { tags, querystring: noQuery, body: passwordRestoreRequestSchema, response: { 200: okBodySchema } },
      handler: async (request) => {
        const { reset_password_token: token, password } = request.body.user;
        await recovery.resetPassword(token, password);
        return { ok: true as const };
      },
    });

    app.get('/api/users/confirmation', {
      config: perMinute(20),
      schema: { tags, querystring: confirmationQuerySchema, response: { 200: confirmationResponseSchema } },
      handler: async (request, reply) => {
        const { email } = await recovery.confirm(request.query.confirmation_token);
        return reply.headers(noStore).send({ confirmed: true as const, email });
      },
    });

    app.post('/api/users/confirmation', {
      bodyLimit: AUTH_BODY_LIMIT,
      config: perMinute(10),
      schema: { tags, querystring: noQuery, body: confirmationResendRequestSchema, response: { 200: okBodySchema } },
      handler: async (request) => {
        const session = await guard.optionalSession(request);
        await recovery.resendConfirmation(
          request.body.user.email,
          request.body.captcha,
          await guard.visitor(request),
          session?.playerId,
        );
        return { ok: true as const };
      },
    });

    app.post('/api/auth_providers/update_details', {
      preValidation: guard.signedIn,
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { tags, querystring: noQuery, body: updateDetailsRequestSchema, response: { 200: playerSchema } },
      handler: async (request) => {
        const session = await guard.requireSession(request);
        await security.acceptTerms(session.playerId);
        return players.get(session.playerId);
      },
    });
  };
