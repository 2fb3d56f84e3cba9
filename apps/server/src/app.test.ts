import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FE_CONFIG_NAMES, REQUEST_ID_HEADER, countriesResponseSchema } from '@casino/contracts';
import { createTestApp, type TestApp } from './test/app';
import { ROUTES } from './test/routes';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
        parameters?: { name: string; in: string }[];
        responses: Record<string, unknown>;
      }
    >
  >;
}

describe('GET /healthz', () => {
  it('answers ok and is left out of the API document', async () => {
    const res = await app.fastify.inject({ url: '/healthz' });
    expect(res.json()).toEqual({ ok: true });
    const doc = (await app.fastify.inject({ url: '/api/docs/json' })).json() as OpenApi;
    expect(doc.paths['/healthz']).toBeUndefined();
  });
});

describe('GET /api/docs/json', () => {
  it('API-004..API-085 serves an OpenAPI 3 document of every route, generated from the zod schemas', async () => {
    const res = await app.fastify.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as OpenApi;
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(op?.responses ?? {}), route.path).toContain('200');
    }
    for (const name of FE_CONFIG_NAMES) expect(doc.paths[`/api/fe/config/${name}`]?.['get']).toBeDefined();
  });

  it('SHELL-21 API-076 documents the request body fields of the contact form as required', async () => {
    const doc = (await app.fastify.inject({ url: '/api/docs/json' })).json() as OpenApi;
    const schema = doc.paths['/api/send_contact_message']?.['post']?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect([...(schema?.required ?? [])].sort()).toEqual(['email', 'message', 'name', 'subject']);
    const banners = doc.paths['/api/fe/config/banners-config']?.['get']?.parameters ?? [];
    expect(banners.map((p) => `${p.in}:${p.name}`)).toEqual(['query:locale']);
  });

  it('serves the interactive documentation page at /api/docs', async () => {
    const res = await app.fastify.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('every response', () => {
  it('carries security headers and a content security policy', async () => {
    const res = await app.fastify.inject({ url: '/api/info/countries' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // An API answer is data: its policy allows nothing, and it carries no nonce.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('nonce-');
  });

  it('gives every document its own script and style nonces in the site policy', async () => {
    const policies = await Promise.all(
      [1, 2].map(async () => String((await app.fastify.inject({ url: '/healthz' })).headers['content-security-policy'])),
    );
    const nonces = policies.map((csp) => {
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      const script = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
      const style = /style-src 'self' 'unsafe-inline' 'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
      expect(script).toBeDefined();
      expect(style).toBeDefined();
      expect(script).not.toBe(style);
      return script;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The documentation page is a document too.
    const docs = await app.fastify.inject({ url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).not.toContain("default-src 'none'");
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one with a UUID', async () => {
    const echoed = await app.fastify.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: 'trace-1234abcd' } });
    expect(echoed.headers[REQUEST_ID_HEADER]).toBe('trace-1234abcd');
    for (const incoming of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const res = await app.fastify.inject({ url: '/healthz', headers: { [REQUEST_ID_HEADER]: incoming } });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const errorResponse = await app.fastify.inject({ url: '/nope', headers: { [REQUEST_ID_HEADER]: 'trace-for-a-404' } });
    expect(errorResponse.headers[REQUEST_ID_HEADER]).toBe('trace-for-a-404');
  });

  it('is compressed when the client accepts gzip and the body is over 1 KB', async () => {
    const plain = await app.fastify.inject({ url: '/api/info/countries' });
    const gzipped = await app.fastify.inject({ url: '/api/info/countries', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(countriesResponseSchema.parse(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8')))).toEqual(plain.json());
    const small = await app.fastify.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.fastify.inject({ method: 'HEAD', url: '/api/info/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
