import {
  CMS_CONTENT_MAX,
  PROMOTIONS_ROLES,
  cmsPageEditSchema,
  staffCmsLocaleQuerySchema,
  staffCmsPageParamsSchema,
  staffCmsPageSchema,
  staffCmsPagesSchema,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noQuery, perMinute } from '../http/route-options';
import type { StaffGuard } from '../staff';
import type { CmsService } from './service';

/**
 * The CMS pages in the staff console (docs/decisions/069-cms-page-editor.md): the promotions
 * manager reads and edits a page's text per locale; every change is in the staff audit log.
 */
export const cmsStaffRoutes =
  (deps: { cms: CmsService; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { cms, guard } = deps;
    const tags = ['staff'];
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const read = { preValidation: guard.only(PROMOTIONS_ROLES) };

    app.get('/api/staff/cms/pages', {
      ...read,
      schema: { tags, querystring: noQuery, response: { 200: staffCmsPagesSchema } },
      handler: async (request) => {
        await guard.requireStaff(request, PROMOTIONS_ROLES);
        return { pages: await cms.staffPages() };
      },
    });
    app.get('/api/staff/cms/pages/:id', {
      ...read,
      schema: {
        tags,
        params: staffCmsPageParamsSchema,
        querystring: staffCmsLocaleQuerySchema,
        response: { 200: staffCmsPageSchema },
      },
      handler: async (request) => {
        await guard.requireStaff(request, PROMOTIONS_ROLES);
        return cms.staffPage(request.params.id, request.query.locale);
      },
    });
    app.put('/api/staff/cms/pages/:id', {
      ...read,
      bodyLimit: CMS_CONTENT_MAX * 4 + 16 * 1024,
      config: perMinute(60),
      schema: {
        tags,
        params: staffCmsPageParamsSchema,
        querystring: staffCmsLocaleQuerySchema,
        body: cmsPageEditSchema,
        response: { 200: staffCmsPageSchema },
      },
      handler: async (request) => {
        const session = await guard.requireStaff(request, PROMOTIONS_ROLES);
        return cms.savePage({ session, ip: request.ip }, request.params.id, request.query.locale, request.body);
      },
    });
  };
