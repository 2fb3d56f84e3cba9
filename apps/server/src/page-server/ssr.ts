import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ClientContext, PageLoadContext, PageServerEntryExports } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import {
  createPageCache,
  encodedBody,
  shareable,
  toCachedPage,
  type CacheState,
  type CachedPage,
  type PageCache,
} from './page-cache';
import { inProcessFetch } from './in-process-fetch';

/** How the server serves the web app's pages: from the production build or through Vite. */
export interface WebHandler {
  register(app: FastifyInstance, visitors: WebVisitors): Promise<void>;
  close(): Promise<void>;
  devOrigin?: string;
}

function webRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'apps', 'web');
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (existsSync(join(dir, 'react-router.config.ts'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('apps/web not found');
}

/** Paths of the API (the casino's and the in-house provider's), never pages: unknown ones answer a JSON 404. */
const NOT_PAGES = /^\/(api|realtime|messages|provider\/[^/]+\/api)(\/|$)/;

type Handler = ReturnType<typeof createRequestHandler>;

/** A top-level route's first path segment in lower case, or '' when it has none or it is not static. */
function staticFirstSegment(path: string | undefined): string {
  const first = (path ?? '').replace(/^\//, '').split('/')[0] ?? '';
  return /[:*?]/.test(first) ? '' : first.toLowerCase();
}

/**
 * Request handlers that each know only the routes a page path could match. React Router matches a
 * path against every branch of the tree, three times per page (the server's match, the loaders'
 * and the partial manifest the page carries), and the tree holds every page once per locale, so
 * the lobby at `/` was tested against all ~540 of them. A path whose first segment is `de` can
 * only match the shared routes (pathless or starting with a parameter) and those starting with
 * `de`: each distinct first segment gets a handler built from that part of the tree (routes and
 * manifest), the same matches in a tenth of the work, and the route tree each render builds from
 * the manifest is a tenth as large. Data and route-discovery requests keep the whole tree.
 */
function routeSubsets(build: ServerBuild, mode: string): (path: string) => Handler {
  const full = createRequestHandler(build, mode);
  if ((build.basename ?? '/') !== '/') return () => full;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const topFirst = new Map<string, string>();
  for (const route of routes) if (route.parentId === 'root') topFirst.set(route.id, staticFirstSegment(route.path));
  const segments = new Set([...topFirst.values()].filter(Boolean));
  const topOf = (id: string): string | undefined => {
    let route = build.routes[id];
    while (route?.parentId && route.parentId !== 'root') route = build.routes[route.parentId];
    return route?.parentId === 'root' ? route.id : undefined;
  };
  const handlers = new Map<string, Handler>();
  const subset = (segment: string): Handler => {
    let handler = handlers.get(segment);
    if (!handler) {
      const kept = Object.fromEntries(
        Object.entries(build.routes).filter(([id]) => {
          const top = topOf(id);
          if (top === undefined) return true; // the root itself
          const first = topFirst.get(top) ?? '';
          return first === '' || first === segment;
        }),
      );
      // The manifest too: each render builds its route tree from it.
      const assetRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(([id]) => id in kept));
      handler = createRequestHandler({ ...build, routes: kept, assets: { ...build.assets, routes: assetRoutes } }, mode);
      handlers.set(segment, handler);
    }
    return handler;
  };
  return (path) => {
    if (path.endsWith('.data') || path.startsWith('/__')) return full;
    let first: string;
    try {
      first = decodeURIComponent(path.split('/')[1] ?? '').toLowerCase();
    } catch {
      return full;
    }
    // Paths of no static top-level segment share one handler (the unprefixed pages and the catch-all).
    return subset(segments.has(first) ? first : '');
  };
}

/** What the server knows of a visitor that pages depend on (the guest page cache's key). */
export interface WebVisitors {
  /** The visitor's country as the API sees it. */
  country(request: FastifyRequest): string;
  /** The edge's country header (COUNTRY_HEADER), forwarded to the API by the server render. */
  countryHeader?: string;
  /** How long a guest's rendered page is kept per variant; 0 renders every page. */
  pageCacheTtlMs: number;
  /** What GET /client-context would answer this request. */
  clientContext?(request: FastifyRequest): Promise<ClientContext>;
}

function forwardedHeaders(request: FastifyRequest, countryHeader: string | undefined): Record<string, string> {
  const value = countryHeader ? request.headers[countryHeader] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return countryHeader && first ? { [countryHeader]: first } : {};
}

/**
 * The web app's server entry exports, beside React Router's, what packages/contracts declares
 * for the page server (apps/web/src/entry.server.tsx is typed by the same declaration). The build
 * is loaded at run time, not imported, so its module's type is React Router's alone.
 */
function entryExports(build: ServerBuild): PageServerEntryExports {
  return build.entry.module as ServerBuild['entry']['module'] & PageServerEntryExports;
}

/** `detached`: the render must not stop when this visitor goes away (others may be waiting for it). */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, detached = false): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  if (!detached) reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? null) : undefined,
    signal: controller.signal,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body));
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: CacheState) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  const { encoding, body } = encodedBody(page, String(request.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  // The same bytes for every guest of the variant: an ETag that holds, so a revisit may get a 304.
  return reply
    .header('content-security-policy', page.csp)
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .header('x-page-cache', state)
    .send(body);
}

/** Where pages learn their API and public origins. */
interface WebOrigins {
  api: () => string;
  publicUrl?: string;
}

function pageRoutes(
  app: FastifyInstance,
  getBuild: () => Promise<ServerBuild>,
  mode: string,
  origins: WebOrigins,
  visitors: WebVisitors,
) {
  const publicOrigin = origins.publicUrl ? new URL(origins.publicUrl).origin : '';
  const clientContextOf = visitors.clientContext?.bind(visitors);
  const apiFetch = inProcessFetch(app, origins.api);
  // One handler per build: creating it compiles the route tree.
  let current: { build: ServerBuild; handlerOf: (path: string) => Handler; pages: PageCache } | undefined;
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PAGES.test(path)) return reply.code(404).send({ error: `${request.method} ${path} not found` });
    const build = await getBuild();
    if (current?.build !== build) {
      current = {
        build,
        handlerOf: routeSubsets(build, mode),
        pages: createPageCache({ ttlMs: visitors.pageCacheTtlMs, maxBytes: 64 * 1024 * 1024 }),
      };
    }
    const { pages } = current;
    const handler = current.handlerOf(path);
    const context: PageLoadContext = {
      nonce: reply.cspNonce?.script ?? '',
      apiOrigin: origins.api(),
      apiFetch,
      requestId: request.id,
      clientIp: request.ip,
      forwardHeaders: forwardedHeaders(request, visitors.countryHeader),
      publicOrigin,
      ...(clientContextOf ? { clientContext: () => clientContextOf(request) } : {}),
    };
    const render = (webRequest: Request) => handler(webRequest, context);

    // A guest's document may be shared with the guests of the same variant (docs/decisions/021-guest-page-cache.md).
    const variantOf = entryExports(build).guestPageVariant;
    const document = request.method === 'GET' && !path.endsWith('.data') && !path.startsWith('/__');
    const shared = visitors.pageCacheTtlMs > 0 && document && variantOf ? variantOf(toWebRequest(request, reply, true)) : null;
    if (shared === null) return sendWebResponse(reply, await render(toWebRequest(request, reply)));

    const key = `${request.protocol}://${request.host}${request.url} ${visitors.country(request)} ${shared}`;
    const result = await pages.get(key, async () => {
      const response = await render(toWebRequest(request, reply, true));
      if (!shareable(response)) return { response };
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      return { page: await toCachedPage(response, reply.cspNonce ?? { script: '', style: '' }, csp) };
    });
    if ('response' in result) return sendWebResponse(reply, result.response);
    return sendCachedPage(request, reply, result.page, result.state);
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', schema: { hide: true }, handler: handle });
}

/** Serves the production build: hashed assets for a year, pages rendered per request. */
export async function productionWeb(origins: WebOrigins): Promise<WebHandler> {
  const root = webRoot();
  const serverBuildPath = join(root, 'build', 'server', 'index.js');
  if (!existsSync(serverBuildPath)) throw new Error(`web build missing at ${serverBuildPath}: run npm run build`);
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  return {
    async register(app, visitors) {
      await app.register(fastifyStatic, {
        root: resolve(root, 'build', 'client'),
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          if (filePath.includes(`${join('build', 'client', 'assets')}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'public, max-age=3600');
          }
        },
      });
      pageRoutes(app, async () => build, 'production', origins, visitors);
    },
    async close() {},
  };
}

/** Development: Vite in middleware mode, modules reloaded on change. */
export async function developmentWeb(origins: WebOrigins): Promise<WebHandler> {
  const root = webRoot();
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  return {
    async register(app, visitors) {
      const middie = await import('@fastify/middie');
      await app.register(middie.default);
      app.use(vite.middlewares);
      pageRoutes(
        app,
        async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
        'development',
        origins,
        // Development renders every page: a cached page would hide the change just made.
        { ...visitors, pageCacheTtlMs: 0 },
      );
    },
    close: () => vite.close(),
  };
}
