import { FE_CONFIG_NAMES, type StaffRole } from '@casino/contracts';

/** One route of the server with a request that succeeds and inputs that must not. */
export interface RouteCase {
  /** Checklist ids of the route (docs/requirements.md). */
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
  /** Called server to server with a signature over the body instead of a session: no CSRF header needed. */
  signed?: boolean;
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

/** The account routes (AUTH, PROF, ROLE). */
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
  account('GIFT-17 API-036', 'PATCH', '/api/player/set_bonus_code', 401, { deposit_bonus_code: 'WELCOME' }, [
    'deposit_bonus_code',
    7,
  ]),
  account('GIFT-17 API-037', 'DELETE', '/api/player/clear_bonus_code', 401),
  account('GIFT-18 API-038', 'PATCH', '/api/player/update_bonus_settings', 401, { can_issue: false }, ['can_issue', 'no']),
  account('LIMIT-closure', 'POST', '/api/player/closure', 401, { password: 'x', reason: 'other' }, ['reason', 'bored']),
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
  // FE_CONFIG_NAMES is in the order of the checklist: API-004 (stag-by-referrer-name) to API-019,
  // then the documents the checklist does not list (the /ffc flags, the promo-provider popup, embedding).
  ...FE_CONFIG_NAMES.map((name, i) =>
    get(
      (
        {
          'feature-flags': 'CONF-01 CONF-12',
          'popup-provider-new': 'NOTIF-12 NOTIF-13',
          'embed-config': 'SHELL-16',
        } as Record<string, string>
      )[name] ?? `CONF-02 API-${String(4 + i).padStart(3, '0')}`,
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
  send('BANR-05', 'POST', '/api/promotions/banner-views', { locale: 'de', banners: ['welcome-pack', 'spring-race'] }, [
    'banners',
    'welcome-pack',
  ]),
  send(
    'SHELL-21 API-076',
    'POST',
    '/api/send_contact_message',
    { name: 'Ada', email: 'ada@example.com', subject: 'Withdrawal', message: 'When will my withdrawal arrive?' },
    ['email', 42],
  ),
];

ROUTES.push(...ACCOUNT_ROUTES);

/** The wallet routes; without a session they answer 401. */
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

/** The game catalogue routes; the player's own lists answer 401 without a session. */
const GAMES_LIMIT = 16 * 1024;
ROUTES.push(
  send(
    'GAME-08 GAME-28 API-060 CONST-03',
    'POST',
    '/api/games_filter',
    { device: 'mobile', filter: { categories: { identifiers: ['top'], strategy: 'OR' } }, page: 1, page_size: 10 },
    ['device', 42],
    GAMES_LIMIT,
  ),
  send(
    'GAME-10 API-061',
    'POST',
    '/api/games_filter/select',
    { game_ids: [3, 1], device: 'desktop' },
    ['game_ids', '1'],
    GAMES_LIMIT,
  ),
  get('GAME-11 API-059', '/api/games/providers'),
  get('GAME-11 API-058', '/api/games/collections', { url: '/api/games/collections?l=de', badQuery: locale('l') }),
  get('GAME-11 API-057', '/api/games/jackpots'),
  get('GAME-13', '/api/games/art/{file}', { url: '/api/games/art/1.svg' }),
  get('GAME-11', '/api/games/logos/{file}', { url: '/api/games/logos/aurora-studios.svg' }),
  account('GAME-16 API-033', 'GET', '/api/player/favorite_games', 401),
  account('GAME-16 API-034', 'PUT', '/api/player/favorite_games/{id}', 401, undefined, undefined, {
    url: '/api/player/favorite_games/1',
  }),
  account('GAME-16 API-035', 'DELETE', '/api/player/favorite_games/{id}', 401, undefined, undefined, {
    url: '/api/player/favorite_games/1',
  }),
  account('GAME-27 API-030', 'GET', '/api/player/played_games', 401),
);

/** The payment routes (docs/decisions/010-payments.md); the webhook answers 401 unsigned. */
const DEPOSIT_BODY = {
  amount_cents: 5000,
  currency: 'EUR',
  method_id: 'visa',
  card: { number: '4242424242424242', expiry: '12/30', holder: 'Ada', cvv: '123' },
};
const FRAUD_BODY = {
  country: 'DE',
  amount_cents: 5000,
  currency: 'EUR',
  payment_system: 'visa',
  type: 'transaction',
  card_bin: '424242',
  card_last4: '4242',
};
const WEBHOOK_BODY = {
  event_id: 'evt-route-table',
  reference: 'sandbox-1',
  status: 'succeeded',
  amount_cents: 5000,
  currency: 'EUR',
};
ROUTES.push(
  {
    ids: 'PAY-04 PAY-06',
    method: 'GET',
    path: '/api/player/payments/methods',
    url: '/api/player/payments/methods?currency=EUR&action=deposit',
    status: 401,
    badQuery: { query: 'currency=EUR&action=refund', field: 'action' },
  },
  {
    ids: 'PAY-12 PAY-26',
    method: 'GET',
    path: '/api/player/payments/crypto_address',
    url: '/api/player/payments/crypto_address?currency=BTC',
    status: 401,
    badQuery: { query: 'currency=btc', field: 'currency' },
  },
  {
    ids: 'PAY-18 API-026',
    method: 'GET',
    path: '/api/player/payments',
    url: '/api/player/payments',
    status: 401,
    badQuery: { query: 'page=0', field: 'page' },
  },
  account('PAY-26', 'POST', '/api/player/payments/deposits', 401, DEPOSIT_BODY, ['amount_cents', '5000'], { bodyLimit: 4096 }),
  account(
    'PAY-26',
    'POST',
    '/api/player/payments/withdrawals',
    401,
    { amount_cents: 5000, currency: 'EUR', method_id: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00' },
    ['iban', 42],
    { bodyLimit: 4096 },
  ),
  account('PAY-20 API-027', 'POST', '/api/player/payments/{id}/recall', 401, undefined, undefined, {
    url: '/api/player/payments/1/recall',
  }),
  account('RT-18 PAY-26', 'POST', '/api/player/payments/{id}/challenge', 401, { code: '1234' }, ['code', 1234], {
    url: '/api/player/payments/1/challenge',
    bodyLimit: 1024,
  }),
  account('RT-16 PAY-26', 'DELETE', '/api/player/payments/saved_profiles/{id}', 401, undefined, undefined, {
    url: '/api/player/payments/saved_profiles/1',
  }),
  account('PAY-23 API-066', 'POST', '/api/users/transaction', 401, FRAUD_BODY, ['card_last4', 4242], { bodyLimit: 4096 }),
  account('PAY-26', 'POST', '/api/payments/webhooks/{provider}', 401, WEBHOOK_BODY, ['amount_cents', 'x'], {
    url: '/api/payments/webhooks/sandbox',
    bodyLimit: 8 * 1024,
    signed: true,
  }),
);

/** Game play: fairness seeds, launching, game recall, the provider round API, the seamless wallet. */
const SEAMLESS = { session: 'not-a-session', player_id: 1 };
ROUTES.push(
  account('PLAY-05', 'GET', '/api/player/fairness', 401),
  account('PLAY-05', 'PUT', '/api/player/fairness', 401, { client_seed: 'lucky' }, ['client_seed', 42], { bodyLimit: 1024 }),
  account('PLAY-05', 'POST', '/api/player/fairness/rotate', 401),
  account('PLAY-03 PLAY-05', 'POST', '/api/games/sessions', 401, { game_id: 1, mode: 'real' }, ['game_id', 'x'], {
    bodyLimit: 1024,
  }),
  account('PLAY-05', 'GET', '/api/player/game_rounds', 401, undefined, undefined, {
    badQuery: { query: 'page=0', field: 'page' },
  }),
  account('PLAY-05', 'GET', '/api/player/game_rounds/recent', 401, undefined, undefined, {
    url: '/api/player/game_rounds/recent?game_id=1',
  }),
  account('PLAY-05', 'GET', '/api/player/game_rounds/{id}', 401, undefined, undefined, { url: '/api/player/game_rounds/1' }),
  account('PLAY-05', 'POST', '/provider/inhouse/api/rounds', 401, { bet_cents: 100 }, ['bet_cents', 'x'], {
    bodyLimit: 8 * 1024,
  }),
  account('PLAY-05', 'POST', '/provider/inhouse/api/rounds/{id}/actions', 401, { action: { type: 'stand' } }, ['action', 5], {
    url: '/provider/inhouse/api/rounds/1/actions',
    bodyLimit: 4 * 1024,
  }),
  account('PLAY-05', 'GET', '/provider/inhouse/api/rounds/current', 401),
  account('PLAY-05', 'GET', '/provider/inhouse/api/crash/state', 401),
  account('PLAY-05', 'POST', '/provider/inhouse/api/crash/bets', 401, { round: 0, bet_cents: 100 }, ['bet_cents', 'x'], {
    bodyLimit: 1024,
  }),
  account('PLAY-05', 'POST', '/provider/inhouse/api/crash/cashout', 401, { round: 0 }, ['round', 'x'], { bodyLimit: 1024 }),
  get('PLAY-05', '/provider/inhouse/api/crash/history'),
  get('PLAY-05', '/provider/inhouse/api/engines/{engine}', { url: '/provider/inhouse/api/engines/dice' }),
  account('PLAY-05', 'POST', '/api/seamless/balance', 401, SEAMLESS, ['player_id', 'x'], { bodyLimit: 4 * 1024, signed: true }),
  ...(['bet', 'win', 'rollback'] as const).map((kind) =>
    account(
      'PLAY-05',
      'POST',
      `/api/seamless/${kind}`,
      401,
      {
        ...SEAMLESS,
        transaction_id: 'tx-1',
        round_id: 'r-1',
        ...(kind === 'rollback' ? {} : { amount_cents: 100, currency: 'EUR' }),
        ...(kind === 'bet' ? {} : { bet_transaction_id: 'tx-0' }),
      },
      ['transaction_id', 42],
      { bodyLimit: 4 * 1024, signed: true },
    ),
  ),
);

/** Responsible-gaming limits (docs/decisions/012-limits.md). */
ROUTES.push(
  account('LIM-06 API-062', 'GET', '/api/user_limits', 401),
  account(
    'LIM-06 LIM-10 API-063',
    'POST',
    '/api/user_limits',
    401,
    { type: 'deposit', period: 'day', currency: 'EUR', amount_cents: 10000 },
    ['amount_cents', '100'],
    { bodyLimit: 1024 },
  ),
  account('LIM-06 API-064', 'DELETE', '/api/user_limits/{id}', 401, undefined, undefined, { url: '/api/user_limits/1' }),
  account('LIM-07 API-065', 'POST', '/api/user_limits/confirm', 401, { token: 'nope' }, ['token', 42], { bodyLimit: 1024 }),
  account('LIM-10', 'GET', '/api/user_limits/reality_check', 401),
  account('LIM-10', 'PUT', '/api/user_limits/reality_check', 401, { interval_minutes: 30 }, ['interval_minutes', '30'], {
    bodyLimit: 1024,
  }),
);

/** The support chat and staff accounts (docs/decisions/017-staff-and-support.md); staff routes answer 401 without a staff session. */
ROUTES.push(
  account('ROLE-11', 'POST', '/api/staff/sign_in', 422, { email: 'nobody@casino.example', password: 'x' }, ['email', 1], {
    bodyLimit: 4 * 1024,
  }),
  account('ROLE-11', 'DELETE', '/api/staff/sign_out', 200),
  // Staff accounts and their set-up links (docs/decisions/066-staff-access.md).
  account('ROLE-11', 'GET', '/api/staff/accounts', 401),
  account('ROLE-11', 'POST', '/api/staff/accounts', 401, { email: 'new@casino.example', name: 'New', role: 'kyc_agent' }, [
    'role',
    3,
  ]),
  account('ROLE-11', 'POST', '/api/staff/accounts/{id}/role', 401, { role: 'kyc_agent', reason: 'Moved team' }, ['role', 3], {
    url: '/api/staff/accounts/1/role',
  }),
  ...(['disable', 'reset'] as const).map((verb) =>
    account('ROLE-11', 'POST', `/api/staff/accounts/{id}/${verb}`, 401, { reason: 'Left the team' }, ['reason', 3], {
      url: `/api/staff/accounts/1/${verb}`,
    }),
  ),
  account(
    'ROLE-11',
    'POST',
    '/api/staff/setup',
    422,
    { token: 'x'.repeat(43), password: 'Quiet-Harbour-Staff-71' },
    ['token', 3],
    {
      bodyLimit: 4 * 1024,
    },
  ),
  account('ROLE-11', 'GET', '/api/staff/audit/staff', 401),
  account('ROLE-11', 'GET', '/api/staff/me', 401),
  account('SHELL-20', 'GET', '/api/support/conversation', 401),
  account('SHELL-20', 'POST', '/api/support/conversation/messages', 401, { body: 'Hello' }, ['body', 42]),
  account('SHELL-20', 'POST', '/api/support/conversation/read', 401),
  account('SHELL-20', 'GET', '/api/support/unread', 401),
  account('SHELL-20 ROLE-09', 'GET', '/api/staff/support/conversations', 401, undefined, undefined, {
    url: '/api/staff/support/conversations?group_id=26',
    badQuery: { query: 'group_id=7', field: 'group_id' },
  }),
  account('SHELL-20', 'GET', '/api/staff/support/conversations/{id}', 401, undefined, undefined, {
    url: '/api/staff/support/conversations/1',
  }),
  account('SHELL-20', 'POST', '/api/staff/support/conversations/{id}/messages', 401, { body: 'Hi' }, ['body', []], {
    url: '/api/staff/support/conversations/1/messages',
  }),
  account('SHELL-20', 'POST', '/api/staff/support/conversations/{id}/read', 401, undefined, undefined, {
    url: '/api/staff/support/conversations/1/read',
  }),
  account('SHELL-20', 'POST', '/api/staff/support/conversations/{id}/close', 401, undefined, undefined, {
    url: '/api/staff/support/conversations/1/close',
  }),
  account('SHELL-21 ROLE-11', 'GET', '/api/staff/support/contact-messages', 401, undefined, undefined, {
    badQuery: { query: 'status=lost', field: 'status' },
  }),
  account(
    'SHELL-21 ROLE-11',
    'POST',
    '/api/staff/support/contact-messages/{id}/status',
    401,
    { status: 'answered' },
    ['status', 42],
    {
      url: '/api/staff/support/contact-messages/1/status',
      bodyLimit: 1024,
    },
  ),
);

/**
 * Uploads (docs/decisions/019-uploads.md). The multipart routes are listed without a JSON body:
 * they take no JSON, so the generic body cases do not apply; their own cases (no file, wrong
 * type, too large, malformed, CSRF) are in files/uploads.test.ts.
 */
ROUTES.push(
  account('PROF-10', 'GET', '/api/player/documents', 401),
  account('PROF-10', 'POST', '/api/player/documents', 401),
  account('PROF-10', 'GET', '/api/player/documents/{id}/file', 401, undefined, undefined, {
    url: '/api/player/documents/1/file',
  }),
  account('PROF-10', 'DELETE', '/api/player/documents/{id}', 401, undefined, undefined, { url: '/api/player/documents/1' }),
  account('PROF-10 ROLE-11', 'GET', '/api/staff/documents', 401, undefined, undefined, {
    url: '/api/staff/documents?status=pending',
    badQuery: { query: 'status=lost', field: 'status' },
  }),
  account('PROF-10 ROLE-11', 'GET', '/api/staff/documents/{id}/file', 401, undefined, undefined, {
    url: '/api/staff/documents/1/file',
  }),
  account('PROF-10 ROLE-11', 'POST', '/api/staff/documents/{id}/review', 401, { decision: 'approve' }, ['decision', 1], {
    url: '/api/staff/documents/1/review',
    bodyLimit: 1024,
  }),
  account('SHELL-20', 'POST', '/api/support/conversation/attachments', 401),
  account('SHELL-20', 'GET', '/api/support/attachments/{id}', 401, undefined, undefined, { url: '/api/support/attachments/1' }),
  account('SHELL-20', 'POST', '/api/staff/support/conversations/{id}/attachments', 401, undefined, undefined, {
    url: '/api/staff/support/conversations/1/attachments',
  }),
  account('SHELL-20', 'GET', '/api/staff/support/attachments/{id}', 401, undefined, undefined, {
    url: '/api/staff/support/attachments/1',
  }),
  account('SHELL-20 ROLE-09', 'POST', '/api/staff/support/conversations/{id}/move', 401, { group_id: 1 }, ['group_id', '1'], {
    url: '/api/staff/support/conversations/1/move',
    bodyLimit: 1024,
  }),
  account('ROLE-09 ROLE-11', 'POST', '/api/staff/support/players/{id}/vip', 401, { group_id: 4 }, ['group_id', '4'], {
    url: '/api/staff/support/players/1/vip',
    bodyLimit: 1024,
  }),
);

/** The configuration editor (docs/decisions/025-config-editor.md); 401 without a staff session. */
ROUTES.push(
  account('ROLE-11 CONF-01', 'GET', '/api/staff/config', 401),
  account('ROLE-11 CONF-01', 'GET', '/api/staff/config/{name}', 401, undefined, undefined, {
    url: '/api/staff/config/survey-config',
    badQuery: { query: 'locale=toolongvalue', field: 'locale' },
  }),
  account('ROLE-11 CONF-01', 'PUT', '/api/staff/config/{name}', 401, { value: {}, updated_at: null }, ['updated_at', 5], {
    url: '/api/staff/config/survey-config',
    bodyLimit: 64 * 1024,
  }),
);

/** Dead letters of the outbox and the job queue (docs/decisions/029-job-queue.md); 401 without a staff session. */
ROUTES.push(
  account('ROLE-11', 'GET', '/api/staff/dead_letters', 401),
  account('ROLE-11', 'POST', '/api/staff/dead_letters/events/{id}/retry', 401, undefined, undefined, {
    url: '/api/staff/dead_letters/events/1/retry',
  }),
  account('ROLE-11', 'POST', '/api/staff/dead_letters/jobs/{id}/retry', 401, undefined, undefined, {
    url: '/api/staff/dead_letters/jobs/9b2f4c1e-1d2a-4a7e-9a55-0e6f5c1d2b3a/retry',
  }),
);

/** Closure payouts support pays by hand (docs/decisions/018-account-closure.md); 401 without a staff session. */
ROUTES.push(
  account('LIMIT-closure ROLE-11', 'GET', '/api/staff/closure_payouts', 401, undefined, undefined, {
    url: '/api/staff/closure_payouts?state=open',
    badQuery: { query: 'state=lost', field: 'state' },
  }),
  account(
    'LIMIT-closure ROLE-11',
    'POST',
    '/api/staff/closure_payouts/{id}/complete',
    401,
    { reference: 'SEPA-2024-0001' },
    ['reference', 42],
    { url: '/api/staff/closure_payouts/1/complete', bodyLimit: 1024 },
  ),
);

/** The player's notifications on the server (docs/decisions/037-notification-inbox.md); 401 without a session. */
ROUTES.push(
  account('NOTIF-02 NOTIF-03', 'GET', '/api/player/notifications', 401, undefined, undefined, {
    url: '/api/player/notifications?page=1',
    badQuery: { query: 'page_size=0', field: 'page_size' },
  }),
  account('NOTIF-06', 'POST', '/api/player/notifications/read', 401),
  account('NOTIF-06', 'POST', '/api/player/notifications/{id}/read', 401, undefined, undefined, {
    url: '/api/player/notifications/deposit%3A1/read',
  }),
  account('NOTIF-05', 'DELETE', '/api/player/notifications/{id}', 401, undefined, undefined, {
    url: '/api/player/notifications/deposit%3A1',
  }),
);

/** The player's gifts (docs/decisions/044-bonus-engine.md); 401 without a session. */
ROUTES.push(
  account('GIFT-11 API-098', 'GET', '/api/player/bonuses', 401, undefined, undefined, {
    badQuery: { query: 'page=1', field: 'page' },
  }),
  account('GIFT-11 API-099', 'GET', '/api/player/freespins', 401),
  account('GIFT-11 GIFT-14 API-100', 'GET', '/api/bonuses/deposit', 401),
  account('GIFT-11 API-101', 'GET', '/api/bonuses/registration', 401),
  account('GIFT-11 API-101', 'GET', '/api/bonuses/registration/preview', 200, undefined, undefined, {
    url: '/api/bonuses/registration/preview?currency=EUR',
    badQuery: { query: 'currency=eur', field: 'currency' },
  }),
  account('GIFT-12 API-105', 'POST', '/api/player/bonuses/{id}/activation', 401, undefined, undefined, {
    url: '/api/player/bonuses/1/activation',
  }),
  account('GIFT-12 API-104', 'POST', '/api/player/freespins/{id}/activation', 401, undefined, undefined, {
    url: '/api/player/freespins/1/activation',
  }),
  account('GIFT-13 API-103', 'DELETE', '/api/player/bonuses/{id}', 401, undefined, undefined, {
    url: '/api/player/bonuses/1',
  }),
  account('GIFT-13 API-102', 'DELETE', '/api/player/freespins/{id}', 401, undefined, undefined, {
    url: '/api/player/freespins/1',
  }),
  account('GIFT-20 API-114', 'POST', '/api/bonuses/coupon', 401, { coupon_code: 'WELCOME10' }, ['coupon_code', 10], {
    bodyLimit: 1024,
  }),
  account('GIFT-19 API-113', 'POST', '/api/v2/bonuses/promo-code', 401, { code: 'SPINS20' }, ['code', 20], {
    bodyLimit: 1024,
  }),
);

/** Tournaments and quests (docs/decisions/050-tournaments.md): the lists open to guests, the player's own data 401 without a session. */
const TOURNAMENT_INPUT = {
  frontend_identifier: 'route-table-race',
  title: 'Route table race',
  currency: 'EUR',
  strategy: 'bet_sum',
  confirmation_required: false,
  min_bet_cents: 0,
  games: [],
  providers: [],
  categories: [],
  rates_ppm: {},
  group_ids: [],
  prizes: [{ place: 1, kind: 'money', amount_cents: 1_000 }],
  start_at: '2030-01-01T00:00:00.000Z',
  end_at: '2030-01-08T00:00:00.000Z',
};
ROUTES.push(
  get('TOUR-07 API-090 VAL-22 VAL-23', '/api/tournaments'),
  get('TOUR-07 API-095', '/api/tournaments/recent'),
  get('TOUR-07 API-091', '/api/tournaments/{id}', { url: '/api/tournaments/1' }),
  account('TOUR-09 API-093', 'GET', '/api/tournaments/player', 401),
  account('TOUR-05 TOUR-09 API-094', 'GET', '/api/tournaments/{id}/status', 401, undefined, undefined, {
    url: '/api/tournaments/1/status',
  }),
  account('QUEST-11', 'GET', '/api/tournaments/{id}/quest', 401, undefined, undefined, { url: '/api/tournaments/1/quest' }),
  account('TOUR-08 API-092', 'POST', '/api/tournaments/{id}/confirm', 401, { confirmed: true }, ['confirmed', 'yes'], {
    url: '/api/tournaments/1/confirm',
    bodyLimit: 1024,
  }),
  account('TOUR-12', 'GET', '/api/staff/tournaments', 401),
  account('TOUR-12', 'POST', '/api/staff/tournaments', 401, TOURNAMENT_INPUT, ['title', 5], { bodyLimit: DEFAULT_LIMIT }),
  account('TOUR-12', 'PUT', '/api/staff/tournaments/{id}', 401, TOURNAMENT_INPUT, ['title', 5], {
    url: '/api/staff/tournaments/1',
    bodyLimit: DEFAULT_LIMIT,
  }),
  account('TOUR-12', 'POST', '/api/staff/tournaments/{id}/cancel', 401, undefined, undefined, {
    url: '/api/staff/tournaments/1/cancel',
  }),
  account('TOUR-12 ROLE-11', 'GET', '/api/staff/tournaments/{id}/board', 401, undefined, undefined, {
    url: '/api/staff/tournaments/1/board',
  }),
  account('TOUR-12', 'GET', '/api/staff/tournaments/{id}/check', 401, undefined, undefined, {
    url: '/api/staff/tournaments/1/check',
  }),
);

/** The promotions section of the staff console and the staff audit log (docs/decisions/049-promotions-console.md); 401 without a staff session. */
const TEMPLATE_BODY = {
  kind: 'bonus',
  title: 'Route table bonus',
  title_key: null,
  group_key: 'route_table',
  amounts: { EUR: 1000 },
  percent: null,
  max_amounts: {},
  min_deposits: {},
  wager_multiplier: 30,
  max_wins: {},
  contributions: { slots: 100 },
  default_contribution: 100,
  activation_days: 7,
  validity_days: 30,
  freespins_count: 0,
  freespin_games: [],
  freespin_bets: {},
  freespin_wager: 30,
  eligibility: { groups: [], countries: [], deposit_number: null },
  position: 0,
  active_from: null,
  active_until: null,
};
const REASON = { reason: 'route table check' };
ROUTES.push(
  account('GIFT-21 ROLE-11', 'GET', '/api/staff/promotions/templates', 401),
  account('GIFT-21 ROLE-11', 'POST', '/api/staff/promotions/templates', 401, TEMPLATE_BODY, ['wager_multiplier', '30'], {
    bodyLimit: 32 * 1024,
  }),
  account('GIFT-21 ROLE-11', 'PUT', '/api/staff/promotions/templates/{id}', 401, TEMPLATE_BODY, ['amounts', [1000]], {
    url: '/api/staff/promotions/templates/1',
    bodyLimit: 32 * 1024,
  }),
  account('GIFT-21 ROLE-11', 'POST', '/api/staff/promotions/templates/{id}/retire', 401, REASON, ['reason', 7], {
    url: '/api/staff/promotions/templates/1/retire',
    bodyLimit: 4 * 1024,
  }),
  account('GIFT-20 ROLE-11', 'GET', '/api/staff/promotions/coupon_batches', 401),
  account(
    'GIFT-20 ROLE-11',
    'POST',
    '/api/staff/promotions/coupon_batches',
    401,
    {
      template_id: 1,
      name: 'Spring',
      mode: 'unique',
      count: 5,
      code: null,
      max_redemptions: null,
      valid_from: null,
      valid_until: null,
    },
    ['count', '5'],
    { bodyLimit: 4 * 1024 },
  ),
  account('GIFT-20 ROLE-11', 'POST', '/api/staff/promotions/coupon_batches/{id}/retire', 401, REASON, ['reason', []], {
    url: '/api/staff/promotions/coupon_batches/1/retire',
    bodyLimit: 4 * 1024,
  }),
  account('GIFT-20 ROLE-11', 'GET', '/api/staff/promotions/coupon_batches/{id}/codes', 401, undefined, undefined, {
    url: '/api/staff/promotions/coupon_batches/1/codes',
  }),
  account(
    'GIFT-21 ROLE-11',
    'POST',
    '/api/staff/promotions/gifts',
    401,
    { template_id: 1, target: { kind: 'player', player: 'ada@example.com' }, reason: 'goodwill' },
    ['target', 'ada@example.com'],
    { bodyLimit: 4 * 1024 },
  ),
  account('GIFT-05 ROLE-11', 'GET', '/api/staff/promotions/player_gifts', 401, undefined, undefined, {
    url: '/api/staff/promotions/player_gifts?player=1',
    badQuery: { query: `player=${'x'.repeat(300)}`, field: 'player' },
  }),
  account('GIFT-13 ROLE-11', 'POST', '/api/staff/promotions/gifts/{id}/cancel', 401, REASON, ['reason', false], {
    url: '/api/staff/promotions/gifts/1/cancel',
    bodyLimit: 4 * 1024,
  }),
  account('ROLE-11', 'GET', '/api/staff/audit', 401, undefined, undefined, {
    url: '/api/staff/audit?page=1',
    badQuery: { query: 'from=yesterday', field: 'from' },
  }),
);

/** Comp points, the shop and the levels (docs/decisions/052-loyalty.md): rates and levels are public. */
const STAFF_BODY = 64 * 1024;
ROUTES.push(
  account('API-031 SHOP-09', 'GET', '/api/player/comp_points', 401),
  get('API-108 API-109 SHOP-10', '/api/comp_points/rates/{type}', { url: '/api/comp_points/rates/money' }),
  account(
    'API-110 API-111 SHOP-22',
    'POST',
    '/api/comp_points/exchange/{type}',
    401,
    { points: 50, group: 'fs_10' },
    ['points', 'x'],
    {
      url: '/api/comp_points/exchange/freespins',
      bodyLimit: 1024,
    },
  ),
  get('VIP-12 VIP-13', '/api/loyalty/levels'),
  account('VIP-14', 'GET', '/api/player/level', 401),
  account('SHOP-28', 'GET', '/api/staff/loyalty/rates', 401),
  account('SHOP-28', 'PUT', '/api/staff/loyalty/rates', 401, { rates: [] }, ['rates', 'x'], { bodyLimit: STAFF_BODY }),
  account(
    'VIP-12',
    'PUT',
    '/api/staff/loyalty/levels/{level}',
    401,
    { name: 'Cadet', min_points: 100, gift_descriptions: [], loot_boxes: 0 },
    ['min_points', 'x'],
    {
      url: '/api/staff/loyalty/levels/2',
      bodyLimit: STAFF_BODY,
    },
  ),
  account('SHOP-12 SHOP-16', 'GET', '/api/staff/loyalty/cards', 401),
  account(
    'SHOP-12 SHOP-16',
    'PUT',
    '/api/staff/loyalty/cards',
    401,
    {
      group: 'fs_10',
      type: 'freespins',
      title: '10 free spins',
      label: null,
      money_kind: null,
      rates: [{ currency: 'EUR', points: 50, amount_cents: 0 }],
      gift_template_id: 1,
      freespins_count: 10,
      wager: 30,
      games: [],
      lottery_ids: [],
      position: 1,
      active: true,
    },
    ['title', 10],
    { bodyLimit: STAFF_BODY },
  ),
  account('SHOP-15', 'GET', '/api/staff/loyalty/sale', 401),
  account('SHOP-15', 'PUT', '/api/staff/loyalty/sale', 401, { end_date: '31/12/2026', cards: {} }, ['end_date', 5], {
    bodyLimit: STAFF_BODY,
  }),
  account('SHOP-16', 'GET', '/api/staff/loyalty/shop-settings', 401),
  account(
    'SHOP-16',
    'PUT',
    '/api/staff/loyalty/shop-settings',
    401,
    {
      images: { banner: '/a.svg', banner_retina: '/b.svg', card_background: '/c.svg' },
      max_win: { EUR: 100 },
      freespin_wagers: {},
      spin_rates: {},
    },
    ['max_win', 5],
    { bodyLimit: STAFF_BODY },
  ),
);

/** The adventure calendar (docs/decisions/057-adventure-calendar.md): the player's calendar, the promotions manager's edit. */
const ADVENTURE_CONFIG = {
  is_enabled: true,
  group_ids: [],
  start_date: '2026-12-01',
  days: [
    {
      day: 1,
      condition: { min_dep: { EUR: 2_000 }, wager: 0, period_activation_days: 1 },
      prize: { type: 'bonus', text_key: 'x' },
    },
  ],
  super_prize: { text_key: 'x', amounts: {} },
};
ROUTES.push(
  account('ADV-04 ADV-14', 'GET', '/api/player/adventure', 401),
  account('ADV-14', 'GET', '/api/staff/adventure', 401),
  account('ADV-14', 'PUT', '/api/staff/adventure', 401, ADVENTURE_CONFIG, ['start_date', 'tomorrow'], { bodyLimit: STAFF_BODY }),
);

/** The VIP club (docs/decisions/056-vip-club.md): the player's progress, the promotions manager's thresholds and gifts. */
ROUTES.push(
  account('VIP-02 VIP-04 API-112', 'GET', '/jam/vip_status_progress', 401),
  account('VIP-06 VIP-15', 'GET', '/api/staff/vip/thresholds', 401),
  account(
    'VIP-06 VIP-15',
    'PUT',
    '/api/staff/vip/thresholds',
    401,
    { thresholds: [{ status: 'BRONZE', currency: 'EUR', deposit_cents: 600_000, bet_cents: 6_000_000 }] },
    ['thresholds', 'x'],
    { bodyLimit: STAFF_BODY },
  ),
  account('VIP-15', 'GET', '/api/staff/vip/gifts', 401),
  account('VIP-15', 'PUT', '/api/staff/vip/gifts', 401, { gifts: [] }, ['gifts', 'x'], { bodyLimit: STAFF_BODY }),
);

/** Loot boxes and the wheels (docs/decisions/055-loot-boxes-and-wheels.md): the wheels are public. */
const WHEEL_SEGMENT = {
  label: 'Try again',
  kind: 'nothing',
  weight: 1,
  amounts: {},
  points: 0,
  freespins_count: 0,
  gift_template_id: null,
};
ROUTES.push(
  get('WHEEL-01 WHEEL-02 WHEEL-11', '/api/wheels/{slug}', { url: '/api/wheels/rocketmart' }),
  account('API-096 WHEEL-08', 'GET', '/api/player/lootboxes', 401),
  account('WHEEL-09 API-097', 'POST', '/api/player/lootboxes/{id}/activation', 401, { wheel: 'rocketmart' }, ['wheel', 5], {
    url: '/api/player/lootboxes/1/activation',
    bodyLimit: 1024,
  }),
  account('WHEEL-10', 'GET', '/api/staff/wheels/deposit-config', 401),
  account(
    'WHEEL-10',
    'PUT',
    '/api/staff/wheels/deposit-config',
    401,
    { default: { EUR: { pay: 5000, get: 1 } } },
    ['default', 5],
    {
      bodyLimit: STAFF_BODY,
    },
  ),
  account('WHEEL-15', 'GET', '/api/staff/wheels/{slug}', 401, undefined, undefined, { url: '/api/staff/wheels/rocketplay' }),
  account(
    'WHEEL-15',
    'PUT',
    '/api/staff/wheels/{slug}',
    401,
    { title: 'Wheel', segments: [WHEEL_SEGMENT, { ...WHEEL_SEGMENT, label: 'Nothing' }] },
    ['title', 5],
    {
      url: '/api/staff/wheels/rocketplay',
      bodyLimit: STAFF_BODY,
    },
  ),
  account(
    'WHEEL-15',
    'POST',
    '/api/staff/lootboxes',
    401,
    { player_id: 1, wheel: 'rocketmart', count: 1, valid_days: 7 },
    ['count', 'x'],
    {
      bodyLimit: STAFF_BODY,
    },
  ),
);

/** Progressive jackpots (docs/decisions/053-progressive-jackpots.md): public lists, the promotions manager's settings. */
const JACKPOT_LEVEL = {
  identifier: 'level_1',
  name: 'Mini',
  contribution_ppm: 10_000,
  seed_cents: 1_000,
  mean_win_cents: 5_000,
  ceiling_cents: null,
};
const JACKPOT_CONFIG = { name: 'Route table', state: 'paused', game_identifiers: [], rates: {}, levels: [JACKPOT_LEVEL] };
ROUTES.push(
  get('JACK-02 JACK-05 API-106', '/api/jackpots'),
  get('JACK-04 JACK-06 API-107', '/api/jackpot_wins', {
    url: '/api/jackpot_wins?order=biggest&limit=5',
    badQuery: { query: 'order=largest', field: 'order' },
  }),
  account('JACK-13', 'GET', '/api/staff/jackpots', 401),
  account(
    'JACK-13',
    'POST',
    '/api/staff/jackpots',
    401,
    { ...JACKPOT_CONFIG, identifier: 'route-table', currency: 'EUR' },
    ['levels', 'x'],
    { bodyLimit: DEFAULT_LIMIT },
  ),
  account('JACK-13', 'PUT', '/api/staff/jackpots/{id}', 401, JACKPOT_CONFIG, ['state', 3], {
    url: '/api/staff/jackpots/1',
    bodyLimit: DEFAULT_LIMIT,
  }),
);

/** Lotteries (docs/decisions/054-lotteries.md): the list and a page open to guests, the player's tickets 401 without a session. */
const LOTTERY_INPUT = {
  frontend_identifier: 'route-table-lottery',
  title: 'Route table',
  currency: 'EUR',
  group_ids: [],
  prizes: [{ place: 1, kind: 'money', amount_cents: 1_000 }],
  start_at: '2026-01-01T00:00:00Z',
  end_at: '2026-01-02T00:00:00Z',
};
ROUTES.push(
  get('LOTT-03 API-086', '/api/lotteries'),
  account('LOTT-02 LOTT-03 API-087', 'GET', '/api/lotteries/statuses', 401),
  get('LOTT-01 LOTT-03 API-088', '/api/lotteries/{slug}', { url: '/api/lotteries/weekly-lottery' }),
  account('LOTT-02 LOTT-03 API-089', 'GET', '/api/lotteries/{id}/status', 401, undefined, undefined, {
    url: '/api/lotteries/1/status',
  }),
  account('LOTT-07', 'GET', '/api/staff/lotteries', 401),
  account('LOTT-07', 'POST', '/api/staff/lotteries', 401, LOTTERY_INPUT, ['title', 5], { bodyLimit: DEFAULT_LIMIT }),
  account(
    'LOTT-04 LOTT-07',
    'POST',
    '/api/staff/lotteries/{id}/tickets',
    401,
    { player_id: 1, count: 1, request_id: '00000000-0000-4000-8000-000000000000' },
    ['count', 'x'],
    { url: '/api/staff/lotteries/1/tickets', bodyLimit: 1024 },
  ),
  account('LOTT-07', 'GET', '/api/staff/lotteries/{id}/draw', 401, undefined, undefined, { url: '/api/staff/lotteries/1/draw' }),
);

/** Banners, promo items and the activity hub (docs/decisions/058-promotions-pages.md). */
const PROMO_ITEM = {
  id: 90,
  frontend_identifier: 'route-table',
  kind: 'shop',
  target: '',
  image: '/promo/jackpot.svg',
  start_at: '2026-11-01T00:00:00.000Z',
  end_at: '2026-12-01T00:00:00.000Z',
  group_ids: [],
  order: 1,
  published: false,
  texts: { en: { title: 'Route table', description: 'A promo item of the route table.', text_times: '' } },
};
ROUTES.push(
  get('API-017 BANR-01 BANR-02 VAL-24', '/api/promotions/banners', {
    url: '/api/promotions/banners?locale=de',
    badQuery: locale('locale'),
  }),
  get('BANR-07 BANR-13', '/api/promotions', { url: '/api/promotions?locale=de', badQuery: locale('locale') }),
  get('BANR-14', '/api/promotions/pages/{page}', { url: '/api/promotions/pages/rocket-chance' }),
  account('BANR-15 BANR-16', 'GET', '/api/promotions/hub', 401),
  account('BANR-01 ROLE-02', 'GET', '/api/staff/promotions/banners', 401, undefined, undefined, {
    url: '/api/staff/promotions/banners?locale=de',
    badQuery: locale('locale'),
  }),
  account('BANR-01 ROLE-02', 'PUT', '/api/staff/promotions/banners', 401, { banners: [] }, ['banners', 'x'], {
    url: '/api/staff/promotions/banners?locale=de',
    bodyLimit: 128 * 1024,
  }),
  account('BANR-07 ROLE-02', 'GET', '/api/staff/promotions/items', 401),
  account('BANR-07 ROLE-02', 'PUT', '/api/staff/promotions/items/{id}', 401, PROMO_ITEM, ['published', 'yes'], {
    url: '/api/staff/promotions/items/90',
    bodyLimit: 128 * 1024,
  }),
  account('BANR-07 ROLE-02', 'DELETE', '/api/staff/promotions/items/{id}', 401, undefined, undefined, {
    url: '/api/staff/promotions/items/90',
  }),
  get('CMS-10 CMS-11', '/api/promotions/showcase', { url: '/api/promotions/showcase?locale=de', badQuery: locale('locale') }),
  account('CMS-10 CMS-11 ROLE-02', 'GET', '/api/staff/promotions/showcase', 401, undefined, undefined, {
    url: '/api/staff/promotions/showcase?locale=de',
    badQuery: locale('locale'),
  }),
  account('CMS-10 CMS-11 ROLE-02', 'PUT', '/api/staff/promotions/showcase', 401, { awards: [], articles: [] }, ['awards', 'x'], {
    url: '/api/staff/promotions/showcase?locale=de',
    bodyLimit: 128 * 1024,
  }),
);

/** The CMS pages in the staff console (docs/decisions/069-cms-page-editor.md). */
const CMS_PAGE_EDIT = { title: 'Route table', description: '', keywords: '', content: '<p>Route table</p>' };
ROUTES.push(
  account('CMS-12 ROLE-11', 'GET', '/api/staff/cms/pages', 401),
  account('CMS-12 ROLE-11 SHOP-08', 'GET', '/api/staff/cms/pages/{id}', 401, undefined, undefined, {
    url: '/api/staff/cms/pages/1?locale=de',
    badQuery: locale('locale'),
  }),
  account('CMS-12 ROLE-11 SHOP-08', 'PUT', '/api/staff/cms/pages/{id}', 401, CMS_PAGE_EDIT, ['title', 7], {
    url: '/api/staff/cms/pages/1?locale=de',
    bodyLimit: 100_000 * 4 + 16 * 1024,
  }),
);

/** The back office's players and four-eyes adjustments (docs/decisions/059-back-office.md). */
const STAFF_REASON = { reason: 'Route table check' };
const PROPOSAL = {
  player_id: 1,
  currency: 'EUR',
  direction: 'credit',
  part: 'real',
  amount_cents: 100,
  reason: 'goodwill',
  comment: 'Route table',
};
ROUTES.push(
  account('ROLE-11', 'GET', '/api/staff/players', 401, undefined, undefined, {
    url: '/api/staff/players?q=ada',
    badQuery: { query: 'q=', field: 'q' },
  }),
  account('ROLE-11', 'GET', '/api/staff/players/{id}', 401, undefined, undefined, { url: '/api/staff/players/1' }),
  ...(['block', 'unblock', 'end_sessions', 'reset_password'] as const).map((verb) =>
    account('ROLE-11', 'POST', `/api/staff/players/{id}/${verb}`, 401, STAFF_REASON, ['reason', 3], {
      url: `/api/staff/players/1/${verb}`,
      bodyLimit: 8 * 1024,
    }),
  ),
  account('ROLE-11', 'GET', '/api/staff/players/{id}/activity', 401, undefined, undefined, {
    url: '/api/staff/players/1/activity',
  }),
  account('ROLE-11', 'GET', '/api/staff/players/{id}/rounds', 401, undefined, undefined, {
    url: '/api/staff/players/1/rounds',
    badQuery: { query: 'per_page=0', field: 'per_page' },
  }),
  account('ROLE-11', 'GET', '/api/staff/players/{id}/rounds/{round_id}', 401, undefined, undefined, {
    url: '/api/staff/players/1/rounds/1',
  }),
  account('ROLE-11', 'GET', '/api/staff/players/{id}/rg_actions', 401, undefined, undefined, {
    url: '/api/staff/players/1/rg_actions',
  }),
  account('ROLE-11', 'POST', '/api/staff/players/{id}/rg_actions', 401, { kind: 'contacted', reason: 'Called' }, ['kind', 3], {
    url: '/api/staff/players/1/rg_actions',
    bodyLimit: 8 * 1024,
  }),
  account('ROLE-11', 'POST', '/api/staff/players/{id}/notes', 401, { body: 'Note' }, ['body', 3], {
    url: '/api/staff/players/1/notes',
    bodyLimit: 8 * 1024,
  }),
  account('ROLE-11', 'GET', '/api/staff/adjustments', 401, undefined, undefined, {
    badQuery: { query: 'status=done', field: 'status' },
  }),
  account('ROLE-11', 'POST', '/api/staff/adjustments', 401, PROPOSAL, ['amount_cents', 'x'], { bodyLimit: 8 * 1024 }),
  ...(['approve', 'reject'] as const).map((verb) =>
    account('ROLE-11', 'POST', `/api/staff/adjustments/{id}/${verb}`, 401, { note: 'ok' }, ['note', 3], {
      url: `/api/staff/adjustments/1/${verb}`,
      bodyLimit: 8 * 1024,
    }),
  ),
);

/** The money desk and risk oversight (decision 067), the reports and the system page (decision 068), the lottery edits (decision 063). */
const REPORT_RANGE = 'from=2026-01-01&to=2026-01-31';
ROUTES.push(
  account('ROLE-11', 'POST', '/api/staff/players/{id}/groups', 401, { group_id: 257, reason: 'VIP review' }, ['group_id', 'x'], {
    url: '/api/staff/players/1/groups',
    bodyLimit: 8 * 1024,
  }),
  account('ROLE-11', 'GET', '/api/staff/payments', 401, undefined, undefined, {
    badQuery: { query: 'view=later', field: 'view' },
  }),
  ...(['approve', 'reject'] as const).map((verb) =>
    account('ROLE-11', 'POST', `/api/staff/payments/{id}/${verb}`, 401, { reason: 'Checked the documents' }, ['reason', 3], {
      url: `/api/staff/payments/1/${verb}`,
      bodyLimit: 8 * 1024,
    }),
  ),
  account('ROLE-11', 'GET', '/api/staff/oversight', 401),
  account('ROLE-11', 'GET', '/api/staff/reports', 401, undefined, undefined, {
    url: `/api/staff/reports?${REPORT_RANGE}`,
    badQuery: { query: 'from=2026-13-01&to=2026-01-31', field: 'from' },
  }),
  account('ROLE-11', 'GET', '/api/staff/reports/export.csv', 401, undefined, undefined, {
    url: `/api/staff/reports/export.csv?${REPORT_RANGE}`,
    badQuery: { query: 'from=2026-01-01&to=2026-01-31&period=week', field: 'period' },
  }),
  account('ROLE-11', 'GET', '/api/staff/system', 401),
  account('LOTT-07', 'PUT', '/api/staff/lotteries/{id}', 401, LOTTERY_INPUT, ['title', 5], {
    url: '/api/staff/lotteries/1',
    bodyLimit: DEFAULT_LIMIT,
  }),
  account('LOTT-07', 'POST', '/api/staff/lotteries/{id}/cancel', 401, undefined, undefined, {
    url: '/api/staff/lotteries/1/cancel',
  }),
);

/** Routes that take a body. */
export const BODY_ROUTES = ROUTES.filter(
  (r): r is RouteCase & Required<Pick<RouteCase, 'body' | 'wrongType' | 'bodyLimit'>> => r.body !== undefined,
);

/**
 * Routes that answer 401 without a session but identify their caller by what they send (a game
 * session token, a signature over the body) or play a demo for guests: their input is read first.
 */
const INPUT_FIRST = /^\/(provider\/inhouse\/api\/|api\/seamless\/|api\/payments\/webhooks\/|api\/games\/sessions$)/;

/** Who a guarded route lets in: a signed-in player, or staff of `role` (and not of `wrongRole`). */
type RouteAccess = { kind: 'player' } | { kind: 'staff'; role: StaffRole; wrongRole: StaffRole | null };

/** Staff routes by path prefix: a role allowed and one refused (null where every role may call). */
const STAFF_ACCESS: [string, StaffRole, StaffRole | null][] = [
  ['/api/staff/me', 'support_agent', null],
  ['/api/staff/players/', 'administrator', 'config_admin'],
  ['/api/staff/players', 'support_agent', 'config_admin'],
  ['/api/staff/adjustments/', 'payments_officer', 'support_lead'],
  ['/api/staff/adjustments', 'payments_officer', 'finance_viewer'],
  ['/api/staff/promotions/', 'promotions_manager', 'support_agent'],
  ['/api/staff/cms/', 'promotions_manager', 'support_agent'],
  ['/api/staff/audit', 'promotions_manager', 'support_agent'],
  ['/api/staff/accounts', 'administrator', 'support_lead'],
  ['/api/staff/documents', 'kyc_agent', 'support_lead'],
  ['/api/staff/config', 'config_admin', 'support_lead'],
  ['/api/staff/tournaments', 'promotions_manager', 'support_lead'],
  ['/api/staff/loyalty', 'promotions_manager', 'support_lead'],
  ['/api/staff/wheels', 'promotions_manager', 'support_lead'],
  ['/api/staff/lootboxes', 'promotions_manager', 'support_lead'],
  ['/api/staff/jackpots', 'promotions_manager', 'support_lead'],
  ['/api/staff/lotteries', 'promotions_manager', 'support_lead'],
  ['/api/staff/adventure', 'promotions_manager', 'support_lead'],
  ['/api/staff/vip', 'promotions_manager', 'support_lead'],
  ['/api/staff/payments', 'payments_officer', 'support_agent'],
  ['/api/staff/oversight', 'risk_officer', 'payments_officer'],
  ['/api/staff/reports', 'finance_viewer', 'support_lead'],
  ['/api/staff/system', 'support_lead', 'kyc_agent'],
  ['/api/staff/dead_letters', 'support_lead', 'kyc_agent'],
  ['/api/staff/closure_payouts', 'support_lead', 'kyc_agent'],
  ['/api/staff/support/players/', 'support_lead', 'support_agent'],
  ['/api/staff/support/contact-messages', 'support_lead', 'vip_manager'],
  ['/api/staff/support/', 'support_lead', 'kyc_agent'],
];

/** The session a route needs before it reads any input, or null for a route open to guests. */
export function accessOf(route: RouteCase): RouteAccess | null {
  if (route.status !== 401 || route.signed || INPUT_FIRST.test(route.path)) return null;
  if (!route.path.startsWith('/api/staff/')) return { kind: 'player' };
  const entry = STAFF_ACCESS.find(([prefix]) => route.path.startsWith(prefix));
  if (!entry) throw new Error(`no staff access listed for ${route.path}`);
  return { kind: 'staff', role: entry[1], wrongRole: entry[2] };
}

/** An input the route must refuse: its bad query value, else its body with a wrong type, else an unknown parameter. */
export function invalidInput(route: RouteCase): { url: string; payload?: Record<string, unknown> } {
  const base = route.url.split('?')[0] ?? route.url;
  if (route.badQuery) return { url: `${base}?${route.badQuery.query}` };
  if (route.wrongType) return { url: route.url, payload: route.wrongType.body };
  return { url: `${route.url}${route.url.includes('?') ? '&' : '?'}bogus=1` };
}

/** The dotted paths of every string in a body, the fields a text check must name. */
export function stringFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => stringFields(item, path ? `${path}.${key}` : key));
}

/** `body` with the string at a dotted `path` replaced. */
export function withString(body: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1] ?? ''] = text;
  return copy;
}
