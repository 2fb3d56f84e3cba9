import {
  accountSchema,
  accountsQuerySchema,
  accountsResponseSchema,
  errorBodySchema,
  selectAccountRequestSchema,
  validationErrorBodySchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../auth';
import { ValidationError } from '../http/errors';
import { WalletError } from './errors';
import type { WalletService } from './service';
import { noQuery } from '../http/route-options';

/** GET and POST /api/player/accounts (requirements §core-7; PAY-16, PAY-17). */
export const walletRoutes =
  (wallet: WalletService, guard: Pick<Guard, 'requireSession' | 'signedIn'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/player/accounts', {
      preValidation: guard.signedIn,
      schema: {
        tags: ['wallet'],
        querystring: accountsQuerySchema,
        response: { 200: accountsResponseSchema, 401: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { playerId } = await guard.requireSession(request);
        // Balances change with every bet: never from a cache.
        return reply.header('cache-control', 'no-store').send(await wallet.getAccounts(playerId));
      },
    });

    app.post('/api/player/accounts', {
      preValidation: guard.signedIn,
      bodyLimit: 1024,
      schema: {
        tags: ['wallet'],
        querystring: noQuery,
        body: selectAccountRequestSchema,
        response: { 200: accountSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
      },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        try {
          return await wallet.selectAccount(playerId, request.body.currency);
        } catch (err) {
          // The web app returns this body to the wallet select (DECISIONS-4), so it names the field.
          if (err instanceof WalletError && err.code === 'currency_not_enabled')
            throw new ValidationError({ currency: [err.message] });
          throw err;
        }
      },
    });
  };
