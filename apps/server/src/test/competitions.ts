import { tournaments } from '../db/schema';
import type { TestApp } from './app';

const HOUR = 60 * 60 * 1000;
let serial = 0;

/** A tournament stored for a test: running from an hour ago to an hour ahead, counting every game; `extra` replaces any field. */
export async function insertTournament(app: TestApp, extra: Partial<typeof tournaments.$inferInsert> = {}) {
  const now = app.clock.now();
  serial += 1;
  const [row] = await app.db
    .insert(tournaments)
    .values({
      frontendIdentifier: `test-race-${serial}`,
      title: 'Test race',
      currency: 'EUR',
      strategy: 'bet_sum',
      startAt: new Date(now.getTime() - HOUR),
      endAt: new Date(now.getTime() + HOUR),
      createdAt: now,
      updatedAt: now,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('tournament not stored');
  return row;
}
