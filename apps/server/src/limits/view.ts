import { PERMANENT_EXCLUSION_MIN_MS, isMoneyLimitType, type Limit, type PendingLimitChange } from '@casino/contracts';
import { isLapsed, type ChangeRow, type LiveLimit } from './store';
import { usedOf, type PeriodUsage } from './usage';

/** A pending change as the profile page shows it. */
export const toPending = (change: ChangeRow): PendingLimitChange => ({
  id: change.id,
  action: change.action,
  currency: change.currency,
  amount_cents: change.amountCents,
  minutes: change.minutes,
  requested_at: change.requestedAt.toISOString(),
  effective_at: change.effectiveAt.toISOString(),
  awaiting_confirmation: change.mailedAt !== null,
});

/** When the player may ask to lift a limit: a self-exclusion only at its end, or 7 days after a permanent one began. */
export function removableFrom(limit: LiveLimit): Date | null {
  if (limit.type === 'self_exclusion') {
    return limit.endsAt ?? new Date(limit.startsAt.getTime() + PERMANENT_EXCLUSION_MIN_MS);
  }
  if (limit.type === 'cooling_off') return limit.endsAt;
  return null;
}

/** The spec's Limit with usage of the current period, pending changes and whether it is reached. */
export function toLimit(
  limit: LiveLimit,
  changes: ChangeRow[],
  usage: Map<string, PeriodUsage>,
  currentMinutes: number | null,
  now: Date,
): Limit {
  const metric = isMoneyLimitType(limit.type) ? limit.type : null;
  const accounts = metric
    ? limit.amounts
        .map((a) => {
          const used = limit.period ? usedOf(usage.get(a.currency), metric, limit.period) : 0;
          return {
            currency: a.currency,
            amount_cents: a.amountCents,
            current_value_amount_cents: used,
            remaining_amount_cents: a.amountCents - used,
          };
        })
        .sort((x, y) => x.currency.localeCompare(y.currency))
    : [];
  const reached = metric
    ? accounts.some((a) => a.remaining_amount_cents <= 0)
    : limit.type === 'session'
      ? currentMinutes !== null && limit.minutes !== null && currentMinutes >= limit.minutes
      : true;
  return {
    id: limit.id,
    type: limit.type,
    period: limit.period,
    duration: limit.duration,
    accounts,
    minutes: limit.minutes,
    current_minutes: limit.type === 'session' ? currentMinutes : null,
    reached,
    created_at: limit.createdAt.toISOString(),
    starts_at: limit.startsAt.toISOString(),
    ends_at: limit.endsAt?.toISOString() ?? null,
    removable_from: removableFrom(limit)?.toISOString() ?? null,
    pending: changes.filter((c) => c.limitId === limit.id && !isLapsed(c, now)).map(toPending),
  };
}
