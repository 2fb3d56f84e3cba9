import {
  CHAT_MAX_BYTES,
  CONTACT_MESSAGE_ROLES,
  SUPPORT_AGENT_ROLES,
  VIP_GRANT_ROLES,
  CHAT_MEDIA_TYPES,
  SUPPORT_MESSAGE_MAX,
  UPLOAD_MESSAGES,
  staffMoveRequestSchema,
  supportCaptionSchema,
  staffConversationListQuerySchema,
  staffConversationListSchema,
  staffConversationSchema,
  staffContactMessageListQuerySchema,
  staffContactMessageListSchema,
  staffContactMessageSchema,
  staffContactMessageStatusRequestSchema,
  supportConversationQuerySchema,
  supportConversationResponseSchema,
  supportConversationSchema,
  supportSendRequestSchema,
  supportUnreadSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth';
import { receiveUpload, registerMultipart, sendFile, type UploadPolicy } from '../files';
import { notFound, ValidationError } from '../http/errors';
import type { StaffGuard } from '../staff';
import type { SupportService } from './service';
import { noQuery, perMinute } from '../http/route-options';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
const BODY_LIMIT = 8 * 1024;

/** Chat attachments: JPEG, PNG, GIF, WebP or PDF, 5 MiB, with an optional caption (docs/decisions/019-uploads.md). */
const CHAT_UPLOAD: UploadPolicy = {
  maxBytes: CHAT_MAX_BYTES,
  mediaTypes: CHAT_MEDIA_TYPES,
  typeMessage: UPLOAD_MESSAGES.chatType,
  // Characters can take up to 4 bytes each.
  fields: { body: SUPPORT_MESSAGE_MAX * 4 },
};

/** The caption of an attachment: trimmed, possibly empty. */
function captionOf(fields: Record<string, string>): string {
  const caption = supportCaptionSchema.safeParse(fields['body'] ?? '');
  if (!caption.success) throw new ValidationError({ body: [`must be at most ${SUPPORT_MESSAGE_MAX} characters`] });
  return caption.data;
}

/** The player's side of the support chat: always the caller's own conversation, no id taken. */
export const supportRoutes =
  (deps: { support: SupportService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { support, guard } = deps;
    const tags = ['support'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/support/conversation', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: supportConversationQuerySchema, response: { 200: supportConversationResponseSchema } },
      handler: async (request) => {
        const { playerId } = await guard.requireSession(request);
        const restoreId = request.query.restore_id;
        if (restoreId === undefined) return { conversation: await support.conversation(playerId) };
        // A restore id (SHELL-20) opens only one of the caller's own conversations; any other is unknown.
        const conversation = await support.restore(playerId, restoreId);
        if (!conversation) throw notFound('Conversation not found.');
        return { conversation };
      },
    });

    app.post('/api/support/conversation/messages', {
      preValidation: guard.signedIn,
      bodyLimit: BODY_LIMIT,
      config: perMinute(30),
      schema: { tags, querystring: noQuery, body: supportSendRequestSchema, response: { 200: supportConversationSchema } },
      handler: async (request) => support.send((await guard.requireSession(request)).playerId, request.body.body),
    });

    app.post('/api/support/conversation/read', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: supportUnreadSchema } },
      handler: async (request) => {
        await support.markRead((await guard.requireSession(request)).playerId);
        return { unread_count: 0 };
      },
    });

    app.get('/api/support/unread', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: supportUnreadSchema } },
      handler: async (request) => ({ unread_count: await support.unread((await guard.requireSession(request)).playerId) }),
    });

    app.get('/api/support/attachments/:id', {
      preValidation: guard.signedIn,
      schema: { tags, params: idParams, querystring: noQuery },
      handler: async (request, reply) =>
        sendFile(reply, await support.attachment((await guard.requireSession(request)).playerId, request.params.id)),
    });

    // Only the upload's own plugin parses multipart bodies.
    const uploads: FastifyPluginAsyncZod = async (scope) => {
      await registerMultipart(scope, CHAT_UPLOAD);
      scope.post('/api/support/conversation/attachments', {
        preValidation: guard.signedIn,
        config: perMinute(10),
        schema: { tags, querystring: noQuery, consumes: ['multipart/form-data'], response: { 200: supportConversationSchema } },
        handler: async (request) => {
          const { playerId } = await guard.requireSession(request);
          const upload = await receiveUpload(request, CHAT_UPLOAD);
          return support.send(playerId, captionOf(upload.fields), upload);
        },
      });
    };
    await app.register(uploads);
  };

/** The agents' side: queues, reading, answering and closing, within the queues of the agent's role. */
export const staffSupportRoutes =
  (deps: { support: SupportService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { support, guard } = deps;
    const tags = ['staff'];
    // Who may ask comes first (a 401 or 403 before any 422); the service then checks the queue.
    const agentsOnly = guard.only(SUPPORT_AGENT_ROLES);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/staff/support/conversations', {
      preValidation: agentsOnly,
      schema: { tags, querystring: staffConversationListQuerySchema, response: { 200: staffConversationListSchema } },
      handler: async (request) => {
        const { staff } = await guard.requireStaff(request);
        return { data: await support.queue(staff, request.query.group_id, request.query.status) };
      },
    });

    app.get('/api/staff/support/conversations/:id', {
      preValidation: agentsOnly,
      schema: { tags, params: idParams, querystring: noQuery, response: { 200: staffConversationSchema } },
      handler: async (request) => support.read((await guard.requireStaff(request)).staff, request.params.id),
    });

    app.post('/api/staff/support/conversations/:id/messages', {
      preValidation: agentsOnly,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: idParams,
        querystring: noQuery,
        body: supportSendRequestSchema,
        response: { 200: staffConversationSchema },
      },
      handler: async (request) => support.answer((await guard.requireStaff(request)).staff, request.params.id, request.body.body),
    });

    app.post('/api/staff/support/conversations/:id/read', {
      preValidation: agentsOnly,
      schema: { tags, params: idParams, querystring: noQuery, response: { 200: staffConversationSchema } },
      handler: async (request) => support.markReadByStaff((await guard.requireStaff(request)).staff, request.params.id),
    });

    app.post('/api/staff/support/conversations/:id/move', {
      preValidation: agentsOnly,
      bodyLimit: 1024,
      schema: {
        tags,
        params: idParams,
        querystring: noQuery,
        body: staffMoveRequestSchema,
        response: { 200: staffConversationSchema },
      },
      handler: async (request) =>
        support.move((await guard.requireStaff(request)).staff, request.params.id, request.body.group_id),
    });

    app.get('/api/staff/support/attachments/:id', {
      preValidation: agentsOnly,
      schema: { tags, params: idParams, querystring: noQuery },
      handler: async (request, reply) =>
        sendFile(reply, await support.staffAttachment((await guard.requireStaff(request)).staff, request.params.id)),
    });

    const uploads: FastifyPluginAsyncZod = async (scope) => {
      await registerMultipart(scope, CHAT_UPLOAD);
      scope.post('/api/staff/support/conversations/:id/attachments', {
        preValidation: agentsOnly,
        config: perMinute(30),
        schema: {
          tags,
          params: idParams,
          querystring: noQuery,
          consumes: ['multipart/form-data'],
          response: { 200: staffConversationSchema },
        },
        handler: async (request) => {
          const { staff } = await guard.requireStaff(request);
          const upload = await receiveUpload(request, CHAT_UPLOAD);
          return support.answer(staff, request.params.id, captionOf(upload.fields), upload);
        },
      });
    };
    await app.register(uploads);

    // Contact-form messages (POST /api/send_contact_message), worked by the default queue's agents.
    app.get('/api/staff/support/contact-messages', {
      preValidation: guard.only(CONTACT_MESSAGE_ROLES),
      schema: { tags, querystring: staffContactMessageListQuerySchema, response: { 200: staffContactMessageListSchema } },
      handler: async (request) => ({
        data: await support.contactMessages((await guard.requireStaff(request)).staff, request.query.status),
      }),
    });

    app.post('/api/staff/support/contact-messages/:id/status', {
      preValidation: guard.only(CONTACT_MESSAGE_ROLES),
      bodyLimit: 1024,
      schema: {
        tags,
        params: idParams,
        querystring: noQuery,
        body: staffContactMessageStatusRequestSchema,
        response: { 200: staffContactMessageSchema },
      },
      handler: async (request) =>
        support.settleContactMessage((await guard.requireStaff(request)).staff, request.params.id, request.body.status),
    });

    // A support lead places a player in a VIP level group, which sends their chat to the VIP queue.
    app.post('/api/staff/support/players/:id/vip', {
      preValidation: guard.only(VIP_GRANT_ROLES),
      bodyLimit: 1024,
      schema: {
        tags,
        params: idParams,
        querystring: noQuery,
        body: z.object({ group_id: z.number().int() }).strict(),
        response: { 200: z.object({ groups: z.array(z.number().int()) }) },
      },
      handler: async (request) => ({
        groups: await support.grantVip((await guard.requireStaff(request)).staff, request.params.id, request.body.group_id),
      }),
    });

    app.post('/api/staff/support/conversations/:id/close', {
      preValidation: agentsOnly,
      schema: { tags, params: idParams, querystring: noQuery, response: { 200: staffConversationSchema } },
      handler: async (request) => support.close((await guard.requireStaff(request)).staff, request.params.id),
    });
  };
