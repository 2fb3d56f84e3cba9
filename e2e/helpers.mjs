// Shared by the end-to-end specs: starts the production server and the system Chromium.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
const SERVER_MAIN = join(ROOT, 'apps', 'server', 'dist', 'main.js');

/** The ten locales, English unprefixed at '/'. */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'en-NZ', 'fr-CA', 'no', 'it', 'et', 'en-KW'];
export const localeHome = (locale) => (locale === 'en' ? '/' : `/${locale}`);

/** The WCAG 2.2 AA rule sets axe checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium; null when neither exists. */
function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export const chromiumPath = findChromium();
const inCI = process.env.CI === 'true';

export function chromiumMissingNotice() {
  const line = '!'.repeat(78);
  return [
    line,
    `!!  CHROMIUM NOT FOUND at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
    '!!  Browser tests are ' + (inCI ? 'FAILING (CI=true: a skipped browser suite is a failure).' : 'SKIPPED.'),
    '!!  Install Chromium (apt-get install chromium) or set CHROMIUM_PATH.',
    line,
  ].join('\n');
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Where run.mjs tells the spec files (its child processes) the run's migrated and seeded database is. */
const TEMPLATE_ENV = 'E2E_TEMPLATE_DATA_DIR';

/**
 * Makes the run's template database once: a server starts on an empty directory (migrations and
 * the demo seed, the most of a server's start), stops, and the job runs it offered are forgotten
 * so that a server started on a copy offers the jobs of its first period again. Every server of
 * the run then starts on a copy of it (`newDataDir`): still a database of its own, in the state a
 * first start leaves, without doing that work again. Sets E2E_TEMPLATE_DATA_DIR for the spec files
 * and answers a function that removes the directory.
 */
export async function prepareTemplateDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-template-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startServer({ logName: 'server-template', env: { DATA_DIR: dir } });
    await server.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: dir });
    await db.query('DELETE FROM pgboss.job');
    await db.close();
  } catch (error) {
    remove();
    throw error;
  }
  process.env[TEMPLATE_ENV] = dir;
  return remove;
}

/**
 * The environment of a process the browser tests start (the server, the staff command): this
 * process's, without DATABASE_URL and REDIS_URL (CI runs `npm test` with them set for the server's
 * Vitest suite), so it uses the embedded database of its DATA_DIR, plus `extra`, which may name a
 * database server again.
 */
function embeddedEnv(extra) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return { ...env, ...extra };
}

/**
 * A new temporary data directory for a server: a copy of the run's template database when run.mjs
 * made one, else empty (the server migrates and seeds it on its first start).
 */
export function newDataDir(prefix = 'casino-e2e-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts `node apps/server/dist/main.js` as `npm run serve` does (NODE_ENV=production), with a
 * generated SESSION_SECRET, a fresh temporary DATA_DIR (a copy of the run's template database,
 * see `newDataDir`) and a free port on 127.0.0.1; resolves once /healthz answers. `stop()` sends SIGTERM (SIGKILL after 10 s) and removes the data.
 * `env` adds variables; as a function it receives the server's own base URL (for PUBLIC_URL).
 */
export async function startServer({ logName = 'server', env: envOption = {} } = {}) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run npm run build first`);
  const port = await freePort();
  const extraEnv = typeof envOption === 'function' ? envOption(`http://127.0.0.1:${port}`) : envOption;
  const dataDir =
    'DATA_DIR' in extraEnv || 'DATABASE_URL' in extraEnv ? mkdtempSync(join(tmpdir(), 'casino-e2e-')) : newDataDir();
  mkdirSync(ARTIFACTS, { recursive: true });
  const log = createWriteStream(join(ARTIFACTS, `${logName}.log`));
  // The embedded database in a fresh directory, unless the caller asks for a server.
  const env = embeddedEnv({
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...extraEnv,
  });
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
    log.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((res) => child.once('exit', (code, signal) => res({ code, signal })));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let up = false;
  while (!up) {
    const state = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 150))]);
    if (state) throw new Error(`server exited during start (${JSON.stringify(state)}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 90 s:\n${output}`);
    }
    up = await fetch(`${baseURL}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
  }

  return {
    baseURL,
    port,
    pid: child.pid,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      await new Promise((r) => log.end(r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches the system Chromium with playwright-core. */
export async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath ?? undefined, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Sets up one spec file: the server (the one run.mjs started, through E2E_BASE_URL, or an own
 * one) and, when Chromium exists, one browser. Returns an object filled in by `before`.
 * `staff` accounts ({ email, password, role, name }) are made with the staff:create command in a
 * data directory of the spec's own, before its server starts on it.
 */
export function useSystem({ logName = `server-${process.pid}`, env, staff } = {}) {
  const system = { baseURL: '', browser: null, server: null, dataDir: '' };
  const start = async () => {
    let serverEnv = env;
    if (staff) {
      system.dataDir = newDataDir('casino-e2e-staff-');
      // The command and the server share the secret that seals the accounts' two-factor seeds.
      const SESSION_SECRET = randomBytes(32).toString('hex');
      for (const account of staff) createStaff(system.dataDir, account, SESSION_SECRET);
      const dataDir = { DATA_DIR: system.dataDir, SESSION_SECRET };
      serverEnv = typeof env === 'function' ? (base) => ({ ...env(base), ...dataDir }) : { ...env, ...dataDir };
    }
    // A spec that needs server settings of its own (`env`, e.g. a fast sandbox) starts its own server.
    if (process.env.E2E_BASE_URL && !serverEnv) system.baseURL = process.env.E2E_BASE_URL.replace(/\/$/, '');
    else {
      system.server = await startServer({ logName, env: serverEnv });
      system.baseURL = system.server.baseURL;
    }
    if (chromiumPath) system.browser = await launchBrowser();
  };
  let started;
  /** Resolves once the server and the browser are up: a spec's own `before` awaits it (root hooks run at once). */
  system.ready = () => (started ??= start());
  before(() => system.ready());
  after(async () => {
    await system.browser?.close();
    await system.server?.stop();
    if (system.dataDir) rmSync(system.dataDir, { recursive: true, force: true });
  });
  return system;
}

/** The play path (without the mode) of the first game of `engine` with a demo mode and EUR. */
export async function findDemoGame(baseURL, engine) {
  for (let page = 1; page <= 40; page++) {
    const response = await fetch(`${baseURL}/api/games_filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ device: 'desktop', filter: {}, page, page_size: 100 }),
    });
    const { data, pagination } = await response.json();
    const game = data.find((g) => g.engine === engine && g.has_demo_mode && g.currencies.EUR);
    if (game) return `/play/${game.provider}/${game.slug}`;
    if (pagination.next_page === null) break;
  }
  throw new Error(`no ${engine} game with a demo mode`);
}

/** The game iframe of the game page. */
/** The deposit and cashout contexts' profile fields (PAY-03) of a Canadian player: a fiat payment needs them. */
export const PAYMENT_PROFILE = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '10/12/1990',
  mobile_phone: '+1 (416) 555-0100',
  country: 'CA',
  city: 'Toronto',
  address: '1 King St W',
  postal_code: 'M5H 2N2',
};

/**
 * Gives the signed-in player of `page` a EUR wallet, the profile fields a fiat deposit asks first
 * (PAY-03), and `amountCents` by the sandbox's always-approved test card; returns once the
 * deposit is credited (the sandbox settles it a moment after the 200), so a game opened next can
 * stake it.
 */
export async function fundWithTestCard(page, amountCents) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const status = await page.evaluate(
    async ({ headers, profile, amount }) => {
      await fetch('/api/player/accounts', { method: 'POST', headers, body: JSON.stringify({ currency: 'EUR' }) });
      await fetch('/api/player', { method: 'PATCH', headers, body: JSON.stringify(profile) });
      const card = { number: '4242424242424242', expiry: '12/30', holder: 'Ada Lovelace', cvv: '123' };
      const body = { amount_cents: amount, currency: 'EUR', method_id: 'visa', card };
      return (await fetch('/api/player/payments/deposits', { method: 'POST', headers, body: JSON.stringify(body) })).status;
    },
    { headers, profile: PAYMENT_PROFILE, amount: amountCents },
  );
  assert.equal(status, 200, 'the deposit is accepted');
  const balance = () =>
    page.evaluate(async () => (await (await fetch('/api/player/accounts')).json()).find((a) => a.active)?.amount_cents ?? 0);
  assert.equal(
    await eventually(balance, amountCents, { timeout: 30_000, interval: 500 }),
    amountCents,
    'the deposit is credited',
  );
}

export const gameFrame = (page) => page.frameLocator('iframe.play-stage__frame');

/** A locator's trimmed text. */
export const textOf = async (locator) => ((await locator.textContent()) ?? '').trim();

/** Opens a game in demo mode from Canada and waits for the frame's FUN 1,000.00. */
export async function openDemoGame(system, viewport, path) {
  const opened = await openPage(system.browser, { viewport });
  await opened.page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '99.224.0.1' });
  await opened.page.goto(`${system.baseURL}${path}?mode=demo`);
  await waitForHydration(opened.page, 'main h1');
  await eventually(() => textOf(gameFrame(opened.page).getByTestId('frame-balance')), 'FUN 1,000.00', { timeout: 15_000 });
  return opened;
}

/**
 * The two-factor seed the specs' staff accounts are created with (staff:create's
 * STAFF_TOTP_SECRET, docs/decisions/066-staff-access.md): the specs hold the authenticator.
 */
const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const STAFF_STEP_MS = 30_000;
/** The last time step whose code each staff address used: the server never takes a code twice. */
const usedSteps = new Map();

/** A staff account in `dataDir`, through the staff:create command of the build, with two-factor enrolled. */
function createStaff(dataDir, { email, password, role, name }, sessionSecret) {
  const created = spawnSync(
    process.execPath,
    [join(ROOT, 'apps/server/dist/staff-create.js'), '--email', email, '--role', role, '--name', name],
    {
      cwd: ROOT,
      env: embeddedEnv({
        DATA_DIR: dataDir,
        SESSION_SECRET: sessionSecret,
        STAFF_PASSWORD: password,
        STAFF_TOTP_SECRET,
        NODE_ENV: 'production',
      }),
      encoding: 'utf8',
    },
  );
  assert.equal(created.status, 0, created.stderr);
}

/**
 * The authenticator's code for a staff account of `useSystem({ staff })` (or for `secret`), one
 * never used before: the current step's, else the next one's (the server allows one step of
 * drift), else it waits for a later step.
 */
export async function staffCode({ email }, secret = STAFF_TOTP_SECRET) {
  const { Secret, TOTP } = await import('otpauth');
  const now = Math.floor(Date.now() / STAFF_STEP_MS);
  const step = Math.max(now, (usedSteps.get(email) ?? -1) + 1);
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * STAFF_STEP_MS - Date.now() + 200));
  usedSteps.set(email, step);
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: step * STAFF_STEP_MS });
}

/**
 * An SMTP sink on a free port of 127.0.0.1 for a server started with SMTP_URL: answers its URL,
 * the mails it received (parsed, in order) and `close`.
 */
export async function startMailSink() {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A test that needs the browser: skipped with a notice when Chromium is missing, failed
 * instead under CI=true.
 */
export function browserTest(name, options, fn) {
  if (typeof options === 'function') [options, fn] = [{}, options];
  if (chromiumPath) return test(name, options, fn);
  if (inCI) {
    return test(name, () => {
      throw new Error(chromiumMissingNotice());
    });
  }
  return test(name, { skip: 'Chromium not found (set CHROMIUM_PATH)' }, () => {});
}

/**
 * Opens a page and records what must not happen on it: console errors, uncaught exceptions,
 * CSP violations and failed same-origin requests. `expectedStatuses` lists response statuses
 * that are not failures (a 404 page's own document).
 */
export async function openPage(browser, { viewport = VIEWPORTS.desktop, expectedStatuses = [] } = {}) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  const page = await context.newPage();
  const problems = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = (window.__cspViolations ??= []);
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium reports the document's own expected status (a 404 page) as a console error.
    const status = text.match(/Failed to load resource: the server responded with a status of (\d+)/)?.[1];
    if (status && expectedStatuses.includes(Number(status))) return;
    problems.push(`console.error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // Navigations away abort pending requests; that is not a failure of the page.
    if (failure.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && !expectedStatuses.includes(status)) problems.push(`HTTP ${status}: ${response.url()}`);
  });
  const cspViolations = async () => page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
  return {
    page,
    context,
    /** Console errors, page errors, failed requests and CSP violations seen so far. */
    async problems() {
      return [...problems, ...(await cspViolations()).map((v) => `CSP violation: ${v}`)];
    },
    /**
     * Forgets the answers with this status seen so far, and their console errors: a test that ends
     * the session on purpose expects the requests the page had in flight to be answered 401.
     */
    forgetStatus(status) {
      const kept = problems.filter(
        (p) => !p.startsWith(`HTTP ${status}: `) && !p.includes(`the server responded with a status of ${status} `),
      );
      problems.splice(0, problems.length, ...kept);
    },
    close: () => context.close(),
  };
}

/** The promise's value, or `fallback` after `ms`. */
export function withTimeout(promise, ms, fallback) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once React has hydrated the element (its fiber is attached). */
/**
 * Signs a new player up through the registration form on `page` (already on a page holding it):
 * email, password twice, terms, submit. `m` is the English message catalogue.
 */
export async function submitRegistration(page, m, email, password) {
  await waitForHydration(page, 'main form');
  const form = page.locator('main form');
  await form.getByLabel(m['auth.email'], { exact: true }).fill(email);
  await form.getByLabel(m['auth.password'], { exact: true }).fill(password);
  await form.getByLabel(m['auth.password_confirmation'], { exact: true }).fill(password);
  await form.getByLabel(m['auth.terms.accept']).check();
  await form.getByRole('button', { name: m['auth.submit.sign_up'] }).click();
}

export async function waitForHydration(page, selector = 'main') {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      // data-hydrated is set by the root's effect, after every effect of the first commit ran.
      return Boolean(
        document.documentElement.dataset.hydrated && el && Object.keys(el).some((k) => k.startsWith('__reactFiber$')),
      );
    },
    selector,
    { timeout: 15_000 },
  );
}

/** Polls `read` (in Node, real time) until it returns `expected`; then asserts, so a failure shows the last value. */
export async function eventually(read, expected, { timeout = 5_000, interval = 50 } = {}) {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    value = await read();
  }
  return value;
}

/** Whether the screenshots of passing steps are written: always outside CI, under CI only with E2E_SCREENSHOTS=1. */
const keepScreenshots = !inCI || process.env.E2E_SCREENSHOTS === '1';

/**
 * A screenshot in e2e/artifacts (the whole page, or with `fullPage: false` the screen as the
 * player sees it), for a person to look at; no test reads it. Under CI it is only taken with
 * E2E_SCREENSHOTS=1 (each one costs a page render and a PNG encoding), except a `failure`
 * screenshot, which shows why a test is failing. Answers the file's path, or null when skipped.
 */
export async function screenshot(page, name, { fullPage = true, failure = false } = {}) {
  if (!keepScreenshots && !failure) return null;
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * axe on `page`, in @axe-core/playwright's legacy mode: axe.run in the page, which checks the
 * frames itself (axe is injected into each), instead of a partial run per frame finished in a
 * blank page the builder opens for every analysis; the same violations, in half the time or less.
 */
export const axeBuilder = (page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axe (WCAG 2.2 AA tags) on the part of the page `include` selects: no serious or critical violation; `where` names the screen in the failure. */
export async function assertNoSeriousAxe(page, include, where) {
  const result = await axeBuilder(page).include(include).withTags(WCAG_TAGS).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    where && `${where}: no serious or critical axe violation`,
  );
}

/** Asserts that server-rendered HTML matches, without dumping the whole document on failure. */
export function assertHtml(html, pattern, message) {
  if (!pattern.test(html)) throw new assert.AssertionError({ message: `${message}: expected the HTML to match ${pattern}` });
}

export function assertNoHtml(html, pattern, message) {
  const found = html.match(pattern);
  if (found) throw new assert.AssertionError({ message: `${message}: unexpected ${JSON.stringify(found[0])} in the HTML` });
}

/** Follows up to `max` redirects by hand: [{ status, location }] and the final response. */
export async function redirectChain(url, max = 5) {
  const hops = [];
  let current = url;
  for (let i = 0; i <= max; i++) {
    const response = await fetch(current, { redirect: 'manual' });
    if (response.status < 300 || response.status >= 400) return { hops, final: response, url: current };
    await response.body?.cancel();
    current = new URL(response.headers.get('location'), current).href;
    hops.push({ status: response.status, location: current });
  }
  throw new Error(`more than ${max} redirects from ${url}`);
}

/** Minimal HTML text decoding for assertions on server-rendered markup. */
export function htmlText(fragment) {
  return fragment
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Every match of a tag (with attributes) in server-rendered HTML: [{ attrs, text }]. */
export function findTags(html, tag) {
  const found = [];
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  for (const match of html.matchAll(pattern)) found.push({ attrs: match[1] ?? '', text: htmlText(match[2]) });
  return found;
}

/** The <link> elements of the document head as attribute maps. */
export function headLinks(html) {
  const head = html.split('</head>')[0] ?? '';
  return [...head.matchAll(/<link\s([^>]*?)\/?>/gi)].map((m) => attributes(m[1]));
}

export function attributes(source) {
  const attrs = {};
  for (const m of source.matchAll(/([a-zA-Z-:]+)="([^"]*)"/g)) attrs[m[1].toLowerCase()] = htmlText(m[2]);
  return attrs;
}
