import {
  bannerViewsRequestSchema,
  contactMessageRequestSchema,
  logRequestSchema,
  metricsErrorsValidationRequestSchema,
  networkPerformanceRequestSchema,
  okBodySchema,
  performanceRequestSchema,
  pwaEventRequestSchema,
  utmRequestSchema,
} from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestMeta, TelemetryKind, TelemetryService } from './service';
import { noQuery } from '../http/route-options';

/** Telemetry is cheap to send and cheap to abuse: small bodies and a per-IP rate limit. */
const telemetryLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const contactLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
const TELEMETRY_BODY_LIMIT = 16 * 1024;
/** No call takes query parameters; an unknown one is a 422 like an unknown body field. */

export const telemetryRoutes =
  (telemetry: TelemetryService, playerIdOf: (request: FastifyRequest) => Promise<number | null>): FastifyPluginAsyncZod =>
  async (app) => {
    const meta = async (request: FastifyRequest): Promise<RequestMeta> => ({
      ip: request.ip,
      playerId: await playerIdOf(request),
      requestId: request.id,
    });
    const sink = (method: 'PUT' | 'POST', url: string, kind: TelemetryKind, body: z.ZodType) => {
      app.route({
        method,
        url,
        bodyLimit: TELEMETRY_BODY_LIMIT,
        config: telemetryLimit,
        schema: { tags: ['telemetry'], querystring: noQuery, body, response: { 200: okBodySchema } },
        handler: async (request) => {
          await telemetry.record(kind, request.body, await meta(request));
          return { ok: true as const };
        },
      });
    };
    sink('PUT', '/log', 'log', logRequestSchema);
    sink('PUT', '/performance', 'performance', performanceRequestSchema);
    sink('PUT', '/network-performance', 'network-performance', networkPerformanceRequestSchema);
    sink('PUT', '/metrics-errors-validation', 'validation-errors', metricsErrorsValidationRequestSchema);
    sink('POST', '/log_utm_set', 'utm-set', utmRequestSchema);
    sink('POST', '/log_utm_send', 'utm-send', utmRequestSchema);
    sink('POST', '/api/pwa_events', 'pwa-event', pwaEventRequestSchema);
    sink('POST', '/api/promotions/banner-views', 'banner-views', bannerViewsRequestSchema);

    app.post('/api/send_contact_message', {
      bodyLimit: TELEMETRY_BODY_LIMIT,
      config: contactLimit,
      schema: {
        tags: ['support'],
        querystring: noQuery,
        body: contactMessageRequestSchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
      handler: async (request) => ({ id: await telemetry.contact(request.body, await meta(request)) }),
    });
  };
