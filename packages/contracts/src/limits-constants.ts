/**
 * The limits' plain values and calendar helpers (requirements §core-3 Limit, §core-4 Limits). Apart from the schemas
 * in limits.ts, so a page can use them without loading zod.
 */
import { localParts } from './zone-time';

export const LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session', 'cooling_off', 'self_exclusion'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Limits with an amount per currency and a period. */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const satisfies readonly LimitType[];
export type MoneyLimitType = (typeof MONEY_LIMIT_TYPES)[number];
export const isMoneyLimitType = (type: string): type is MoneyLimitType => (MONEY_LIMIT_TYPES as readonly string[]).includes(type);

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const COOLING_OFF_DURATIONS = ['24_hours', 'week', 'month', 'six_weeks'] as const;
export const SELF_EXCLUSION_DURATIONS = ['six_months', 'year', 'five_years', 'permanent'] as const;
export const LIMIT_DURATIONS = [...COOLING_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS] as const;
export type LimitDuration = (typeof LIMIT_DURATIONS)[number];

/** A loosening or removal waits this long before the player can confirm it (decision 012). */
export const LIMIT_COOLING_PERIOD_MS = 24 * 60 * 60 * 1000;
/** A mailed confirmation token works this long. */
export const LIMIT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A permanent self-exclusion cannot be lifted within this time of its start. */
export const PERMANENT_EXCLUSION_MIN_MS = 7 * 24 * 60 * 60 * 1000;
/** Session-time limit bounds, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;

/** The end of a cooling-off or self-exclusion started at `start`; null when permanent. */
export function limitEndsAt(duration: LimitDuration, start: Date): Date | null {
  const days = (n: number) => new Date(start.getTime() + n * 24 * 60 * 60 * 1000);
  // Calendar months in UTC; a day the target month lacks becomes its last day (Jan 31 + 1 month = Feb 28 or 29).
  const months = (n: number) => {
    const end = new Date(start.getTime());
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + n);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
    return end;
  };
  switch (duration) {
    case '24_hours':
      return days(1);
    case 'week':
      return days(7);
    case 'month':
      return months(1);
    case 'six_weeks':
      return days(42);
    case 'six_months':
      return months(6);
    case 'year':
      return months(12);
    case 'five_years':
      return months(60);
    case 'permanent':
      return null;
  }
}

/**
 * The time zone whose calendar a player's limit periods follow: the player's country's zone
 * (the capital's, or the most populous one's, where a country has several), UTC when unknown.
 */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  AU: 'Australia/Sydney',
  AT: 'Europe/Vienna',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CH: 'Europe/Zurich',
  DE: 'Europe/Berlin',
  EE: 'Europe/Tallinn',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KW: 'Asia/Kuwait',
  KZ: 'Asia/Almaty',
  LT: 'Europe/Vilnius',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
};
export const timeZoneOfCountry = (country: string | null | undefined): string =>
  (country && COUNTRY_TIME_ZONES[country.toUpperCase()]) || 'UTC';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  const { year, month, day } = localParts(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first day of the period holding a local date: the day itself, its week's Monday, its month's 1st. */
export function periodStartDate(day: string, period: LimitPeriod): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The refusal keys: translated in the `limits` message domain, answered as the error text. */
export const LIMIT_MESSAGES = {
  depositLimit: 'limits.error.deposit_limit_exceeded',
  lossLimit: 'limits.error.loss_limit_exceeded',
  wagerLimit: 'limits.error.wager_limit_exceeded',
  sessionLimit: 'limits.error.session_limit_reached',
  coolingOff: 'limits.error.cooling_off',
  selfExcluded: 'limits.error.self_excluded',
  cannotEndEarly: 'limits.error.cannot_end_early',
  cannotChange: 'limits.error.cannot_change',
  /** A raise or removal asked for while a cooling-off or self-exclusion runs. */
  cannotLoosen: 'limits.error.cannot_loosen',
  tokenInvalid: 'limits.error.token_invalid',
  tokenExpired: 'limits.error.token_expired',
  required: 'limits.error.required',
  notAllowed: 'limits.error.not_allowed',
  currencyNotEnabled: 'limits.error.currency_not_enabled',
  notFound: 'limits.error.not_found',
  /** A route a restricted session (signed in during a cooling-off or self-exclusion) may not use. */
  restrictedSession: 'limits.error.restricted_session',
  /** A guest's game in a browser a cooling-off or self-exclusion was set in, demo included. */
  blockedBrowser: 'limits.error.blocked_browser',
} as const;

/** The reality check's interval when the server configures none (minutes of one session). */
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/**
 * The range a player may choose their reality-check interval in (docs/decisions/043-cashbox-touches.md):
 * from every 10 minutes to every 3 hours. The choices are the intervals the profile offers.
 */
export const REALITY_CHECK_MINUTES = { min: 10, max: 180 } as const;
export const REALITY_CHECK_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120, 180] as const;
