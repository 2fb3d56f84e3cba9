import {
  bonusCodeResponseSchema,
  bonusSettingsRequestSchema,
  bonusSettingsResponseSchema,
  closureRequestSchema,
  closureResponseSchema,
  setBonusCodeRequestSchema,
  playerGroupsRequestSchema,
  playerGroupsResponseSchema,
  playerSchema,
  playerSettingsSchema,
  playerStatsSchema,
  playerUpdateRequestSchema,
  restoreIdGetRequestSchema,
  restoreIdResponseSchema,
  restoreIdSetRequestSchema,
  subscriptionsSchema,
  subscriptionsUpdateRequestSchema,
  updateLocaleRequestSchema,
  updateLocaleResponseSchema,
  isLocale,
  okBodySchema,
  SUPPORT_CHAT_PROJECT,
  SUPPORT_CHAT_TYPE,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { forbidden } from '../http/errors';
import type { ClosureService } from './closure';
import type { PlayerService } from './service';
import { noQuery, perMinute } from '../http/route-options';

type App = Parameters<FastifyPluginAsyncZod>[0];

const BODY_LIMIT = 8 * 1024;
const tags = ['player'];

interface PlayerRouteDeps {
  players: PlayerService;
  guard: Guard;
  /** Account closure on request (docs/decisions/018-account-closure.md); absent, the route is not served. */
  closure?: ClosureService;
  /** True when the id is one of the player's own support conversations (our chat's restore ids). */
  ownsChatRestoreId?: (playerId: number, internalId: string) => Promise<boolean>;
}

/** GET and PATCH /api/player, the settings, the locale and the groups a player joins by themselves. */
function profileRoutes(app: App, { players, guard }: PlayerRouteDeps): void {
  app.get('/api/player', {
    preValidation: guard.signedIn,
    schema: { tags, querystring: noQuery, response: { 200: playerSchema } },
    handler: async (request) => players.get((await guard.requireSession(request)).playerId),
  });

  app.patch('/api/player', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: playerUpdateRequestSchema, response: { 200: playerSchema } },
    handler: async (request) => players.update((await guard.requireSession(request)).playerId, request.body),
  });

  // Guests read it too: the sign-in form needs the captcha key before anyone is signed in.
  app.get('/api/player/settings', {
    schema: { tags, querystring: noQuery, response: { 200: playerSettingsSchema } },
    handler: async (request) => {
      const session = await guard.optionalSession(request);
      const player = session ? await players.get(session.playerId) : null;
      return {
        locale: player && isLocale(player.locale) ? player.locale : null,
        currency: player?.currency ?? null,
        two_factor_enabled: player?.two_factor_enabled ?? false,
        captcha: { key: 'altcha', challenge_url: '/api/captcha/challenge' },
        session: { idle_timeout_s: SESSION_IDLE_MS / 1000, absolute_timeout_s: SESSION_TTL_MS / 1000 },
      };
    },
  });

  app.patch('/api/player/update_locale', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: updateLocaleRequestSchema, response: { 200: updateLocaleResponseSchema } },
    handler: async (request) => ({
      locale: await players.updateLocale((await guard.requireSession(request)).playerId, request.body.locale),
    }),
  });

  app.post('/api/player/groups', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: playerGroupsRequestSchema, response: { 200: playerGroupsResponseSchema } },
    handler: async (request) => ({
      groups: await players.joinGroups((await guard.requireSession(request)).playerId, request.body.groups.add),
    }),
  });
}

/** GIFT-17 GIFT-18 API-036 API-037 API-038: the deposit promo code and the bonus setting, stored on the player. */
function bonusCodeRoutes(app: App, { players, guard }: PlayerRouteDeps): void {
  app.patch('/api/player/set_bonus_code', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: setBonusCodeRequestSchema, response: { 200: bonusCodeResponseSchema } },
    handler: async (request) => ({
      deposit_bonus_code: await players.setBonusCode(
        (await guard.requireSession(request)).playerId,
        request.body.deposit_bonus_code,
      ),
    }),
  });

  app.patch('/api/player/update_bonus_settings', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: bonusSettingsRequestSchema, response: { 200: bonusSettingsResponseSchema } },
    handler: async (request) => ({
      can_issue_bonuses: await players.setCanIssueBonuses((await guard.requireSession(request)).playerId, request.body.can_issue),
    }),
  });

  app.delete('/api/player/clear_bonus_code', {
    preValidation: guard.signedIn,
    schema: { tags, querystring: noQuery, response: { 200: bonusCodeResponseSchema } },
    handler: async (request) => ({
      deposit_bonus_code: await players.setBonusCode((await guard.requireSession(request)).playerId, null),
    }),
  });
}

/** POST /api/player/closure: the password again, as for an email change; a password guess too, hence the tight limit. */
function closureRoute(app: App, guard: Guard, closure: ClosureService): void {
  app.post('/api/player/closure', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    config: perMinute(5),
    schema: { tags, querystring: noQuery, body: closureRequestSchema, response: { 200: closureResponseSchema } },
    handler: async (request, reply) => {
      const session = await guard.requireSession(request);
      const closed = await closure.close(session.playerId, request.body.password, request.body.reason);
      guard.clearSessionCookie(reply);
      return closed;
    },
  });
}

/** The sign-in figures and the marketing flags. */
function statsAndSubscriptionRoutes(app: App, { players, guard }: PlayerRouteDeps): void {
  app.get('/api/player/stats', {
    preValidation: guard.signedIn,
    schema: { tags, querystring: noQuery, response: { 200: playerStatsSchema } },
    handler: async (request) => players.stats((await guard.requireSession(request)).playerId),
  });

  app.get('/api/subscriptions', {
    preValidation: guard.signedIn,
    schema: { tags, querystring: noQuery, response: { 200: subscriptionsSchema } },
    handler: async (request) => players.subscriptions((await guard.requireSession(request)).playerId),
  });

  app.put('/api/subscriptions', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags, querystring: noQuery, body: subscriptionsUpdateRequestSchema, response: { 200: subscriptionsSchema } },
    handler: async (request) => players.subscriptions((await guard.requireSession(request)).playerId, request.body),
  });
}

/** The chat widget's restore ids (SHELL-20). */
function restoreIdRoutes(app: App, deps: PlayerRouteDeps): void {
  const { players, guard } = deps;
  app.post('/restore-id/get', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['support'],
      querystring: noQuery,
      body: restoreIdGetRequestSchema,
      response: { 200: restoreIdResponseSchema },
    },
    handler: async (request) => {
      const session = await guard.requireSession(request);
      return { internal_id: await players.restoreId(session.playerId, request.body.project, request.body.type) };
    },
  });

  app.post('/restore-id/set', {
    preValidation: guard.signedIn,
    bodyLimit: BODY_LIMIT,
    schema: { tags: ['support'], querystring: noQuery, body: restoreIdSetRequestSchema, response: { 200: okBodySchema } },
    handler: async (request) => {
      const session = await guard.requireSession(request);
      const { project, type, internal_id: internalId } = request.body;
      // Our own chat's identity is the conversation: a player may only point it at one of theirs.
      if (
        deps.ownsChatRestoreId &&
        project === SUPPORT_CHAT_PROJECT &&
        type === SUPPORT_CHAT_TYPE &&
        !(await deps.ownsChatRestoreId(session.playerId, internalId))
      ) {
        throw forbidden('This chat is not yours.');
      }
      await players.setRestoreId(session.playerId, project, type, internalId);
      return { ok: true as const };
    },
  });
}

/** The player's own data (requirements §core-7 Player, Subscriptions, restore-id): always the caller's, never another's. */
export const playerRoutes =
  (deps: PlayerRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    profileRoutes(app, deps);
    bonusCodeRoutes(app, deps);
    if (deps.closure) closureRoute(app, deps.guard, deps.closure);
    statsAndSubscriptionRoutes(app, deps);
    restoreIdRoutes(app, deps);
  };
