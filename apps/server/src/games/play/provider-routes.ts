import {
  crashBetRequestSchema,
  crashCashoutRequestSchema,
  crashHistorySchema,
  crashStateSchema,
  currentRoundResponseSchema,
  engineInfoSchema,
  errorBodySchema,
  GAME_SESSION_HEADER,
  playRoundSchema,
  roundActionRequestSchema,
  startRoundRequestSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../../auth';
import { engineById, isEngineId } from '../engines';
import { notFound, tooManyRequests } from '../../http/errors';
import type { PlayService } from './service';
import { INHOUSE_PROVIDER, tokenHashOf } from './sessions';
import { PLAY_TOO_FAST, type PlayRateLimiter } from './play-rate';
import { noQuery } from '../../http/route-options';
import { idempotent } from '../../http/idempotency';

const base = `/provider/${INHOUSE_PROVIDER}`;
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: validationErrorBodySchema,
  429: errorBodySchema,
};

const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[GAME_SESSION_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The in-house provider's round API, called by the game frame with its game session token in
 * `X-Game-Session`; it moves money through the seamless wallet in-process.
 */
export const providerRoutes =
  (play: PlayService, guard: Pick<Guard, 'optionalSession'>, rate: PlayRateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    const callerOf = async (request: FastifyRequest) => (await guard.optionalSession(request))?.playerId ?? null;
    /**
     * Counts a call that stakes or plays against the game session's and its player's rate
     * (docs/decisions/030-play-rate.md); an unknown session is left to the handler's 401. It runs
     * before validation and before an Idempotency-Key is claimed, so a refused call stores no answer.
     */
    const paced = async (request: FastifyRequest) => {
      const token = tokenOf(request);
      const session = token ? await play.sessions.resolve(token, false).catch(() => null) : null;
      if (!token || !session) return;
      const wait = await rate.check(request, { session: tokenHashOf(token), playerId: session.playerId });
      if (wait !== null) throw tooManyRequests(wait * 1000, PLAY_TOO_FAST);
    };

    // Bets, steps and cash-outs are paced, and honour Idempotency-Key per player and game session
    // (docs/decisions/028-idempotency-keys.md); a guest's demo session moves no money and has no player.
    const staking = {
      preValidation: paced,
      config: idempotent(
        async (request) => (await play.rounds.sessionFor(tokenOf(request), await callerOf(request))).playerId,
        [GAME_SESSION_HEADER],
      ),
    };

    app.post(`${base}/api/rounds`, {
      ...staking,
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['provider'],
        querystring: noQuery,
        body: startRoundRequestSchema,
        response: { 200: playRoundSchema, ...errors },
      },
      handler: async (request) =>
        play.rounds.start(
          tokenOf(request),
          { betCents: request.body.bet_cents, params: request.body.params, freeSpin: request.body.free_spin },
          await callerOf(request),
        ),
    });

    app.post(`${base}/api/rounds/:id/actions`, {
      ...staking,
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['provider'],
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
        querystring: noQuery,
        body: roundActionRequestSchema,
        response: { 200: playRoundSchema, ...errors },
      },
      handler: async (request) =>
        play.rounds.act(tokenOf(request), request.params.id, request.body.action, await callerOf(request)),
    });

    app.get(`${base}/api/rounds/current`, {
      schema: { tags: ['provider'], querystring: noQuery, response: { 200: currentRoundResponseSchema, ...errors } },
      handler: async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await play.rounds.current(tokenOf(request), await callerOf(request))),
    });

    // The crash game's shared round (docs/decisions/020-shared-crash-round.md).
    // Every process ticks the round on its own timer; the writes are conditional, so no leader is needed.
    app.addHook('onListen', async () => play.crash.start());
    app.addHook('onClose', async () => play.crash.stop());

    app.get(`${base}/api/crash/state`, {
      schema: { tags: ['provider'], querystring: noQuery, response: { 200: crashStateSchema, ...errors } },
      handler: async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await play.crash.state(tokenOf(request), await callerOf(request))),
    });

    app.post(`${base}/api/crash/bets`, {
      ...staking,
      bodyLimit: 1024,
      schema: {
        tags: ['provider'],
        querystring: noQuery,
        body: crashBetRequestSchema,
        response: { 200: playRoundSchema, ...errors },
      },
      handler: async (request) =>
        play.crash.bet(
          tokenOf(request),
          { round: request.body.round, betCents: request.body.bet_cents, autoCashout: request.body.auto_cashout ?? null },
          await callerOf(request),
        ),
    });

    app.post(`${base}/api/crash/cashout`, {
      ...staking,
      bodyLimit: 1024,
      schema: {
        tags: ['provider'],
        querystring: noQuery,
        body: crashCashoutRequestSchema,
        response: { 200: playRoundSchema, ...errors },
      },
      handler: async (request) => play.crash.cashout(tokenOf(request), request.body.round, await callerOf(request)),
    });

    app.get(`${base}/api/crash/history`, {
      schema: { tags: ['provider'], querystring: noQuery, response: { 200: crashHistorySchema } },
      handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await play.crash.history()),
    });

    // The game frames themselves are pages of the web app (apps/web/src/routes/game-frame.tsx),
    // served on this same path by the page handler; this API publishes what they play by.
    app.get(`${base}/api/engines/:engine`, {
      schema: {
        tags: ['provider'],
        params: z.object({ engine: z.string().max(40) }).strict(),
        querystring: noQuery,
        response: { 200: engineInfoSchema, 404: errorBodySchema },
      },
      handler: async (request, reply) => {
        const engine = request.params.engine;
        if (!isEngineId(engine)) throw notFound('game not found');
        const { meta } = engineById(engine);
        return reply.header('cache-control', 'public, max-age=3600').send({
          id: meta.id,
          kind: meta.kind,
          rules_key: meta.rulesKey,
          rtp: meta.rtp,
          volatility: meta.volatility,
          min_bet_cents: meta.minBet,
          max_bet_cents: meta.maxBet,
          multi_step: meta.multiStep,
          paytable: meta.paytable,
        });
      },
    });
  };
