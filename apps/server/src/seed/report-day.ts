import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/meta-tables';
import type { FastifyBaseLogger } from 'fastify';
import { createOutbox, OUTBOX_MAX_ATTEMPTS, type Outbox } from '../events/outbox';
import { domainEvents } from '../events/tables';
import { games } from '../games/catalogue/tables';
import type { Clock } from '../platform/clock';
import { players } from '../players/tables';
import { createWalletService, type WalletService } from '../wallet';

const DONE_KEY = 'demo_report_day_at';
const HOUR = 60 * 60 * 1000;

/** The demo's players of the day before the first start, and what each of them did (minor units). */
const DEMO_DAY = [
  {
    email: 'demo.mira@casino.example',
    currency: 'EUR',
    deposits: [5_000, 2_500],
    bets: [
      [1_000, 1_800],
      [2_000, 0],
      [500, 0],
    ],
  },
  {
    email: 'demo.oskar@casino.example',
    currency: 'EUR',
    deposits: [10_000],
    bets: [
      [4_000, 2_000],
      [1_500, 3_000],
    ],
    payout: 3_000,
  },
  {
    email: 'demo.lena@casino.example',
    currency: 'USD',
    deposits: [8_000],
    bets: [
      [2_000, 0],
      [1_000, 2_400],
    ],
  },
] as const;

/** A clock standing at a given instant, moved by hand between the day's movements. */
function clockAt(start: Date): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

/** A slot and a roulette of the catalogue: the day's bets name them, so the RTP tables have rows. */
async function demoGames(db: Db): Promise<{ game_id: number; provider: string }[]> {
  const found = await Promise.all(
    ['slot-lines', 'roulette'].map((engine) =>
      db
        .select({ id: games.id, provider: games.providerSlug })
        .from(games)
        .where(and(eq(games.engine, engine), sql`${games.currencies} ? 'EUR'`, sql`${games.currencies} ? 'USD'`))
        .orderBy(asc(games.id))
        .limit(1),
    ),
  );
  return found.flatMap((rows) => rows.map((g) => ({ game_id: g.id, provider: g.provider })));
}

async function playDay(
  db: Db,
  wallet: WalletService,
  clock: ReturnType<typeof clockAt>,
  day: (typeof DEMO_DAY)[number],
  index: number,
) {
  const gamesOfDay = await demoGames(db);
  const [row] = await db.insert(players).values({ email: day.email, createdAt: clock.now(), updatedAt: clock.now() }).returning();
  if (!row) return;
  const key = (what: string) => `demo-report-${index}-${what}`;
  await wallet.openAccount(row.id, day.currency);
  for (const [i, amount] of day.deposits.entries()) {
    clock.advance(HOUR);
    await wallet.deposit({ key: key(`dep-${i}`), playerId: row.id, currency: day.currency, amountCents: amount });
  }
  for (const [i, [stake, win]] of day.bets.entries()) {
    clock.advance(HOUR / 4);
    const metadata = gamesOfDay[i % Math.max(1, gamesOfDay.length)] ?? {};
    const bet = await wallet.bet({
      key: key(`bet-${i}`),
      playerId: row.id,
      currency: day.currency,
      amountCents: stake,
      metadata,
    });
    if (win > 0) {
      await wallet.win({
        key: key(`win-${i}`),
        playerId: row.id,
        currency: day.currency,
        amountCents: win,
        betTransactionId: bet.transactionId,
      });
    }
  }
  if ('payout' in day) {
    clock.advance(HOUR);
    const reserve = await wallet.reserve({ key: key('res'), playerId: row.id, currency: day.currency, amountCents: day.payout });
    await wallet.payout({ key: key('pay'), reserveTransactionId: reserve.transactionId });
  }
}

/** An event a mail outage left undelivered: the system page shows it with its error and a retry. */
async function demoFailedEvent(db: Db, at: Date): Promise<void> {
  await db.insert(domainEvents).values({
    type: 'demo.daily_summary_mail',
    payload: { to: 'finance@casino.example' },
    createdAt: at,
    attempts: OUTBOX_MAX_ATTEMPTS,
    lastError: 'Error: connect ECONNREFUSED smtp.casino.example:465 (demo)',
    deadAt: at,
  });
}

/**
 * The demo's business day before the first start (decision 068), once per database: three players
 * register, deposit, play and one withdraws, through the wallet's service, so the reports page has
 * yesterday's figures. Their money events are not published: this is history, not live play.
 */
export async function seedDemoReportDay(db: Db, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DONE_KEY)).limit(1);
  if (done) return;
  await db.insert(appMeta).values({ key: DONE_KEY, value: now.toISOString() }).onConflictDoNothing();
  const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 8));
  const clock = clockAt(yesterday);
  // Nothing is published and nothing dispatched: a round here, with no handlers, would mark the
  // live events as delivered.
  const quiet = { publish: async () => {}, publishAll: async () => {}, kick: () => {} };
  const outbox: Outbox = { ...createOutbox({ db, clock, log }), ...quiet };
  const wallet = createWalletService({ db, clock, outbox, enabledCurrencies: async () => DEMO_DAY.map((d) => d.currency) });
  for (const [index, day] of DEMO_DAY.entries()) await playDay(db, wallet, clock, day, index);
  await demoFailedEvent(db, clock.now());
}
