import {
  CONFIG_EDITOR_ROLES,
  configDocumentListSchema,
  configDocumentQuerySchema,
  configDocumentSchema,
  configDocumentUpdateSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuery } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { ConfigEditor } from './editor';

const nameParams = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/, 'is not a document name') }).strict();
const tags = ['staff'];
/** The largest document (the banners of a locale) is a few KB; a value over this is a mistake. */
const CONFIG_DOCUMENT_LIMIT = 64 * 1024;

/** The configuration editor (docs/decisions/025-config-editor.md): `config_admin` staff only. */
export const configEditorRoutes =
  (deps: { editor: ConfigEditor; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { editor, guard } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get('/api/staff/config', {
      preValidation: guard.only(CONFIG_EDITOR_ROLES),
      schema: { tags, querystring: noQuery, response: { 200: configDocumentListSchema } },
      handler: async (request) => {
        await guard.requireStaff(request, CONFIG_EDITOR_ROLES);
        return { data: await editor.list() };
      },
    });

    app.get('/api/staff/config/:name', {
      preValidation: guard.only(CONFIG_EDITOR_ROLES),
      schema: { tags, params: nameParams, querystring: configDocumentQuerySchema, response: { 200: configDocumentSchema } },
      handler: async (request) => {
        await guard.requireStaff(request, CONFIG_EDITOR_ROLES);
        return editor.get(request.params.name, request.query.locale);
      },
    });

    app.put('/api/staff/config/:name', {
      preValidation: guard.only(CONFIG_EDITOR_ROLES),
      bodyLimit: CONFIG_DOCUMENT_LIMIT,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        params: nameParams,
        querystring: configDocumentQuerySchema,
        body: configDocumentUpdateSchema,
        response: { 200: configDocumentSchema },
      },
      handler: async (request) => {
        const session = await guard.requireStaff(request, CONFIG_EDITOR_ROLES);
        const { value, updated_at: from } = request.body;
        return editor.replace(request.params.name, request.query.locale, value, from, session.staff.id);
      },
    });
  };
