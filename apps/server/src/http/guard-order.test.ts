import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, STAFF_ROLES, type StaffRole } from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, cookie, register } from '../test/accounts';
import { XHR, injectFrom } from '../test/http';
import { ROUTES, accessOf, invalidInput, type RouteCase } from '../test/routes';
import { signedInStaff } from '../test/staff';

let app: TestApp;
let player: Record<string, string>;
const staff = new Map<StaffRole, Record<string, string>>();
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  player = cookie((await register(app, 'guard-order@example.com')).token);
  for (const role of STAFF_ROLES) staff.set(role, (await signedInStaff(app, role)).headers);
});
afterAll(async () => {
  await app?.close();
});

/** The route's invalid input (bad query value, wrong body type or unknown parameter) with `headers`. */
function invalidCall(route: RouteCase, headers: Record<string, string> = {}) {
  const { url, payload } = invalidInput(route);
  const options: InjectOptions = {
    method: route.method,
    url,
    headers: { ...(payload ? XHR : route.method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }), ...headers },
    ...(payload ? { payload } : {}),
  };
  return injectFrom(app.fastify, options);
}

const STAFF_ROUTES = ROUTES.filter((r) => accessOf(r)?.kind === 'staff');
const PLAYER_ROUTES = ROUTES.filter((r) => accessOf(r)?.kind === 'player');

describe('who is asking comes before what they sent', () => {
  it('lists the guarded routes', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(20);
    expect(PLAYER_ROUTES.length).toBeGreaterThan(50);
  });

  it.each(STAFF_ROUTES)(
    'ROLE-11 ERR-14 $method $path: 401 to a guest and to a player, 403 to a wrong role, never 422',
    async (route) => {
      const access = accessOf(route);
      if (access?.kind !== 'staff') throw new Error('not a staff route');
      expect((await invalidCall(route)).statusCode, 'guest').toBe(401);
      expect((await invalidCall(route, player)).statusCode, 'player').toBe(401);
      if (access.wrongRole) {
        const res = await invalidCall(route, staff.get(access.wrongRole));
        expect(res.statusCode, access.wrongRole).toBe(403);
        expect(res.json()).toEqual({ error: 'Your role may not do this.' });
      }
      // The right role gets past the guard to the input check.
      expect((await invalidCall(route, staff.get(access.role))).statusCode, access.role).toBe(422);
    },
  );

  it.each(PLAYER_ROUTES)('ERR-14 $method $path: 401 to a guest and to staff, never 422 with schema detail', async (route) => {
    for (const headers of [{}, staff.get('support_lead') ?? {}]) {
      const res = await invalidCall(route, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'You need to sign in or sign up before continuing.' });
    }
    expect((await invalidCall(route, player)).statusCode, 'player').toBe(422);
  });
});
