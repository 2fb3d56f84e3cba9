import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { HttpError } from '../http/errors';
import { ManualClock } from '../platform/clock';
import { TEST_START } from '../test/app';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { authThrottle } from './tables';
import { createThrottle } from './throttle';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb?.close();
});

const statusOf = (result: PromiseSettledResult<void>) =>
  result.status === 'fulfilled' ? 200 : result.reason instanceof HttpError ? result.reason.statusCode : 500;

describe('auth throttle', () => {
  it('counts concurrent hits of one key atomically: exactly the limit gets through, the rest 429 with Retry-After', async () => {
    const clock = new ManualClock(TEST_START);
    const throttle = createThrottle({ db: testDb.database.db, clock });
    const limit = { max: 5, windowMs: 60_000 };
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => throttle.hit('sign-in', 'ada@example.com', limit)));
    expect(results.map(statusOf).filter((s) => s === 200)).toHaveLength(5);
    expect(results.map(statusOf).filter((s) => s === 429)).toHaveLength(25);
    const refused = results.find((r) => r.status === 'rejected');
    expect(Number((refused?.reason as HttpError).headers['retry-after'])).toBe(60);
    const [stored] = await testDb.database.db
      .select({ n: count() })
      .from(authThrottle)
      .where(and(eq(authThrottle.action, 'sign-in'), eq(authThrottle.key, 'ada@example.com')));
    expect(Number(stored?.n)).toBe(5);
    // Another key has its own count, and the window moves on.
    await throttle.hit('sign-in', 'bob@example.com', limit);
    clock.advance(60_001);
    await throttle.hit('sign-in', 'ada@example.com', limit);
  });
});
