import {
  CMS_PAGE_PATH_MAX,
  LOCALES,
  cmsFilesResponseSchema,
  cmsLocaleQuerySchema,
  cmsMenuResponseSchema,
  cmsPageSchema,
  cmsPagesResponseSchema,
  cmsSnippetsResponseSchema,
  DEFAULT_LOCALE,
  isLocale,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import type { CmsService } from './service';

const pathParams = z.object({ '*': z.string().min(1).max(CMS_PAGE_PATH_MAX) });
const messagesParams = z.object({ file: z.string().regex(/^[A-Za-z-]+\.json$/, 'must be {locale}.json') });
const messagesQuery = z.object({ t: z.coerce.number().int().nonnegative().optional() }).strict();
const pathSegment = /^[a-z0-9][a-z0-9-]*$/i;

export const cmsRoutes =
  (cms: CmsService): FastifyPluginAsyncZod =>
  async (app) => {
    const cacheable = { 'cache-control': 'public, max-age=60' };
    app.get('/api/cms/pages', {
      schema: { tags: ['cms'], querystring: cmsLocaleQuerySchema, response: { 200: cmsPagesResponseSchema } },
      handler: async (request, reply) =>
        reply.headers(cacheable).send({ data: await cms.pages(request.query.l ?? DEFAULT_LOCALE) }),
    });

    // One URL shape carries three lookups (requirements §core-7): /pages/{id}, /pages/{slug} and /pages{path}.
    app.get('/api/cms/pages/*', {
      schema: { tags: ['cms'], params: pathParams, querystring: cmsLocaleQuerySchema, response: { 200: cmsPageSchema } },
      handler: async (request, reply) => {
        const rest = request.params['*'].replace(/\/+$/, '');
        const locale = request.query.l ?? DEFAULT_LOCALE;
        if (/^\d+$/.test(rest)) return reply.headers(cacheable).send(await cms.pageById(Number(rest), locale));
        const segments = rest.split('/');
        if (segments.length > 6 || !segments.every((s) => pathSegment.test(s))) {
          throw new HttpError(404, `/${rest} page is not found`);
        }
        const page = await cms.pageByPath(`/${segments.join('/')}`, locale);
        return reply.headers(cacheable).send(page);
      },
    });

    app.get('/api/cms/menu', {
      schema: { tags: ['cms'], querystring: cmsLocaleQuerySchema, response: { 200: cmsMenuResponseSchema } },
      handler: async (request, reply) =>
        reply.headers(cacheable).send({ data: await cms.menu(request.query.l ?? DEFAULT_LOCALE) }),
    });

    app.get('/api/cms/snippets', {
      schema: { tags: ['cms'], querystring: cmsLocaleQuerySchema, response: { 200: cmsSnippetsResponseSchema } },
      handler: async (request, reply) =>
        reply.headers(cacheable).send({ data: await cms.snippets(request.query.l ?? DEFAULT_LOCALE) }),
    });
    app.get('/api/cms/files', {
      schema: { tags: ['cms'], querystring: cmsLocaleQuerySchema, response: { 200: cmsFilesResponseSchema } },
      handler: async (request, reply) =>
        reply.headers(cacheable).send({ data: await cms.files(request.query.l ?? DEFAULT_LOCALE) }),
    });

    // Messages are cached by the 5-minute bucket in `t`: a new bucket is a new URL.
    app.get('/messages/:file', {
      schema: {
        tags: ['cms'],
        params: messagesParams,
        querystring: messagesQuery,
        response: { 200: z.record(z.string(), z.string()) },
      },
      handler: async (request, reply) => {
        const locale = request.params.file.slice(0, -'.json'.length);
        if (!isLocale(locale)) throw new HttpError(404, `locale ${locale} is not one of ${LOCALES.join(', ')}`);
        return reply.header('cache-control', 'public, max-age=300').send(await cms.messages(locale));
      },
    });
  };
