import { reportQuerySchema, reportSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffGuard } from '../staff';
import { reportCsv } from './csv';
import type { Reports } from './service';

const tags = ['staff'];

/** GET /api/staff/reports and its CSV export, for the roles with `reports.read` (decision 068). */
export const reportRoutes =
  (deps: { reports: Reports; guard: StaffGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    const { reports, guard } = deps;
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    app.get('/api/staff/reports', {
      preValidation: guard.allow('reports.read'),
      schema: { tags, querystring: reportQuerySchema, response: { 200: reportSchema } },
      handler: async (request) => reports.report(request.query),
    });
    app.get('/api/staff/reports/export.csv', {
      preValidation: guard.allow('reports.read'),
      schema: { tags, querystring: reportQuerySchema, response: { 200: z.string() } },
      handler: async (request, reply) => {
        const { from, to, period } = request.query;
        const csv = reportCsv(await reports.report(request.query));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="casino-report-${period}-${from}-${to}.csv"`)
          .send(csv);
      },
    });
  };
