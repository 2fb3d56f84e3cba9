import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, STAFF_ROLES, type StaffRole } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, cookie, register } from '../test/accounts';
import { writeCounts } from '../test/counts';
import { XHR, errorOf, fieldErrorsOf, injectFrom } from '../test/http';
import { BODY_ROUTES, ROUTES, accessOf, stringFields, withString, type RouteCase } from '../test/routes';
import { signedInStaff } from '../test/staff';
import { UNSTORABLE_TEXT_MESSAGE } from './validation';

let app: TestApp;
/** The session cookies of a player and of staff of every role: guarded routes check who asks before the input. */
let playerCookie: Record<string, string>;
const staffCookies = new Map<StaffRole, Record<string, string>>();
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  playerCookie = cookie((await register(app, 'error-model@example.com')).token);
  for (const role of STAFF_ROLES) staffCookies.set(role, (await signedInStaff(app, role)).headers);
});
afterAll(async () => {
  await app?.close();
});

const call = (options: InjectOptions) => injectFrom(app.fastify, options);
/** The cookie a guarded route needs to read its input (none for a route open to guests). */
function sessionFor(route: RouteCase): Record<string, string> {
  const access = accessOf(route);
  if (!access) return {};
  return access.kind === 'player' ? playerCookie : (staffCookies.get(access.role) ?? {});
}
/** The call as the route's rightful caller: the input checks below are what answers. */
const callAs = (route: RouteCase, options: InjectOptions) =>
  call({ ...options, headers: { ...(options.headers as Record<string, string>), ...sessionFor(route) } });
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
const valid = (route: RouteCase, extra: Partial<InjectOptions> = {}): InjectOptions => ({
  method: route.method,
  url: route.url,
  // A state-changing call carries the CSRF header even without a body (sign-out, end sessions).
  ...(route.body
    ? { headers: XHR, payload: route.body }
    : route.method !== 'GET'
      ? { headers: { [CSRF_HEADER]: 'XMLHttpRequest' } }
      : {}),
  ...extra,
});

/** Inputs that are wrong in every way but the ones each test names; none may answer 5xx. */
function badInputs(route: RouteCase): InjectOptions[] {
  const out: InjectOptions[] = [
    valid(route, { url: withQuery(route.url, 'bogus=1') }),
    valid(route, { url: withQuery(route.url, 'a[b][c]=1&a=2&%ZZ=%') }),
    valid(route, { url: withQuery(route.url, `q=${'é'.repeat(3000)}`) }),
  ];
  if (route.badQuery) out.push(valid(route, { url: withQuery(route.url.split('?')[0] ?? '', route.badQuery.query) }));
  const { body, wrongType, bodyLimit } = route;
  if (!body || !wrongType || !bodyLimit) return out;
  const raw = (payload: string, contentType = 'application/json') => ({
    method: route.method,
    url: route.url,
    headers: { ...XHR, 'content-type': contentType },
    payload,
  });
  return [
    ...out,
    raw('{"unterminated": '),
    raw('"just a string"'),
    raw('null'),
    raw('[1,2,3]'),
    raw(''),
    raw('{}'),
    raw('{"__proto__": {"admin": true}}'),
    raw(JSON.stringify({ ...body, nested: { deep: [[[[{}]]]] } })),
    raw('level=error&code=x', 'application/x-www-form-urlencoded'),
    raw('<xml/>', 'text/xml'),
    raw('plain text', 'text/plain'),
    valid(route, { payload: wrongType.body }),
    valid(route, { payload: { ...body, padding: 'x'.repeat(bodyLimit) } }),
    valid(route, { headers: { 'content-type': 'application/json' } }),
  ];
}

describe('the route table', () => {
  it('API-004..API-085 lists every route of the OpenAPI document, and only those', async () => {
    const doc = (await call({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(documented.sort());
  });
});

/** A JSON schema of the OpenAPI document, reduced to what the checks below read. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
}
type Operation = { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> };
/** The downloads: their 200 is a file of its own type, not JSON. */
const DOWNLOADS = [
  'GET /api/staff/promotions/coupon_batches/{id}/codes',
  'GET /api/support/attachments/{id}',
  'GET /api/staff/support/attachments/{id}',
  'GET /api/player/documents/{id}/file',
  'GET /api/staff/documents/{id}/file',
];

describe('the designed answers of every route', () => {
  it('API-002 API-003 each route declares its answer, every error it declares is the error model, and every paged list the pagination envelope', async () => {
    const doc = (await call({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBe(ROUTES.length);
    const errorModel = (schema: JsonSchema | undefined): boolean =>
      schema?.anyOf
        ? schema.anyOf.every(errorModel)
        : (schema?.required?.includes('error') === true && schema.properties?.['error']?.type === 'string') ||
          schema?.properties?.['errors']?.type === 'object';
    let paged = 0;
    for (const { name, op } of operations) {
      const ok = op.responses['200'];
      expect(ok, name).toBeDefined();
      const schema = ok?.content?.['application/json']?.schema;
      if (DOWNLOADS.includes(name)) expect(schema, name).toBeUndefined();
      else expect(schema, `${name} declares its JSON answer`).toBeDefined();
      for (const [status, answer] of Object.entries(op.responses)) {
        if (status === '200') continue;
        expect(Number(status), `${name} ${status}`).toBeGreaterThanOrEqual(400);
        expect(errorModel(answer.content?.['application/json']?.schema), `${name} ${status} is the error model`).toBe(true);
      }
      const pagination = schema?.properties?.['pagination'];
      if (!pagination) continue;
      paged += 1;
      expect(schema?.properties?.['data']?.type, `${name} data`).toBe('array');
      expect(pagination.required?.sort(), `${name} pagination`).toEqual(
        ['current_page', 'next_page', 'prev_page', 'total_count', 'total_pages'].sort(),
      );
    }
    // The lists the specification pages: games, payments, notifications, game rounds and the staff's.
    expect(paged).toBeGreaterThanOrEqual(6);
  });
});

describe.each(ROUTES)('$method $path', (route) => {
  it(`${route.ids} ERR-14 answers the valid request with ${route.status ?? 200}`, async () => {
    const res = await call(valid(route));
    expect(res.statusCode, res.body).toBe(route.status ?? 200);
  });

  it(`${route.ids} ERR-14 refuses an unknown query parameter with 422 naming it`, async () => {
    const res = await callAs(route, valid(route, { url: withQuery(route.url, 'bogus=1') }));
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ bogus: ['is not allowed'] });
  });

  it(`${route.ids} ERR-14 never answers 5xx to bad input, always with a body of the error model`, async () => {
    for (const input of badInputs(route)) {
      const res = await callAs(route, input);
      const label = `${input.method} ${String(input.url).slice(0, 80)} ${String(input.payload ?? '').slice(0, 60)}`;
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode >= 400) expect(errorBody(res.json()), label).toBe(true);
    }
  });
});

describe.each(ROUTES.filter((r) => r.badQuery))('$method $path with a query', (route) => {
  it(`${route.ids} ERR-14 refuses an invalid query value with 422 naming the parameter`, async () => {
    const bad = route.badQuery ?? { query: '', field: '' };
    const res = await callAs(route, valid(route, { url: withQuery(route.url.split('?')[0] ?? '', bad.query) }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(res))).toEqual([bad.field]);
  });

  // A query is UTF-8 on the wire: a surrogate's bytes decode to U+FFFD, but %00 is a NUL.
  it(`${route.ids} ERR-14 VAL-25 refuses a NUL in a query value with 422 naming it`, async () => {
    const field = route.badQuery?.field ?? '';
    const res = await callAs(route, valid(route, { url: withQuery(route.url.split('?')[0] ?? '', `${field}=a%00b`) }));
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ [field]: [UNSTORABLE_TEXT_MESSAGE] });
  });
});

function errorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return typeof (body as { error?: unknown }).error === 'string' || typeof (body as { errors?: unknown }).errors === 'object';
}

describe.each(BODY_ROUTES)('$method $path with a body', (route) => {
  const raw = (payload: string, headers: Record<string, string> = XHR) =>
    callAs(route, { method: route.method, url: route.url, headers, payload });

  it(`${route.ids} ERR-14 answers malformed JSON with 400 { error }`, async () => {
    const res = await raw('{"level": "error",');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Malformed JSON in request body');
  });

  it(`${route.ids} ERR-14 answers a wrong type with 422 naming the field`, async () => {
    const res = await callAs(route, valid(route, { payload: route.wrongType.body }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(res))).toEqual([route.wrongType.field]);
  });

  it(`${route.ids} ERR-14 answers an unknown field with 422 "is not allowed"`, async () => {
    const res = await callAs(route, valid(route, { payload: { ...route.body, admin: true } }));
    expect(res.statusCode).toBe(422);
    expect(fieldErrorsOf(res)).toEqual({ admin: ['is not allowed'] });
  });

  it(`${route.ids} ERR-14 VAL-25 refuses a NUL or an unpaired surrogate in any text field with 422 naming it`, async () => {
    const fields = [...stringFields(route.body), 'admin'];
    for (const field of fields) {
      for (const text of ['a\u0000b', '\ud800', 'x\udc00y']) {
        const body = field === 'admin' ? { ...route.body, admin: text } : withString(route.body, field, text);
        // JSON.stringify escapes lone surrogates (\ud800), as a browser's would; NUL is \u0000.
        const res = await raw(JSON.stringify(body));
        const label = `${field}: ${JSON.stringify(text)}`;
        expect(res.statusCode, label).toBe(422);
        expect(fieldErrorsOf(res), label).toEqual({ [field]: [UNSTORABLE_TEXT_MESSAGE] });
      }
    }
    const key = await raw(JSON.stringify({ ...route.body, 'a\u0000': 1 }));
    expect(key.statusCode).toBe(422);
  });

  it(`${route.ids} ERR-14 answers a body over ${route.bodyLimit} bytes with 413`, async () => {
    const res = await call(valid(route, { payload: { ...route.body, padding: 'x'.repeat(route.bodyLimit) } }));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toBe('Request body is too large');
  });

  if (!route.signed)
    it(`${route.ids} ERR-14 answers a missing or wrong X-Requested-With with 403`, async () => {
      const variants: Record<string, string>[] = [
        { 'content-type': 'application/json' },
        { 'content-type': 'application/json', [CSRF_HEADER]: 'fetch' },
      ];
      for (const headers of variants) {
        const res = await raw(JSON.stringify(route.body), headers);
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toBe('Missing x-requested-with header');
      }
    });
  else
    it(`${route.ids} ERR-14 needs no X-Requested-With: its signature is what is checked`, async () => {
      const res = await raw(JSON.stringify(route.body), { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(401);
    });

  it(`${route.ids} ERR-14 answers a non-object JSON body with 422 on base, and an empty one with 400`, async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const res = await raw(payload);
      expect(res.statusCode, payload).toBe(422);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['base']);
    }
    expect((await raw('')).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('ERR-14 stores nothing: no telemetry row and no contact message after any refused request', async () => {
    const before = await writeCounts(app.db);
    for (const route of BODY_ROUTES) {
      for (const input of badInputs(route)) {
        const res = await call(input);
        if (res.statusCode === 200 && route.status === undefined)
          throw new Error(`accepted: ${input.method} ${String(input.url)} ${String(input.payload)}`);
      }
    }
    expect(await writeCounts(app.db)).toEqual(before);
    // The same routes do write when the input is valid, so the counter above can move.
    for (const route of BODY_ROUTES) expect((await call(valid(route))).statusCode).toBe(route.status ?? 200);
    const after = await writeCounts(app.db);
    // Public routes that only read (managers, the games filter) or write elsewhere (contact) add no telemetry row.
    const notTelemetry = new Set([
      '/api/send_contact_message',
      '/api/fe/config/managers',
      '/api/games_filter',
      '/api/games_filter/select',
    ]);
    expect(after.telemetry - before.telemetry).toBe(
      BODY_ROUTES.filter((r) => r.status === undefined && !notTelemetry.has(r.path)).length,
    );
    expect(after.contact - before.contact).toBe(1);
  });
});

describe('unknown routes', () => {
  it('ERR-14 answers 404 { error } naming the method and path, without the query', async () => {
    const res = await call({ url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe('GET /api/nothing-here not found');
    const wrongMethod = await call({ method: 'DELETE', url: '/log', headers: { [CSRF_HEADER]: 'XMLHttpRequest' } });
    expect(wrongMethod.statusCode).toBe(404);
    expect(errorOf(wrongMethod)).toBe('DELETE /log not found');
  });
});
