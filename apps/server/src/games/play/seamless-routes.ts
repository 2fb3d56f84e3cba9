import {
  SEAMLESS_SIGNATURE_HEADER,
  errorBodySchema,
  seamlessBalanceRequestSchema,
  seamlessBetRequestSchema,
  seamlessErrorSchema,
  seamlessResponseSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepRawJsonBody } from '../../http/signed-body';
import { SeamlessError } from './seamless';
import type { PlayService } from './service';
import type { PlayCaller, PlayRateLimiter } from './play-rate';
import { EXTERNAL_PROVIDER, tokenHashOf } from './sessions';
import { seamlessSignatureValid } from './signature';
import { noQuery } from '../../http/route-options';

const BODY_LIMIT = 4 * 1024;
/** Refusals of the seamless API carry a code; the platform's own (CSRF, rate limits) only the message. */
const refusal = z.union([seamlessErrorSchema, errorBodySchema]);
const responses = {
  200: seamlessResponseSchema,
  401: refusal,
  403: refusal,
  404: refusal,
  409: refusal,
  422: z.union([seamlessErrorSchema, validationErrorBodySchema]),
  429: refusal,
};
/**
 * POST /api/seamless/{balance,bet,win,rollback}: the seamless-wallet API an external game
 * provider calls (docs/decisions/011-game-play.md). No player session: the provider signs the
 * raw body with the shared secret; the player is named by the game session and player id.
 */
export const seamlessRoutes =
  (play: PlayService, rate: PlayRateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    keepRawJsonBody(app);

    /**
     * Checks the signature, then the rate of a paced call (a bet; docs/decisions/030-play-rate.md),
     * runs the call and answers a refusal as `{ error, code }`.
     */
    async function handle<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>, paced?: PlayCaller) {
      if (!seamlessSignatureValid(play.seamlessSecret, request.headers[SEAMLESS_SIGNATURE_HEADER], request.rawBody ?? '')) {
        return reply.code(401).send({ error: 'invalid signature', code: 'invalid_signature' as const });
      }
      const wait = paced ? await rate.check(request, paced) : null;
      if (wait !== null) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ error: 'too many bets in a short time', code: 'rate_limited' as const });
      }
      try {
        return reply.send(await run());
      } catch (err) {
        if (err instanceof SeamlessError) return reply.code(err.statusCode).send({ error: err.message, code: err.code });
        throw err;
      }
    }

    const provider = EXTERNAL_PROVIDER;
    /** The fields every money call carries, in the service's names. */
    const callOf = (body: { session: string; player_id: number; transaction_id: string; round_id: string }) => ({
      provider,
      session: body.session,
      playerId: body.player_id,
      transactionId: body.transaction_id,
      roundRef: body.round_id,
    });
    /** One signed POST route of the API; a paced one counts each call against the rate of its session and player. */
    function signedRoute<S extends z.ZodType>(
      path: string,
      body: S,
      run: (body: z.infer<S>) => Promise<unknown>,
      pace?: (body: z.infer<S>) => PlayCaller,
    ) {
      app.post(path, {
        bodyLimit: BODY_LIMIT,
        config: { signed: true },
        schema: { tags: ['seamless'], querystring: noQuery, body, response: responses },
        handler: (request, reply) => {
          const parsed = request.body as z.infer<S>;
          return handle(request, reply, () => run(parsed), pace?.(parsed));
        },
      });
    }

    signedRoute('/api/seamless/balance', seamlessBalanceRequestSchema, (body) =>
      play.seamless.balance({ provider, session: body.session, playerId: body.player_id }),
    );
    signedRoute(
      '/api/seamless/bet',
      seamlessBetRequestSchema,
      (body) => play.seamless.bet({ ...callOf(body), amountCents: body.amount_cents, currency: body.currency }),
      (body) => ({ session: tokenHashOf(body.session), playerId: body.player_id }),
    );
    signedRoute('/api/seamless/win', seamlessWinRequestSchema, (body) =>
      play.seamless.win({
        ...callOf(body),
        betTransactionId: body.bet_transaction_id,
        amountCents: body.amount_cents,
        currency: body.currency,
      }),
    );
    signedRoute('/api/seamless/rollback', seamlessRollbackRequestSchema, (body) =>
      play.seamless.rollback({ ...callOf(body), betTransactionId: body.bet_transaction_id }),
    );
  };
