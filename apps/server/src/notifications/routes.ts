import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { mailOutbox } from './tables';

/**
 * GET /dev/mailbox: the mail outbox as JSON, newest first, with the links found in each mail,
 * so a developer and the end-to-end tests can follow confirmation and reset links. Registered
 * outside production only; hidden from the API document.
 */
export const devMailboxRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/dev/mailbox', {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(254).optional() }).strict(),
      },
      handler: async (request, reply) => {
        const rows = await db
          .select()
          .from(mailOutbox)
          .where(request.query.to ? eq(mailOutbox.to, request.query.to.toLowerCase()) : undefined)
          .orderBy(desc(mailOutbox.id))
          .limit(100);
        return reply.header('cache-control', 'no-store').send({
          data: rows.map((r) => ({
            id: r.id,
            to: r.to,
            kind: r.kind,
            locale: r.locale,
            subject: r.subject,
            text: r.text,
            links: [...r.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
            created_at: r.createdAt.toISOString(),
            sent_at: r.sentAt?.toISOString() ?? null,
          })),
        });
      },
    });
  };
