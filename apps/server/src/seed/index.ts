import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/meta-tables';
import { seedCatalogue } from '../games/catalogue/seed';
import { seedCompetitions } from './competitions';
import { seedCms } from './cms';
import { seedConfig } from './config';
import { seedGifts } from './gifts';
import { seedLoyalty, seedShopRewards } from './loyalty';
import { seedJackpots } from './jackpots';
import { seedLotteries } from './lotteries';
import { seedAdventures } from './adventures';
import { seedVip } from './vip';
import { seedReference } from './reference';
import { seedTranslations } from './translations';
import { seedWheels } from './wheels';

export { seedDemoReportDay } from './report-day';

/** Any fixed number; it names the advisory lock the seed runs under. */
const SEED_LOCK_KEY = 7_236_150_002;

/**
 * Seeds the demo on a first start, and at every start adds what a newer version brings
 * (new translation keys, new config documents) without touching what an operator changed.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Processes starting together on one database seed one after the other (docs/architecture.md §4).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seeded_at')).limit(1);
    await seedReference(tx);
    await seedConfig(tx);
    await seedTranslations(tx);
    // The game catalogue is seeded whenever it is empty, so a database from before it gets one too.
    await seedCatalogue(tx);
    // The demo's gifts need the catalogue's slots for their free spins.
    await seedGifts(tx);
    // The demo's races and quests, renewed at every start (decision 050); their prizes are gift templates.
    await seedCompetitions(tx);
    // The shop's and the levels' gifts are gift templates too.
    await seedLoyalty(tx);
    // The wheels' gifts are the shop's templates (decision 055).
    await seedWheels(tx);
    // The demo's jackpot feeds on the catalogue's mystic-jackpots games.
    await seedJackpots(tx);
    // The demo's lottery, renewed at every start (decision 054).
    await seedLotteries(tx);
    // The shop's loot box and lottery ticket cards; the lottery card sells the running lottery (decision 064).
    await seedShopRewards(tx);
    // The demo's adventure calendar, renewed once it has ended; its prizes are gift templates (decision 057).
    await seedAdventures(tx);
    // The VIP thresholds and the gifts of reaching each status (decision 056).
    await seedVip(tx);
    if (!done) {
      await seedCms(tx);
      await tx.insert(appMeta).values({ key: 'seeded_at', value: new Date().toISOString() });
    }
  });
}
