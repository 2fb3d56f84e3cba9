import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  UPLOAD_MESSAGES,
  VERIFICATION_REVIEW_ROLES,
  documentReviewRequestSchema,
  documentTypeFieldSchema,
  okBodySchema,
  staffDocumentListQuerySchema,
  staffDocumentListSchema,
  staffDocumentSchema,
  verificationDocumentListSchema,
  verificationDocumentSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../auth';
import { receiveUpload, registerMultipart, sendFile, type UploadPolicy } from '../files';
import { ValidationError } from '../http/errors';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { VerificationService } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
const tags = ['verification'];
const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
  reply.header('cache-control', 'private, no-store');
};

/** Identity documents: JPEG, PNG, PDF or HEIC, 10 MiB, with their type as a text field. */
const DOCUMENT_UPLOAD: UploadPolicy = {
  maxBytes: DOCUMENT_MAX_BYTES,
  mediaTypes: DOCUMENT_MEDIA_TYPES,
  typeMessage: UPLOAD_MESSAGES.documentType,
  fields: { type: 32 },
};

/** The player's verification documents (PROF-10, docs/decisions/019-uploads.md). */
export const verificationRoutes =
  (deps: { verification: VerificationService; guard: Guard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { verification, guard } = deps;
    app.addHook('onSend', noStore);

    app.get('/api/player/documents', {
      preValidation: guard.signedIn,
      schema: { tags, querystring: noQuery, response: { 200: verificationDocumentListSchema } },
      handler: async (request) => verification.list((await guard.requireSession(request)).playerId),
    });

    app.get('/api/player/documents/:id/file', {
      preValidation: guard.signedIn,
      schema: { tags, params: idParams, querystring: noQuery },
      handler: async (request, reply) =>
        sendFile(reply, await verification.file((await guard.requireSession(request)).playerId, request.params.id)),
    });

    app.delete('/api/player/documents/:id', {
      preValidation: guard.signedIn,
      schema: { tags, params: idParams, querystring: noQuery, response: { 200: okBodySchema } },
      handler: async (request) => {
        await verification.remove((await guard.requireSession(request)).playerId, request.params.id);
        return { ok: true as const };
      },
    });

    // The upload lives in a plugin of its own: only it parses multipart bodies.
    const uploads: FastifyPluginAsyncZod = async (scope) => {
      await registerMultipart(scope, DOCUMENT_UPLOAD);
      scope.post('/api/player/documents', {
        preValidation: guard.signedIn,
        config: perMinute(20),
        schema: {
          tags,
          querystring: noQuery,
          consumes: ['multipart/form-data'],
          response: { 200: verificationDocumentSchema },
        },
        handler: async (request) => {
          const { playerId } = await guard.requireSession(request);
          const upload = await receiveUpload(request, DOCUMENT_UPLOAD);
          const type = documentTypeFieldSchema.safeParse(upload.fields['type']);
          if (!type.success)
            throw new ValidationError({ type: [`must be one of ${documentTypeFieldSchema.options.join(', ')}`] });
          return verification.upload(playerId, type.data, upload);
        },
      });
    };
    await app.register(uploads);
  };

/** The reviewers' side: pending documents, their files, approve or reject. */
export const staffVerificationRoutes =
  (deps: { verification: VerificationService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { verification, guard } = deps;
    const staffTags = ['staff'];
    app.addHook('onSend', noStore);

    app.get('/api/staff/documents', {
      preValidation: guard.only(VERIFICATION_REVIEW_ROLES),
      schema: { tags: staffTags, querystring: staffDocumentListQuerySchema, response: { 200: staffDocumentListSchema } },
      handler: async (request) => {
        await guard.requireStaff(request, VERIFICATION_REVIEW_ROLES);
        return { data: await verification.reviewQueue(request.query.status) };
      },
    });

    app.get('/api/staff/documents/:id/file', {
      preValidation: guard.only(VERIFICATION_REVIEW_ROLES),
      schema: { tags: staffTags, params: idParams, querystring: noQuery },
      handler: async (request, reply) => {
        await guard.requireStaff(request, VERIFICATION_REVIEW_ROLES);
        return sendFile(reply, await verification.reviewFile(request.params.id));
      },
    });

    app.post('/api/staff/documents/:id/review', {
      preValidation: guard.only(VERIFICATION_REVIEW_ROLES),
      bodyLimit: 1024,
      schema: {
        tags: staffTags,
        params: idParams,
        querystring: noQuery,
        body: documentReviewRequestSchema,
        response: { 200: staffDocumentSchema },
      },
      handler: async (request) => {
        const { staff } = await guard.requireStaff(request, VERIFICATION_REVIEW_ROLES);
        return verification.review(staff, request.params.id, request.body);
      },
    });
  };
