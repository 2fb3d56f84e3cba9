import { notificationListQuerySchema, notificationListSchema, notificationUnreadSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth';
import { notFound } from '../http/errors';
import { noQuery, perMinute } from '../http/route-options';
import type { NotificationInbox } from './inbox';

/** A notification's id as the notification carries it (`deposit:42`), URL-encoded in the path. */
const idParams = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * The signed-in player's notifications (decision 037): the page newest first with the unread
 * count, mark one or all read, delete one (NOTIF-05). Every id is looked up among the caller's own
 * notifications only, so another player's id answers 404 like an unknown one.
 */
export const notificationRoutes =
  (deps: { inbox: NotificationInbox; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { inbox, guard } = deps;
    const tags = ['notifications'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/player/notifications', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListSchema } },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        return inbox.list(playerId, request.query.page, request.query.page_size);
      },
    });

    app.post('/api/player/notifications/read', {
      preValidation: guard.signedIn,
      config: perMinute(60),
      schema: { tags, querystring: noQuery, response: { 200: notificationUnreadSchema } },
      handler: async (request) => inbox.markAllRead((await guard.requireSession(request)).playerId),
    });

    app.post('/api/player/notifications/:id/read', {
      preValidation: guard.signedIn,
      config: perMinute(120),
      schema: { tags, params: idParams, querystring: noQuery, response: { 200: notificationUnreadSchema } },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        const answer = await inbox.markRead(playerId, request.params.id);
        if (!answer) throw notFound('Notification not found.');
        return answer;
      },
    });

    app.delete('/api/player/notifications/:id', {
      preValidation: guard.signedIn,
      config: perMinute(120),
      schema: { tags, params: idParams, querystring: noQuery, response: { 200: notificationUnreadSchema } },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        const answer = await inbox.remove(playerId, request.params.id);
        if (!answer) throw notFound('Notification not found.');
        return answer;
      },
    });
  };
