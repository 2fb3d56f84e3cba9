import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';

/** How the server serves the web app's pages: from the production build or through Vite. */
export interface WebHandler {
  register(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
  devOrigin?: string;
}

/** What every route loader receives as `context` (declared again on the web side). */
export interface WebLoadContext {
  nonce: string;
  /** Where server-side loaders reach the API: this same process over loopback. */
  apiOrigin: string;
  requestId: string;
  clientIp: string;
  /** PUBLIC_URL's origin, or '' to use the request's own. */
  publicOrigin: string;
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

const NOT_PAGES = /^\/(api|realtime|messages)(\/|$)/;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
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
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- DOM and node stream typings differ only nominally
  return reply.send(Readable.fromWeb(response.body as any));
}

/** Where pages learn their API and public origins. */
export interface WebOrigins {
  api: () => string;
  publicUrl?: string;
}

function pageRoutes(app: FastifyInstance, getBuild: () => Promise<ServerBuild>, mode: string, origins: WebOrigins) {
  const publicOrigin = origins.publicUrl ? new URL(origins.publicUrl).origin : '';
  // One handler per build: creating it compiles the route tree.
  let current: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_PAGES.test(path)) return reply.code(404).send({ error: `${request.method} ${path} not found` });
    const build = await getBuild();
    if (current?.build !== build) current = { build, handler: createRequestHandler(build, mode) };
    const handler = current.handler;
    const context: WebLoadContext = {
      nonce: reply.cspNonce?.script ?? '',
      apiOrigin: origins.api(),
      requestId: request.id,
      clientIp: request.ip,
      publicOrigin,
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React Router's context type is declared by the web app
    const response = await handler(toWebRequest(request, reply), context as any);
    return sendWebResponse(reply, response);
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
    async register(app) {
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
      pageRoutes(app, async () => build, 'production', origins);
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
    async register(app) {
      const middie = await import('@fastify/middie');
      await app.register(middie.default);
      app.use(vite.middlewares);
      pageRoutes(
        app,
        async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
        'development',
        origins,
      );
    },
    close: () => vite.close(),
  };
}
