import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for the signatures of server-to-server calls. */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /**
     * The route is called server to server and authenticated by a signature over the raw body,
     * never by a session cookie: the CSRF header guard does not apply to it.
     */
    signed?: boolean;
  }
}

/**
 * Makes the plugin's JSON parser keep the raw text a signature covers, then parse it with
 * Fastify's safe parser (prototype poisoning refused as everywhere else). Register it inside the
 * plugin of the signed routes only.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    parseJson(request, text, done);
  });
}
