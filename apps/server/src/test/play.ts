import { and, eq, sql } from 'drizzle-orm';
import { GAME_SESSION_HEADER, SEAMLESS_SIGNATURE_HEADER, gameSessionSchema, type GameSession } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import { call, register } from './accounts';
import { XHR, injectFrom } from './http';
import { games } from '../games/catalogue/tables';
import { DEV_SEAMLESS_SECRET, signSeamless } from '../games/play/signature';

/** A catalogue game of an engine, playable in a currency (and in demo mode when asked). */
export async function gameOf(app: TestApp, engine: string, options: { currency?: string; demo?: boolean } = {}): Promise<number> {
  const currency = options.currency ?? 'EUR';
  const [row] = await app.db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.engine, engine),
        sql`${games.currencies} ? ${currency}`,
        options.demo === undefined ? undefined : eq(games.hasDemoMode, options.demo),
        options.demo ? sql`${games.currencies} ? 'FUN'` : undefined,
        engine === 'slot-lines'
          ? sql`NOT ('high-volatility' = ANY(${games.categories}) OR 'low-volatility' = ANY(${games.categories}))`
          : undefined,
      ),
    )
    .orderBy(games.id)
    .limit(1);
  if (!row) throw new Error(`no ${engine} game in ${currency}`);
  return row.id;
}

/** The provider context's fields real play asks for (PLAY-04), as a player fills them in. */
const PROVIDER_PROFILE = { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1990', country: 'DE' };

/** Fills in the profile fields real play needs, through PATCH /api/player. */
export async function completeProfile(app: TestApp, token: string): Promise<void> {
  const res = await call(app, 'PATCH', '/api/player', { token, body: PROVIDER_PROFILE });
  if (res.statusCode !== 200) throw new Error(`profile not saved: ${res.statusCode} ${res.body}`);
}

/** Launches a game through the API and answers the session. */
export async function launch(
  app: TestApp,
  token: string | undefined,
  gameId: number,
  mode: 'real' | 'demo',
): Promise<GameSession> {
  const res = await call(app, 'POST', '/api/games/sessions', { token, body: { game_id: gameId, mode } });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  return gameSessionSchema.parse(res.json());
}

/** A registered player with a complete profile, `cents` of real money and a real-money dice session. */
export async function diceBettor(app: TestApp, email: string, cents: number) {
  const player = await register(app, email);
  await completeProfile(app, player.token);
  await fund(app, player.id, cents);
  const { session } = await launch(app, player.token, await gameOf(app, 'dice'), 'real');
  return { player, session };
}

/** A seamless-wallet call of an external provider (`/api/seamless/<path>`), signed with the development secret. */
export function signedSeamless(app: TestApp, path: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(body);
  return injectFrom(app.fastify, {
    method: 'POST',
    url: `/api/seamless/${path}`,
    headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signSeamless(DEV_SEAMLESS_SECRET, payload) },
    payload,
  });
}

/** A call of the game frame to the in-house provider's round API. */
export function frame(
  app: TestApp,
  session: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return injectFrom(app.fastify, {
    method,
    url: `/provider/inhouse/api${path}`,
    headers: { ...(method === 'POST' ? XHR : {}), [GAME_SESSION_HEADER]: session, ...extraHeaders },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

let deposits = 0;
/** Deposits real money into the player's wallet of a currency. */
export async function fund(app: TestApp, playerId: number, amountCents: number, currency = 'EUR'): Promise<void> {
  await app.services.wallet.openAccount(playerId, currency);
  deposits += 1;
  await app.services.wallet.deposit({ key: `test-deposit-${playerId}-${deposits}`, playerId, currency, amountCents });
}

/** The player's wallet balance in a currency (real + bonus). */
export async function balanceOf(app: TestApp, playerId: number, currency = 'EUR'): Promise<number> {
  const account = (await app.services.wallet.getAccounts(playerId)).find((a) => a.currency === currency);
  return account?.amount_cents ?? 0;
}
