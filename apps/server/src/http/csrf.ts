import type { FastifyInstance } from 'fastify';
import './signed-body';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@casino/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must carry `X-Requested-With: XMLHttpRequest`. A cross-site form
 * cannot set it and a cross-site fetch cannot without a CORS preflight we never grant; together
 * with SameSite=Lax session cookies this is the CSRF defence (docs/architecture.md §5). Routes marked
 * `signed` (payment webhooks, the seamless wallet) carry no cookie; their signature is checked instead.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  // A callback hook: no promise per request on the hot path of every API call.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE ||
      request.routeOptions.config?.signed === true
    ) {
      done();
      return;
    }
    reply.code(403).send({ error: `Missing ${CSRF_HEADER} header` });
  });
}
