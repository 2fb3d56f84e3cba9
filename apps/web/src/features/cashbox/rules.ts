import {
  CANCELED_DEPOSIT_TOAST_WINDOW_MS,
  GROUPS,
  amountStepOf,
  canChooseDepositGift,
  currencyInfo,
  isFinalPaymentStatus,
  type PaymentHistoryItem,
  type PaymentMethod,
  type Player,
} from '@casino/contracts';
import { amountUnit } from '../../common/money/amount-units';
import { CASHBOX_PROFILE_FIELDS, type CashboxProfileField } from '../../common/player/profile-fields';

/**
 * The cashbox's rules (requirements §core-2, §core-4, §core-9), pure so each has a fast test. Amounts are integer
 * minor units of their currency everywhere; only the amount field speaks display units.
 */

/** PAY-05: the method lists are asked for again up to 3 more times while either one is empty. */
export const METHOD_LOAD_RETRIES = 3;
/** The pause before each further try of the method lists. */
const METHOD_RETRY_DELAY_MS = 1000;
/** PAY-25: the amount a first deposit starts with, in whole units of a fiat currency. */
const FIRST_DEPOSIT_AMOUNT = 50;

export interface MethodLists {
  deposit: PaymentMethod[];
  cashout: PaymentMethod[];
}

/**
 * Loads both method lists, trying again up to `retries` more times while either is empty
 * (PAY-05). The last answer is kept even when a list is still empty.
 */
export async function loadMethodLists(
  load: () => Promise<MethodLists>,
  wait: (ms: number) => Promise<void>,
  retries = METHOD_LOAD_RETRIES,
): Promise<MethodLists> {
  let lists = await load();
  for (let attempt = 1; attempt <= retries && (lists.deposit.length === 0 || lists.cashout.length === 0); attempt++) {
    await wait(METHOD_RETRY_DELAY_MS);
    lists = await load();
  }
  return lists;
}

/** PAY-07: the methods a player sees; group 631 does not see sofort (the server filters too). */
export function visibleMethods(methods: readonly PaymentMethod[], groups: readonly number[]): PaymentMethod[] {
  const hideSofort = groups.includes(GROUPS.sofortFilter);
  return methods.filter((method) => !(hideSofort && method.brand === 'sofort'));
}

const isFiat = (currency: string): boolean => currencyInfo(currency)?.fiat ?? true;

/**
 * PAY-03: the profile fields still empty, among those the context asks for, when the currency is
 * fiat; crypto wallets open the cashbox without them.
 */
export function missingProfileFields(
  player: Pick<Player, CashboxProfileField>,
  currency: string,
  required: readonly string[] = CASHBOX_PROFILE_FIELDS,
): CashboxProfileField[] {
  if (!isFiat(currency)) return [];
  return CASHBOX_PROFILE_FIELDS.filter((field) => required.includes(field) && !(player[field] ?? '').trim());
}

/** Requirements §core-4: who may choose a deposit gift; the server refuses the others (contracts). */
export { canChooseDepositGift };

type AmountProblem = 'required' | 'amount_positive' | 'amount_step' | 'amount_min' | 'amount_max' | 'not_enough_money';

/**
 * The amount rules of requirements §core-5: required, a whole number of minor units, a multiple of the
 * currency's step (VAL-12), within the range and the balance.
 */
export function amountProblem(
  minor: number | null,
  range: { min: number; max: number } | null,
  available?: number,
  step = 1,
): AmountProblem | null {
  if (minor === null) return 'required';
  if (minor <= 0) return 'amount_positive';
  if (minor % step !== 0) return 'amount_step';
  if (available !== undefined && minor > available) return 'not_enough_money';
  if (range && minor < range.min) return 'amount_min';
  if (range && minor > range.max) return 'amount_max';
  return null;
}

/** VAL-12: the step of a currency's amounts, in minor units. */
export const amountStep = (currency: string): number => amountStepOf(currency);

/** PAY-25: a player's first deposit starts at 50 units of a fiat currency, within the method's range. */
export function defaultDepositAmount(
  currency: string,
  range: { min: number; max: number } | null,
  history: readonly PaymentHistoryItem[],
): number | null {
  const first = !history.some((item) => item.action === 'deposit' && item.state === 'succeeded');
  if (!first || !isFiat(currency)) return range?.min ?? null;
  const fifty = FIRST_DEPOSIT_AMOUNT * amountUnit(currency).minorPerUnit;
  if (!range) return fifty;
  return Math.min(Math.max(fifty, range.min), range.max);
}

/** How many amount presets the deposit step offers. */
const PRESET_COUNT = 4;
/** The presets when a method names no minimum: 10 display units of the currency (€10, 10 mETH...). */
const PRESET_FALLBACK_UNITS = 10;

/** The smallest "round" number of the 1-2-5 series (1, 2, 5, 10, 20, 50...) at or above `value`. */
function roundUp125(value: number): number {
  if (value <= 1) return 1;
  let magnitude = 10 ** Math.floor(Math.log10(value));
  for (;;) {
    for (const step of [1, 2, 5]) if (step * magnitude >= value - 1e-9) return step * magnitude;
    magnitude *= 10;
  }
}

/**
 * The amount presets of the deposit step, in minor units. The rule: in the unit the player types
 * (€, µBTC, mETH...), the first preset is the method's minimum rounded up to the 1-2-5 series,
 * and each next one is the next number of the series (€10, €20, €50, €100 for a €10 minimum);
 * presets over the method's maximum are left out. Without a minimum the series starts at 10 units.
 */
export function depositPresets(currency: string, range: { min: number; max: number } | null): number[] {
  const { minorPerUnit } = amountUnit(currency);
  const minUnits = range && range.min > 0 ? range.min / minorPerUnit : PRESET_FALLBACK_UNITS;
  const presets: number[] = [];
  let units = roundUp125(minUnits);
  while (presets.length < PRESET_COUNT) {
    const minor = Math.round(units * minorPerUnit);
    if (range && minor > range.max) break;
    if (minor >= (range?.min ?? 0)) presets.push(minor);
    units = roundUp125(units * 1.5);
  }
  return presets;
}

/**
 * PAY-22: the canceled deposits to warn about: canceled within the last 5 minutes and not yet
 * announced (once per transaction id).
 */
export function canceledDepositsToAnnounce(
  items: readonly Pick<PaymentHistoryItem, 'id' | 'action' | 'state' | 'created_at' | 'finished_at'>[],
  announced: ReadonlySet<number>,
  now: number,
): number[] {
  return items
    .filter((item) => item.action === 'deposit' && item.state === 'canceled' && !announced.has(item.id))
    .filter((item) => {
      const at = Date.parse(item.finished_at ?? item.created_at);
      return Number.isFinite(at) && now - at <= CANCELED_DEPOSIT_TOAST_WINDOW_MS && at - now <= CANCELED_DEPOSIT_TOAST_WINDOW_MS;
    })
    .map((item) => item.id);
}

/** Whether a payment is still moving (the status view keeps following it). */
export const isOpenPayment = (item: Pick<PaymentHistoryItem, 'state'>): boolean => !isFinalPaymentStatus(item.state);

/** Card number as typed, grouped by four for reading. */
export const groupCardNumber = (value: string): string =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/YY as typed: the slash comes by itself after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
