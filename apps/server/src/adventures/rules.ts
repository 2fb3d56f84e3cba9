import { zoneOffsetMs, type AdventureCardStatus, type AdventureDayState, type VipAdventuresConfig } from '@casino/contracts';

/**
 * The adventure calendar's rules (ADV-07…ADV-14, docs/decisions/057-adventure-calendar.md): pure
 * functions of the configuration, the player's local date and their progress.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local date (YYYY-MM-DD) `days` days after another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date day `n` (from 1) of an adventure falls on. */
export const dateOfDay = (config: Pick<VipAdventuresConfig, 'start_date'>, day: number): string =>
  addDays(config.start_date, day - 1);

/** Which day of the adventure a local date is (from 1), or null outside the calendar. */
export function dayOfDate(config: Pick<VipAdventuresConfig, 'start_date' | 'days'>, date: string): number | null {
  const offset = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${config.start_date}T00:00:00Z`)) / DAY_MS);
  return offset >= 0 && offset < config.days.length ? offset + 1 : null;
}

/** The instant a local date starts in a time zone: the day boundary of the player (ADV-14). */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let at = midnight - zoneOffsetMs(new Date(midnight), timeZone);
  at = midnight - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at);
}

/** The real money to stake on a day: `wager` times the day's minimum deposit in the currency. */
export const wagerRequired = (condition: { min_dep: Record<string, number>; wager: number }, currency: string): number =>
  condition.wager * (condition.min_dep[currency] ?? 0);

/**
 * Whether a day's task is met in a currency: at least the minimum deposit made and the wager
 * staked. A currency the day names no minimum for never completes it.
 */
export function isTaskDone(
  condition: { min_dep: Record<string, number>; wager: number },
  currency: string,
  progress: { depositCents: number; wagerCents: number },
): boolean {
  const minDep = condition.min_dep[currency];
  if (minDep === undefined) return false;
  return progress.depositCents >= minDep && progress.wagerCents >= wagerRequired(condition, currency);
}

/** ADV-07, ADV-10: the state of a day's card from its date, the player's local date and the day's completion. */
export function dayState(input: { date: string; today: string; completed: boolean }): Exclude<AdventureDayState, 'superPrize'> {
  if (input.completed) return 'completed';
  if (input.date === input.today) return 'active';
  return input.date < input.today ? 'lost' : 'future';
}

/** ADV-07: the card status of a state; the super prize's card is `superb`. */
export const cardStatus = (state: AdventureDayState): AdventureCardStatus => (state === 'superPrize' ? 'superb' : state);

/** ADV-08: lost and future cards are locked. */
export const isLocked = (status: AdventureCardStatus): boolean => status === 'lost' || status === 'future';

/** ADV-12: over once the last day is completed, or today is after the day after the last day. */
export function isOver(config: Pick<VipAdventuresConfig, 'start_date' | 'days'>, today: string, lastCompleted: boolean): boolean {
  return lastCompleted || today > addDays(dateOfDay(config, config.days.length), 1);
}

/**
 * ADV-09: when an active or completed card's countdown ends: the activation deadline of its gift
 * while the gift may be activated, otherwise the start of the next day for the active card; null
 * for every other card.
 */
export function countdownUntil(input: {
  status: AdventureCardStatus;
  gift: { activatable: boolean; activatable_until: string | null } | null;
  nextDayStart: Date;
}): string | null {
  if (input.status !== 'active' && input.status !== 'completed') return null;
  if (input.gift?.activatable && input.gift.activatable_until) return input.gift.activatable_until;
  return input.status === 'active' ? input.nextDayStart.toISOString() : null;
}

/** ADV-13: testers and the configured groups see the adventures widget. */
export const showsWidget = (
  groups: readonly number[],
  config: Pick<VipAdventuresConfig, 'is_enabled' | 'group_ids'>,
  testerGroup: number,
) => config.is_enabled && groups.some((g) => g === testerGroup || config.group_ids.includes(g));

/** The super prize is due once every day of the adventure is completed. */
export const superPrizeDue = (completedDays: ReadonlySet<number>, dayCount: number): boolean =>
  Array.from({ length: dayCount }, (_, i) => i + 1).every((day) => completedDays.has(day));

/** The award's source (one gift per player, adventure and step, decision 044's idempotent award). */
export const awardSource = (adventure: string, step: number, dayCount: number): string =>
  step > dayCount ? `adventure:${adventure}:super` : `adventure:${adventure}:day:${step}`;
