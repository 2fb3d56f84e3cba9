import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { lotteries } from '../lotteries/tables';

const DAY = 24 * 60 * 60 * 1000;

/** The demo's lottery (docs/decisions/054-lotteries.md): a week long, three money prizes in euros. */
const DEMO_LOTTERY = {
  identifier: 'weekly-lottery',
  title: 'Weekly lottery',
  prizes: [
    { place: 1, kind: 'money' as const, amount_cents: 10_000 },
    { place: 2, kind: 'money' as const, amount_cents: 5_000 },
    { place: 3, kind: 'money' as const, amount_cents: 2_500 },
  ],
};

/**
 * Keeps the demo's lottery running at every start: one that has ended is kept under a dated
 * identifier (its draw stays), and a new one starts under the demo's identifier with a fresh seed,
 * so /lottery/weekly-lottery always shows a running lottery.
 */
export async function seedLotteries(tx: Tx): Promise<void> {
  const now = new Date();
  const [running] = await tx
    .select({ id: lotteries.id })
    .from(lotteries)
    .where(and(eq(lotteries.frontendIdentifier, DEMO_LOTTERY.identifier), gt(lotteries.endAt, now), isNull(lotteries.drawnAt)));
  if (running) return;
  const [old] = await tx.select().from(lotteries).where(eq(lotteries.frontendIdentifier, DEMO_LOTTERY.identifier));
  if (old)
    await tx
      .update(lotteries)
      .set({ frontendIdentifier: `${DEMO_LOTTERY.identifier}-${old.id}` })
      .where(eq(lotteries.id, old.id));
  const serverSeed = randomBytes(32).toString('hex');
  await tx.insert(lotteries).values({
    frontendIdentifier: DEMO_LOTTERY.identifier,
    title: DEMO_LOTTERY.title,
    currency: 'EUR',
    prizes: DEMO_LOTTERY.prizes,
    startAt: new Date(now.getTime() - DAY),
    endAt: new Date(now.getTime() + 7 * DAY),
    serverSeed,
    serverSeedHash: createHash('sha256').update(serverSeed, 'utf8').digest('hex'),
    createdAt: now,
  });
}
