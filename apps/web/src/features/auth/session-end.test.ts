import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emitAuthError } from '../../api/auth-events';
import { createHttpClient } from '../../api/http';
import { accountsKey, playerKeys } from '../../common/player/player-query';
import { signInWithStoredCredential } from './stored-credential';
import { handleAuthErrors } from './use-auth-error';

// The captcha is solved by web workers in the browser; here the token it would give.
vi.mock('./captcha', () => ({ solveCaptcha: async () => 'captcha-token' }));

let server: Server;
let origin = '';
const signIns: unknown[] = [];
let signInStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/api/users/sign_in') {
        signIns.push(JSON.parse(body));
        const answer = signInStatus === 200 ? { id: 7, email: 'ada@example.com' } : { error: 'Invalid email or password.' };
        res.writeHead(signInStatus, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signIns.length = 0;
  signInStatus = 200;
});

/** The browser's window and credential store, reduced to what the calls use. */
function browserWith(stored: { type: 'password'; id: string; password: string } | null) {
  class PasswordCredential {
    constructor(readonly data: unknown) {}
  }
  const target = Object.assign(new EventTarget(), { PasswordCredential });
  vi.stubGlobal('window', target);
  vi.stubGlobal('navigator', { credentials: { get: async () => stored, store: async () => undefined } });
}

describe('the auth-error event', () => {
  it('AUTH-07 ERR-01 logs the player out (their data dropped, a guest) and goes to the login page', () => {
    browserWith(null);
    const queryClient = new QueryClient();
    queryClient.setQueryData(playerKeys.player, { id: 7 });
    queryClient.setQueryData(accountsKey, [{ currency: 'EUR', amount_cents: 5000 }]);
    queryClient.setQueryData(['player', 'limits'], []);
    queryClient.setQueryData(['jackpots', 'list'], []);
    const goToLogin = vi.fn();
    const off = handleAuthErrors(queryClient, goToLogin);

    emitAuthError();
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(playerKeys.player)).toBeNull();
    expect(queryClient.getQueryData(accountsKey)).toBeUndefined();
    expect(queryClient.getQueryData(['player', 'limits'])).toBeUndefined();
    // Public data stays.
    expect(queryClient.getQueryData(['jackpots', 'list'])).toEqual([]);

    off();
    emitAuthError();
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in with a password the browser holds', () => {
  it('AUTH-14 sends the stored email and password with a captcha token, and answers the player', async () => {
    browserWith({ type: 'password', id: 'ada@example.com', password: 'Secret-Pass-1' });
    const player = await signInWithStoredCredential(createHttpClient({ baseURL: origin }));
    expect(player).toMatchObject({ id: 7 });
    expect(signIns).toEqual([{ user: { email: 'ada@example.com', password: 'Secret-Pass-1', captcha: 'captcha-token' } }]);
  });

  it('AUTH-16 a refused saved-credential sign-in answers no player, so the login screen stays', async () => {
    browserWith({ type: 'password', id: 'ada@example.com', password: 'Old-Pass-1' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInStatus = 401;
    expect(await signInWithStoredCredential(createHttpClient({ baseURL: origin, retryDelay: () => 1 }))).toBeNull();
    expect(signIns).toHaveLength(1);
    // Nothing stored (or a browser without the credential API): no call at all.
    browserWith(null);
    expect(await signInWithStoredCredential(createHttpClient({ baseURL: origin }))).toBeNull();
    expect(signIns).toHaveLength(1);
  });
});
