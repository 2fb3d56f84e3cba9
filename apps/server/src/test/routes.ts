import { FE_CONFIG_NAMES } from '@casino/contracts';

/** One route of the server with a request that succeeds and inputs that must not. */
export interface RouteCase {
  /** Checklist ids of the route (spec/checklist.md). */
  ids: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document names it. */
  path: string;
  /** A URL that reaches the route. */
  url: string;
  /** A valid body (routes that take one). */
  body?: Record<string, unknown>;
  /** The same body with a wrong type in `field`, which must answer 422 naming that field. */
  wrongType?: { body: Record<string, unknown>; field: string };
  /** A query parameter the route knows, with a value it must refuse (422). */
  badQuery?: { query: string; field: string };
  /** The route's body limit in bytes. */
  bodyLimit?: number;
  /**
   * The status the valid request answers without a session (401 for a player's own data, 422
   * where a captcha or a token is needed); set on every account route, absent on telemetry ones.
   */
  status?: number;
}

const TELEMETRY_LIMIT = 16 * 1024;
const DEFAULT_LIMIT = 64 * 1024;
const get = (ids: string, path: string, extra: Partial<RouteCase> = {}): RouteCase => ({
  ids,
  method: 'GET',
  path,
  url: path,
  ...extra,
});
const send = (
  ids: string,
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown>,
  wrong: [string, unknown],
  bodyLimit = TELEMETRY_LIMIT,
): RouteCase => ({
  ids,
  method,
  path,
  url: path,
  body,
  wrongType: { body: { ...body, [wrong[0]]: wrong[1] }, field: wrong[0] },
  bodyLimit,
});
const locale = (field: string) => ({ query: `${field}=xx-XX`, field });
const ACCOUNT_LIMIT = 8 * 1024;
/** An account route: `status` is what the valid request answers without a session. */
const account = (
  ids: string,
  method: RouteCase['method'],
  path: string,
  status: number,
  body?: Record<string, unknown>,
  wrong?: [string, unknown],
  extra: Partial<RouteCase> = {},
): RouteCase => ({
  ids,
  method,
  path,
  url: path,
  status,
  ...(body && wrong
    ? { body, wrongType: { body: { ...body, [wrong[0]]: wrong[1] }, field: wrong[0] }, bodyLimit: ACCOUNT_LIMIT }
    : {}),
  ...extra,
});
const newPassword = { password: 'Orbit-Lantern-42', password_confirmation: 'Orbit-Lantern-42' };

/** The account routes of issue 4 (AUTH, PROF, ROLE). */
const ACCOUNT_ROUTES: RouteCase[] = [
  account('AUTH-15', 'GET', '/api/captcha/challenge', 200),
  account('AUTH-13 API-048', 'POST', '/check-email', 200, { email: 'ada@example.com' }, ['email', 42]),
  account(
    'AUTH-10 API-051',
    'POST',
    '/api/users',
    422,
    { user: { email: 'route-table@example.com', ...newPassword, currency: 'EUR', terms_acceptance: true } },
    ['user', 'x'],
  ),
  account('AUTH-11 API-049', 'POST', '/api/users/sign_in', 422, { user: { email: 'nobody@example.com', password: 'x' } }, [
    'user',
    1,
  ]),
  account('AUTH-17 API-050', 'DELETE', '/api/users/sign_out', 200),
  account('AUTH-19 API-052', 'POST', '/api/users/password', 200, { user: { email: 'nobody@example.com' } }, ['user', []]),
  account('AUTH-19 API-053', 'PUT', '/api/users/password', 422, { user: { reset_password_token: 'nope', ...newPassword } }, [
    'user',
    true,
  ]),
  account('AUTH-04 API-054', 'GET', '/api/users/confirmation', 422, undefined, undefined, {
    url: '/api/users/confirmation?confirmation_token=nope',
    badQuery: { query: `confirmation_token=${'x'.repeat(201)}`, field: 'confirmation_token' },
  }),
  account('AUTH-21 API-055', 'POST', '/api/users/confirmation', 422, { user: { email: 'nobody@example.com' } }, ['user', 'x']),
  account('AUTH-22 AUTH-23 API-056', 'POST', '/api/auth_providers/update_details', 401, { user: { terms_acceptance: true } }, [
    'user',
    false,
  ]),
  account('AUTH-08 PROF-03 API-021', 'GET', '/api/player', 401),
  account('PROF-03 API-022', 'PATCH', '/api/player', 401, { first_name: 'Ada' }, ['first_name', 7]),
  account('PROF-04 API-023', 'GET', '/api/player/settings', 200),
  account('API-032', 'PATCH', '/api/player/update_locale', 401, { locale: 'de' }, ['locale', 'xx']),
  account('ROLE-10 API-028', 'POST', '/api/player/groups', 401, { groups: { add: [1401] } }, ['groups', [1401]]),
  account('PROF-04 API-029', 'GET', '/api/player/stats', 401),
  account('PROF-08 API-039', 'GET', '/api/subscriptions', 401),
  account('PROF-08 API-040', 'PUT', '/api/subscriptions', 401, { receive_promos: true }, ['receive_promos', 'yes']),
  account('API-078', 'POST', '/restore-id/get', 401, { project: 'casino', type: 'chat' }, ['project', 1]),
  account('API-079', 'POST', '/restore-id/set', 401, { internal_id: 'r-1', project: 'casino', type: 'chat' }, ['type', 2]),
  account('PROF-11', 'GET', '/api/player/sessions', 401),
  account('PROF-11', 'POST', '/api/player/sessions/end_others', 401),
  account('PROF-11', 'GET', '/api/player/login_history', 401),
  account('PROF-11', 'PUT', '/api/player/password', 401, { current_password: 'x', ...newPassword }, ['current_password', 1]),
  account('PROF-11', 'PUT', '/api/player/email', 401, { email: 'new@example.com', password: 'x' }, ['email', 1]),
  account('PROF-11 AUTH-12', 'POST', '/api/player/two_factor', 401, { password: 'x' }, ['password', 1]),
  account('PROF-11 AUTH-12', 'POST', '/api/player/two_factor/confirm', 401, { code: '123456' }, ['code', 123456]),
  account('PROF-11 AUTH-12', 'POST', '/api/player/two_factor/disable', 401, { password: 'x', code: '123456' }, ['code', 1]),
];

/** Every route of the server; a test checks this table against the OpenAPI document. */
export const ROUTES: RouteCase[] = [
  // FE_CONFIG_NAMES is in the order of the checklist: API-004 (stag-by-referrer-name) to API-019.
  ...FE_CONFIG_NAMES.map((name, i) =>
    get(
      `CONF-02 API-${String(4 + i).padStart(3, '0')}`,
      `/api/fe/config/${name}`,
      name === 'banners-config' ? { url: `/api/fe/config/${name}?locale=de`, badQuery: locale('locale') } : {},
    ),
  ),
  send('API-020', 'POST', '/api/fe/config/managers', { userGroups: [759] }, ['userGroups', '759'], DEFAULT_LIMIT),
  get('CONF-11 API-044', '/api/info/currencies'),
  get('CONF-11 API-043', '/api/info/countries'),
  get('API-042', '/api/info/statuses'),
  get('API-041', '/api/info/player_fields'),
  get('CONF-11 API-045', '/api/info/project'),
  get('API-046', '/api/info/crypto_exchange_rates'),
  get('CONF-07 API-047', '/api/info/locales', {
    url: '/api/info/locales?stag=122&affb_id=7',
    badQuery: { query: `stag=${'s'.repeat(65)}`, field: 'stag' },
  }),
  get('CONF-11 API-074', '/client-context'),
  get('CONF-11 API-075', '/api/current_ip'),
  get('CMS-02 API-067', '/api/cms/pages', { url: '/api/cms/pages?l=de', badQuery: locale('l') }),
  get('CMS-02 API-068 API-069 API-070', '/api/cms/pages/{*}', {
    url: '/api/cms/pages/terms-and-conditions?l=en',
    badQuery: locale('l'),
  }),
  get('CMS-01 SHELL-06', '/api/cms/menu', { url: '/api/cms/menu?l=de', badQuery: locale('l') }),
  get('CMS-03 API-071', '/api/cms/snippets', { url: '/api/cms/snippets?l=en', badQuery: locale('l') }),
  get('CMS-04 API-072', '/api/cms/files', { url: '/api/cms/files?l=en', badQuery: locale('l') }),
  get('CMS-09 API-073', '/messages/{file}', { url: '/messages/en.json?t=5901234', badQuery: { query: 't=-1', field: 't' } }),
  send(
    'ERR-10 API-083',
    'PUT',
    '/log',
    { level: 'error', code: 'games.load', message: 'Request failed', context: { status: 502 } },
    ['level', 3],
  ),
  send('ERR-10 API-084', 'PUT', '/performance', { name: 'lobby.render', duration_ms: 812.5, path: '/' }, ['duration_ms', 'slow']),
  send('ERR-10 API-085', 'PUT', '/network-performance', { rtt: 150, downlink: 9.6, effectiveType: '4g' }, ['rtt', '150ms']),
  send(
    'ERR-11 API-082',
    'PUT',
    '/metrics-errors-validation',
    { side: 'client', component: 'sign-up', errors: [{ key: 'email', message: 'invalid email' }] },
    ['errors', 'email'],
  ),
  send('CONF-08 API-080', 'POST', '/log_utm_set', { utmMetrics: { utm_source: 'google', utm_campaign: 'spring' } }, [
    'utmMetrics',
    'google',
  ]),
  send('CONF-08 API-081', 'POST', '/log_utm_send', { utmMetrics: { utm_source: 'newsletter', utm_medium: 'email' } }, [
    'utmMetrics',
    [],
  ]),
  send('API-077', 'POST', '/api/pwa_events', { event: 'install_accepted' }, ['event', true]),
  send(
    'SHELL-21 API-076',
    'POST',
    '/api/send_contact_message',
    { name: 'Ada', email: 'ada@example.com', subject: 'Withdrawal', message: 'When will my withdrawal arrive?' },
    ['email', 42],
  ),
];

ROUTES.push(...ACCOUNT_ROUTES);

/** The wallet routes of issue 5; without a session they answer 401. */
ROUTES.push(
  {
    ids: 'PAY-16 API-024',
    method: 'GET',
    path: '/api/player/accounts',
    url: '/api/player/accounts?compatibility',
    status: 401,
    badQuery: { query: 'compatibility=maybe', field: 'compatibility' },
  },
  {
    ids: 'PAY-17 API-025',
    method: 'POST',
    path: '/api/player/accounts',
    url: '/api/player/accounts',
    status: 401,
    body: { currency: 'EUR' },
    wrongType: { body: { currency: 978 }, field: 'currency' },
    bodyLimit: 1024,
  },
);

/** Routes that take a body. */
export const BODY_ROUTES = ROUTES.filter(
  (r): r is RouteCase & Required<Pick<RouteCase, 'body' | 'wrongType' | 'bodyLimit'>> => r.body !== undefined,
);
