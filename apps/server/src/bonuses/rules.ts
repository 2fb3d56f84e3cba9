import type { GiftStage } from '@casino/contracts';
import type { GiftEligibility } from './tables';

/** The free-spin winnings' wager when a template names none (requirements §promo-9). */
export const DEFAULT_FREESPIN_WAGER = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stages a gift may move to from each stage (GIFT-05, decision 044); terminal stages lead nowhere. */
export const GIFT_TRANSITIONS: Readonly<Record<GiftStage, readonly GiftStage[]>> = {
  issued: ['wait', 'handle_bets', 'expired', 'canceled', 'finished'],
  wait: ['handle_bets', 'canceled', 'expired'],
  handle_bets: ['wager_done', 'lost', 'canceled', 'expired'],
  wager_done: ['finished'],
  lost: [],
  canceled: [],
  expired: [],
  finished: [],
};

export function canMove(from: GiftStage, to: GiftStage): boolean {
  return GIFT_TRANSITIONS[from].includes(to);
}

/** Stages in which a gift still holds (or is about to hold) bonus money in the wallet. */
export const LIVE_STAGES: readonly GiftStage[] = ['issued', 'wait', 'handle_bets', 'wager_done'];

/**
 * The percent of a stake that counts toward wagering: the lowest percent among the game's
 * categories the template lists (live 0 beats slots 100 for a live slot show), else the default.
 */
export function contributionPercent(
  categories: readonly string[],
  table: Readonly<Record<string, number>>,
  defaultPercent: number,
): number {
  const listed = categories.map((c) => table[c]).filter((p): p is number => p !== undefined);
  return listed.length > 0 ? Math.min(...listed) : defaultPercent;
}

/** The wagering a stake adds: its contribution, floored, never past what is still owed. */
export function wageringContribution(input: {
  stakeCents: number;
  percent: number;
  requiredCents: number;
  wageredCents: number;
}): number {
  const counted = Math.floor((input.stakeCents * input.percent) / 100);
  return Math.max(0, Math.min(counted, input.requiredCents - input.wageredCents));
}

/** A deposit bonus: the percent of the deposit up to the cap; 0 under the minimum deposit. */
export function depositBonusCents(input: {
  depositCents: number;
  percent: number;
  maxCents: number | undefined;
  minDepositCents: number | undefined;
}): number {
  if (input.depositCents < (input.minDepositCents ?? 0)) return 0;
  const amount = Math.floor((input.depositCents * input.percent) / 100);
  return input.maxCents === undefined ? amount : Math.min(amount, input.maxCents);
}

/** The bets owed for a bonus: its amount times the wager multiplier. */
export function wagerRequirement(bonusCents: number, multiplier: number): number {
  return bonusCents * multiplier;
}

/** Who may receive a template's gift (decision 044): groups, countries and, for deposit gifts, the deposit's number. */
export function isEligible(
  rule: GiftEligibility,
  player: { groups: readonly number[]; country: string | null; depositNumber?: number },
): boolean {
  if (rule.groups.length > 0 && !rule.groups.some((g) => player.groups.includes(g))) return false;
  if (rule.countries.length > 0 && (!player.country || !rule.countries.includes(player.country))) return false;
  if (rule.depositNumber !== null && player.depositNumber !== undefined && rule.depositNumber !== player.depositNumber) {
    return false;
  }
  return true;
}

/** The deadline `days` after an instant. */
export function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** Whether an issued or waiting gift may be activated now (stage issued, before its deadline). */
export function isActivatable(gift: { stage: GiftStage; activatableUntil: Date | null }, now: Date): boolean {
  return gift.stage === 'issued' && (gift.activatableUntil === null || gift.activatableUntil > now);
}

/** A gift whose deadline has passed (activation for issued or waiting gifts, validity once wagering). */
export function isPastDeadline(
  gift: { stage: GiftStage; activatableUntil: Date | null; validUntil: Date | null },
  now: Date,
): boolean {
  if (gift.stage === 'issued' || gift.stage === 'wait') return gift.activatableUntil !== null && gift.activatableUntil <= now;
  if (gift.stage === 'handle_bets') return gift.validUntil !== null && gift.validUntil <= now;
  return false;
}
