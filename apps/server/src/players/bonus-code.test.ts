import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { ACCOUNT_ENV, call, register } from '../test/accounts';
import { fieldErrorsOf } from '../test/http';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
});
afterAll(async () => {
  await app?.close();
});

describe('PATCH /api/player/set_bonus_code and DELETE /api/player/clear_bonus_code', () => {
  it('GIFT-17 API-036 API-037 stores the code upper-case, shows it on the player and clears it', async () => {
    const { token } = await register(app, 'promo@example.com');
    const set = await call(app, 'PATCH', '/api/player/set_bonus_code', { token, body: { deposit_bonus_code: 'welcome-2026_x' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ deposit_bonus_code: 'WELCOME-2026_X' });
    expect((await call(app, 'GET', '/api/player', { token })).json().deposit_bonus_code).toBe('WELCOME-2026_X');

    const cleared = await call(app, 'DELETE', '/api/player/clear_bonus_code', { token });
    expect(cleared.json()).toEqual({ deposit_bonus_code: null });
    expect((await call(app, 'GET', '/api/player', { token })).json().deposit_bonus_code).toBeNull();
  });

  it('GIFT-17 a bad code answers 422 on the field and keeps the stored one; without a session 401', async () => {
    const { token } = await register(app, 'promo-bad@example.com');
    await call(app, 'PATCH', '/api/player/set_bonus_code', { token, body: { deposit_bonus_code: 'KEEP' } });
    for (const code of ['', 'has space', 'x'.repeat(33), '<script>']) {
      const res = await call(app, 'PATCH', '/api/player/set_bonus_code', { token, body: { deposit_bonus_code: code } });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(fieldErrorsOf(res))).toEqual(['deposit_bonus_code']);
    }
    expect((await call(app, 'GET', '/api/player', { token })).json().deposit_bonus_code).toBe('KEEP');
    expect((await call(app, 'PATCH', '/api/player/set_bonus_code', { body: { deposit_bonus_code: 'X' } })).statusCode).toBe(401);
    expect((await call(app, 'DELETE', '/api/player/clear_bonus_code')).statusCode).toBe(401);
  });
});
