import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonces of this document's content security policy (empty for API answers). */
    cspNonce: { script: string; style: string };
  }
}

type CspDirectives = Record<string, Iterable<string>>;

interface NonceCarrier extends ServerResponse {
  cspNonce?: { script: string; style: string };
  /** This response's frame-ancestors sources ('self' plus embed-config's origins). */
  frameAncestors?: string;
}

interface SecurityHeadersOptions {
  /** The documents' directives, before the per-response nonces are added to script-src and style-src. */
  directives: CspDirectives | false;
  hsts: boolean;
  /**
   * The origins besides 'self' that may frame the site (embed-config, SHELL-16), read per request
   * (the config service caches it). Without it, frame-ancestors is what `directives` says.
   */
  frameAncestors?: () => Promise<readonly string[]>;
}

/** Paths answered by the JSON API; /api/docs is an HTML page and gets the documents' policy. */
const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers (helmet) on every response. The two middlewares are built once: documents get
 * the site's content security policy with fresh script and style nonces (read by a directive
 * function from the response), API answers a policy that allows nothing, and no per-request
 * nonce. Building helmet per request, as @fastify/helmet does for nonces, showed in the profile
 * of the catalogue routes.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: SecurityHeadersOptions): void {
  const base: HelmetOptions = { crossOriginEmbedderPolicy: false, strictTransportSecurity: options.hsts ? {} : false };
  const nonceOf = (kind: 'script' | 'style') => (_req: IncomingMessage, res: ServerResponse) => {
    const nonce = (res as NonceCarrier).cspNonce?.[kind];
    return nonce ? `'nonce-${nonce}'` : '';
  };
  const directives = options.directives;
  const configuredAncestors = options.frameAncestors;
  // frame-ancestors decides who may frame a page; X-Frame-Options (SAMEORIGIN only) would contradict it.
  const framed = Boolean(directives && configuredAncestors);
  const framing: Record<string, Iterable<string | ((req: IncomingMessage, res: ServerResponse) => string)>> = framed
    ? { frameAncestors: [(_req: IncomingMessage, res: ServerResponse) => (res as NonceCarrier).frameAncestors ?? "'self'"] }
    : {};
  const documentBase: HelmetOptions = {
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.hsts ? {} : false,
    xFrameOptions: !framed,
  };
  const documentHeaders = helmet({
    ...documentBase,
    contentSecurityPolicy: directives
      ? {
          useDefaults: false,
          directives: {
            ...directives,
            ...framing,
            scriptSrc: [...(directives['scriptSrc'] ?? []), nonceOf('script')],
            styleSrc: [...(directives['styleSrc'] ?? []), nonceOf('style')],
          },
        }
      : false,
  });
  const apiHeaders = helmet({
    ...base,
    contentSecurityPolicy: directives
      ? {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: [...(directives['frameAncestors'] ?? ["'self'"])] },
        }
      : false,
  });
  const noNonce = Object.freeze({ script: '', style: '' });
  // The API's headers are the same for every answer: helmet's middlewares run once here and the
  // hook sets what they set, instead of running a chain of a dozen middlewares per request.
  const apiHeaderList = staticHeadersOf(apiHeaders);

  // Null until onRequest sets it (a decorator may not hold a shared object).
  fastify.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  fastify.addHook('onRequest', (request, reply, hookDone) => {
    const res = reply.raw as NonceCarrier;
    if (isApiPath(request.url)) {
      reply.cspNonce = noNonce;
      for (const [name, value] of apiHeaderList) res.setHeader(name, value);
      hookDone();
      return;
    }
    const done = (err?: unknown) => hookDone(err as Error | undefined);
    const bytes = randomBytes(32).toString('hex');
    const nonce = { script: bytes.slice(0, 32), style: bytes.slice(32) };
    reply.cspNonce = nonce;
    res.cspNonce = nonce;
    if (!directives || !configuredAncestors) {
      documentHeaders(request.raw, res, done);
      return;
    }
    // An unreadable configuration frames nothing but the site itself.
    configuredAncestors()
      .catch(() => [] as readonly string[])
      .then((origins) => {
        res.frameAncestors = ["'self'", ...origins].join(' ');
        documentHeaders(request.raw, res, done);
      }, done);
  });
}

/**
 * Runs a helmet middleware whose headers depend on nothing in the request against a recording
 * response, and answers them as [name, value] pairs. Helmet only sets headers (and removes
 * X-Powered-By, which Fastify never sets).
 */
function staticHeadersOf(middleware: ReturnType<typeof helmet>): [string, string | number | readonly string[]][] {
  const list: [string, string | number | readonly string[]][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      list.push([name, value]);
      return recorder;
    },
    removeHeader() {},
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  if (!finished) throw new Error('the API security headers were not built synchronously');
  return list;
}
