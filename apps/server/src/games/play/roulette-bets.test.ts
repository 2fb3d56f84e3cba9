import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRoundSchema } from '@casino/contracts';
import { ACCOUNT_ENV, register } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { bodyOf, fieldErrorsOf } from '../../test/http';
import { balanceOf, completeProfile, frame, fund, gameOf, launch } from '../../test/play';

let app: TestApp;
let ada: { id: number; token: string };
let session: string;

beforeAll(async () => {
  app = await createTestApp(ACCOUNT_ENV);
  ada = await register(app, 'ada.roulette@example.com');
  await completeProfile(app, ada.token);
  await fund(app, ada.id, 100_000);
  session = (await launch(app, ada.token, await gameOf(app, 'roulette'), 'real')).session;
});
afterAll(async () => {
  await app?.close();
});

const spin = (bets: unknown[], bet: number) => frame(app, session, 'POST', '/rounds', { bet_cents: bet, params: { bets } });

describe('PLAY-05 roulette inside bets through the round API', () => {
  it('PLAY-05 a fake split, street, trio or corner answers 422 naming the rule, and takes no money', async () => {
    const before = await balanceOf(app, ada.id);
    const split = await spin([{ type: 'split', numbers: [1, 36], amount: 100 }], 100);
    expect(split.statusCode).toBe(422);
    expect(fieldErrorsOf(split)).toEqual({
      'bets.0.numbers': [
        '1-36 is not a split on the table: a split covers two numbers next to each other on the layout (or 0 with 1, 2 or 3)',
      ],
    });
    for (const bet of [
      { type: 'street', numbers: [3, 4, 5], amount: 100 },
      { type: 'trio', numbers: [1, 2, 3], amount: 100 },
      { type: 'corner', numbers: [3, 4, 6, 7], amount: 100 },
      { type: 'sixline', numbers: [3, 4, 5, 6, 7, 8], amount: 100 },
    ]) {
      const res = await spin([{ type: 'straight', numbers: [5], amount: 100 }, bet], 200);
      expect(res.statusCode, JSON.stringify(bet)).toBe(422);
      expect(fieldErrorsOf(res)['bets.1.numbers']?.[0]).toContain(`is not a ${bet.type} on the table`);
    }
    expect(await balanceOf(app, ada.id)).toBe(before);
  });

  it('PLAY-05 a layout of splits, streets, corners, six-lines and a trio is played and paid by the standard odds', async () => {
    const bets = [
      { type: 'split', numbers: [0, 1], amount: 100 },
      { type: 'split', numbers: [17, 20], amount: 100 },
      { type: 'street', numbers: [16, 17, 18], amount: 100 },
      { type: 'trio', numbers: [0, 2, 3], amount: 100 },
      { type: 'corner', numbers: [0, 1, 2, 3], amount: 100 },
      { type: 'corner', numbers: [17, 18, 20, 21], amount: 100 },
      { type: 'sixline', numbers: [13, 14, 15, 16, 17, 18], amount: 100 },
    ];
    const before = await balanceOf(app, ada.id);
    const round = bodyOf(await spin(bets, 700), playRoundSchema);
    const pocket = (round.state as { pocket: number }).pocket;
    const pays: Record<string, number> = { split: 18, street: 12, trio: 12, corner: 9, sixline: 6 };
    const expected = bets.filter((b) => b.numbers.includes(pocket)).reduce((sum, b) => sum + b.amount * (pays[b.type] ?? 0), 0);
    expect(round).toMatchObject({ status: 'settled', stake_cents: 700, win_cents: expected });
    expect(await balanceOf(app, ada.id)).toBe(before - 700 + expected);
  });
});
