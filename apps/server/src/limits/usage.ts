import { and, eq, gte, sql } from 'drizzle-orm';
import { periodStartDate, type LimitPeriod, type MoneyLimitType } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import { preparedOn } from '../db/prepared';
import { limitUsage } from './tables';

export type UsageMetric = MoneyLimitType;

const field = { deposit: 'depositCents', wager: 'wagerCents', loss: 'lossCents' } as const;

/** Usage of one currency per metric and period, on the local calendar of `today`. */
export type PeriodUsage = Record<UsageMetric, Record<LimitPeriod, number>>;

/** Adds (or with a negative amount takes back) usage on a local day, atomically. */
export async function addUsage(
  tx: DbOrTx,
  key: { playerId: number; currency: string; day: string },
  deltas: Partial<Record<UsageMetric, number>>,
): Promise<void> {
  const values = { deposit: deltas.deposit ?? 0, wager: deltas.wager ?? 0, loss: deltas.loss ?? 0 };
  if (values.deposit === 0 && values.wager === 0 && values.loss === 0) return;
  const deposit = sql.placeholder('deposit');
  const wager = sql.placeholder('wager');
  const loss = sql.placeholder('loss');
  // Prepared once (db/prepared.ts): every stake and win counts here.
  const query = preparedOn(tx, 'limits_add_usage', (on, name) =>
    on
      .insert(limitUsage)
      .values({
        playerId: sql.placeholder('playerId'),
        currency: sql.placeholder('currency'),
        day: sql.placeholder('day'),
        depositCents: deposit,
        wagerCents: wager,
        lossCents: loss,
      })
      .onConflictDoUpdate({
        target: [limitUsage.playerId, limitUsage.currency, limitUsage.day],
        set: {
          depositCents: sql`${limitUsage.depositCents} + ${deposit}`,
          wagerCents: sql`${limitUsage.wagerCents} + ${wager}`,
          lossCents: sql`${limitUsage.lossCents} + ${loss}`,
        },
      })
      .prepare(name),
  );
  await query.execute({ ...key, ...values });
}

/** Sums each metric of each currency over the day, week and month holding `today`. */
export async function periodUsage(
  tx: DbOrTx,
  playerId: number,
  today: string,
  currency?: string,
): Promise<Map<string, PeriodUsage>> {
  const starts = { day: today, week: periodStartDate(today, 'week'), month: periodStartDate(today, 'month') };
  const from = starts.week < starts.month ? starts.week : starts.month;
  const rows = await tx
    .select()
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.playerId, playerId),
        gte(limitUsage.day, from),
        currency === undefined ? undefined : eq(limitUsage.currency, currency),
      ),
    );
  const out = new Map<string, PeriodUsage>();
  for (const row of rows) {
    if (row.day > today) continue;
    const usage = out.get(row.currency) ?? emptyUsage();
    for (const metric of ['deposit', 'wager', 'loss'] as const) {
      for (const period of ['day', 'week', 'month'] as const) {
        if (row.day >= starts[period]) usage[metric][period] += row[field[metric]];
      }
    }
    out.set(row.currency, usage);
  }
  return out;
}

const emptyUsage = (): PeriodUsage => ({
  deposit: { day: 0, week: 0, month: 0 },
  wager: { day: 0, week: 0, month: 0 },
  loss: { day: 0, week: 0, month: 0 },
});

/** Usage a metric's limit compares with; a net win counts as no loss. */
export const usedOf = (usage: PeriodUsage | undefined, metric: UsageMetric, period: LimitPeriod): number =>
  Math.max(0, usage?.[metric][period] ?? 0);
