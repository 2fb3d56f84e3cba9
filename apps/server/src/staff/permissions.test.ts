import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  roleMay,
  type StaffPermission,
  type StaffRole,
} from '@casino/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV } from '../test/accounts';
import { injectFrom } from '../test/http';
import { signedInStaff } from '../test/staff';

/**
 * The permission each staff route asks for (docs/decisions/059-back-office.md), by path prefix,
 * the longest first; null where any signed-in staff member may call.
 */
const ROUTE_PERMISSIONS: [string, StaffPermission | null][] = [
  ['/api/staff/me', null],
  ['/api/staff/support/players/', 'players.vip'],
  ['/api/staff/support/contact-messages', 'support.messages'],
  ['/api/staff/support/', 'support.chat'],
  ['/api/staff/players', 'players.read'],
  ['/api/staff/adjustments', 'money.adjust.propose'],
  ['/api/staff/documents', 'documents.review'],
  ['/api/staff/closure_payouts', 'money.closure_payouts'],
  ['/api/staff/promotions/', 'promotions.manage'],
  ['/api/staff/cms/', 'promotions.manage'],
  ['/api/staff/tournaments', 'promotions.manage'],
  ['/api/staff/loyalty', 'promotions.manage'],
  ['/api/staff/jackpots', 'promotions.manage'],
  ['/api/staff/wheels', 'promotions.manage'],
  ['/api/staff/lootboxes', 'promotions.manage'],
  ['/api/staff/lotteries', 'promotions.manage'],
  ['/api/staff/adventure', 'promotions.manage'],
  ['/api/staff/vip', 'promotions.manage'],
  ['/api/staff/audit', 'audit.read'],
  ['/api/staff/accounts', 'staff.manage'],
  ['/api/staff/config', 'config.edit'],
  ['/api/staff/dead_letters', 'operations.dead_letters'],
  ['/api/staff/payments', 'payments.read'],
  ['/api/staff/oversight', 'rg.read'],
  ['/api/staff/reports', 'reports.read'],
  ['/api/staff/system', 'operations.dead_letters'],
];

/** Routes whose permission depends on the verb, by `METHOD path`. */
const EXACT: Record<string, StaffPermission> = {
  'POST /api/staff/players/{id}/block': 'players.block',
  'POST /api/staff/players/{id}/unblock': 'players.block',
  'POST /api/staff/players/{id}/end_sessions': 'players.block',
  'POST /api/staff/players/{id}/reset_password': 'players.block',
  'GET /api/staff/players/{id}/rg_actions': 'rg.read',
  'POST /api/staff/players/{id}/rg_actions': 'rg.act',
  'POST /api/staff/players/{id}/notes': 'players.note',
  'POST /api/staff/players/{id}/groups': 'players.vip',
  'POST /api/staff/adjustments/{id}/approve': 'money.adjust.approve',
  'POST /api/staff/adjustments/{id}/reject': 'money.adjust.approve',
  'POST /api/staff/payments/{id}/approve': 'payments.review',
  'POST /api/staff/payments/{id}/reject': 'payments.review',
  // The live leaderboard and awards paid of a tournament (docs/decisions/050-tournaments.md).
  'GET /api/staff/tournaments/{id}/board': 'promotions.manage',
};

function permissionOf(method: string, path: string): StaffPermission | null {
  const exact = EXACT[`${method} ${path}`];
  if (exact) return exact;
  const entry = [...ROUTE_PERMISSIONS].sort((a, b) => b[0].length - a[0].length).find(([prefix]) => path.startsWith(prefix));
  if (!entry) throw new Error(`no permission listed for ${method} ${path}`);
  return entry[1];
}

/** Signing in and out and the set-up link: open without a session; signing out would end the walk's sessions. */
const SESSION_ROUTES = ['/api/staff/sign_in', '/api/staff/sign_out', '/api/staff/setup'];

type OpenApi = { paths: Record<string, Record<string, unknown>> };

let app: TestApp;
const staff = new Map<StaffRole, Record<string, string>>();
let routes: { method: string; path: string }[] = [];
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  for (const role of STAFF_ROLES) staff.set(role, (await signedInStaff(app, role)).headers);
  const doc = (await app.fastify.inject({ url: '/api/docs/json' })).json() as OpenApi;
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/staff/') && !SESSION_ROUTES.includes(path))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(async () => {
  await app?.close();
});

function callAs(route: { method: string; path: string }, headers: Record<string, string> = {}) {
  const url = route.path.replace(/\{[^}]+\}/g, '1');
  const csrf = route.method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE };
  return injectFrom(app.fastify, { method: route.method as 'GET', url, headers: { ...csrf, ...headers } });
}

describe('the permission matrix (decision 059)', () => {
  it('ROLE-11 every role holds only known permissions, and the administrator all but the chat queues', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...STAFF_ROLES].sort());
    expect(roleMay('administrator', 'money.adjust.approve')).toBe(true);
    expect(roleMay('administrator', 'support.chat')).toBe(false);
    expect(roleMay('finance_viewer', 'money.adjust.propose')).toBe(false);
  });

  it('ROLE-11 walks every /api/staff route with every role: 401 without a session, 403 exactly where the role lacks the permission', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const permission = permissionOf(route.method, route.path);
      const name = `${route.method} ${route.path}`;
      expect((await callAs(route)).statusCode, `${name} without a session`).toBe(401);
      for (const role of STAFF_ROLES) {
        const res = await callAs(route, staff.get(role));
        const refused = res.statusCode === 403 && res.json<{ error: string }>().error === 'Your role may not do this.';
        expect(refused, `${name} as ${role}`).toBe(permission !== null && !roleMay(role, permission));
      }
    }
    // Eleven requests per route, and the routes grow with every section: more than the default 20 s on a busy machine.
  }, 120_000);
});
