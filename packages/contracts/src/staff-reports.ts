import { z } from 'zod';

/**
 * The back office's business reports and system page (docs/decisions/068-reports-and-system.md):
 * daily or monthly figures per currency and in a base currency, recomputable from the ledger.
 */

/** The longest range one report covers, in days (a year and a little). */
export const REPORT_MAX_DAYS = 400;
export const REPORT_PERIODS = ['day', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = z.iso.date();

/** GET /api/staff/reports(.csv)?from=&to=&period= : inclusive UTC days. */
export const reportQuerySchema = z
  .object({ from: isoDay, to: isoDay, period: z.enum(REPORT_PERIODS).default('day') })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < REPORT_MAX_DAYS * DAY_MS, {
    message: `must be at most ${REPORT_MAX_DAYS} days before to`,
    path: ['from'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Money figures of one period, in minor units of the row's currency. */
const moneyFigures = {
  deposits_cents: z.number().int(),
  withdrawals_cents: z.number().int(),
  bets_cents: z.number().int(),
  wins_cents: z.number().int(),
  ggr_cents: z.number().int(),
  bonus_cost_cents: z.number().int(),
  ngr_cents: z.number().int(),
};

/** One period in one currency. */
export const reportCurrencyRowSchema = z.object({
  period: z.string(),
  currency: z.string(),
  ...moneyFigures,
  active_players: z.number().int(),
  first_deposits: z.number().int(),
});
export type ReportCurrencyRow = z.infer<typeof reportCurrencyRowSchema>;

/** One period across every currency, money in the base currency. */
export const reportTotalRowSchema = z.object({
  period: z.string(),
  ...moneyFigures,
  active_players: z.number().int(),
  registrations: z.number().int(),
  first_deposits: z.number().int(),
});
export type ReportTotalRow = z.infer<typeof reportTotalRowSchema>;

/** Stakes and returns of a game or a provider over the range, in the base currency, against the published RTP. */
export const reportReturnRowSchema = z.object({
  key: z.string(),
  title: z.string(),
  provider: z.string(),
  rounds: z.number().int(),
  stakes_cents: z.number().int(),
  returns_cents: z.number().int(),
  /** Returns / stakes; null without stakes. */
  rtp: z.number().nullable(),
  /** The RTP the game publishes (a provider's: weighted by stakes); null when unknown. */
  published_rtp: z.number().nullable(),
});
export type ReportReturnRow = z.infer<typeof reportReturnRowSchema>;

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(REPORT_PERIODS),
  base_currency: z.string(),
  /** Currencies with figures but no configured rate: left out of the base-currency totals. */
  unconverted: z.array(z.string()),
  totals: z.array(reportTotalRowSchema),
  currencies: z.array(reportCurrencyRowSchema),
  games: z.array(reportReturnRowSchema),
  providers: z.array(reportReturnRowSchema),
});
export type Report = z.infer<typeof reportSchema>;

const decimal = z.string().regex(/^\d{1,12}(\.\d{1,12})?$/, 'must be a positive decimal number');

const currencyCode = z.string().min(3).max(5);

/**
 * The internal `report-rates` document: one unit of each currency is worth `rate` units of the
 * base currency. `daily` holds the rates of given UTC days: a day's money is converted at the
 * rate of that day, else of the latest earlier day that has one, else at `rates`
 * (docs/decisions/070-player-page-and-rg-actions.md).
 */
export const reportRatesSchema = z.object({
  base: currencyCode,
  rates: z.record(currencyCode, decimal),
  daily: z.record(z.iso.date(), z.record(currencyCode, decimal)).optional(),
});
export type ReportRates = z.infer<typeof reportRatesSchema>;

/** A domain event waiting to be delivered, or given up on, with its last error. */
const systemEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  player_id: z.number().int().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** Set once the outbox stopped retrying: staff may retry it. */
  dead_at: z.string().nullable(),
});
export type SystemEvent = z.infer<typeof systemEventSchema>;

/** The last finished run of a scheduled job. */
const jobRunSchema = z.object({
  name: z.string(),
  state: z.enum(['completed', 'failed', 'never']),
  finished_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** GET /api/staff/system */
export const systemStatusSchema = z.object({
  health: z.object({ database: z.string(), redis: z.string() }),
  outbox: z.object({
    pending: z.number().int(),
    oldest_pending_at: z.string().nullable(),
    events: z.array(systemEventSchema),
  }),
  jobs: z.array(jobRunSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
