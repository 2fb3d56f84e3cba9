import {
  PAYMENT_MESSAGES,
  amountStepOf,
  amountThresholdOf,
  cardBrandOf,
  expiryProblem,
  isBlockedCard,
  isLuhnValid,
  isValidIban,
  paymentRuleMessage,
  type DepositRequest,
  type PaymentHistoryItem,
} from '@casino/contracts';
import { HttpError, ValidationError } from '../http/errors';
import type { ProviderMethod } from './provider';
import { isPlausibleAddress } from './sandbox';
import { isRecallable, type PaymentRow } from './settle';

/**
 * The rules a payment request must pass before anything is stored or moved: pure functions of
 * the request, the method and the clock, each refusing with the error the API answers.
 */

export const fieldError = (field: string, message: string) => new ValidationError({ [field]: [message] });

export const toHistoryItem = (row: PaymentRow): PaymentHistoryItem => ({
  id: row.id,
  action: row.action,
  state: row.state,
  amount_cents: row.amountCents,
  currency: row.currency,
  method_id: row.methodId,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  recallable: isRecallable(row),
  ...reviewOf(row),
});

/** The review state a held withdrawal shows the player (decision 067); nothing for the others. */
function reviewOf(row: PaymentRow): Pick<PaymentHistoryItem, 'review'> {
  const review = (row.details as { review?: unknown }).review;
  return review === 'held' || review === 'approved' || review === 'rejected' ? { review } : {};
}

/**
 * CONST-17 CONST-18: a fiat deposit never exceeds the currency's deposit sum threshold of requirements §core-9,
 * in minor units (DECISIONS-23); crypto deposits keep the coin limits of requirements §core-9 only.
 */
export function withDepositThreshold(method: ProviderMethod): ProviderMethod {
  if (!method.deposit || method.type === 'crypto') return method;
  const { min, max } = method.deposit;
  return { ...method, deposit: { min, max: Math.max(min, Math.min(max, amountThresholdOf(method.currency).depositCents)) } };
}

/**
 * The amount bounds of a method: an action the method does not offer is an unknown method; the
 * amount must lie within the method's minimum and maximum and be a whole number of the
 * currency's amount steps.
 */
export function checkAmountBounds(range: { min: number; max: number } | null, currency: string, amount: number): void {
  if (!range) throw fieldError('method_id', paymentRuleMessage('unknown_method'));
  if (amount < range.min) throw fieldError('amount_cents', paymentRuleMessage('amount_min', range.min));
  if (amount > range.max) throw fieldError('amount_cents', paymentRuleMessage('amount_max', range.max));
  const step = amountStepOf(currency);
  if (amount % step !== 0) throw fieldError('amount_cents', paymentRuleMessage('amount_step', step));
}

/** A new card: a valid number of the method's brand (any brand for ecoPayz), not blocked, not expired at `now`. */
export function checkCard(card: NonNullable<DepositRequest['card']>, brand: string, now: Date): void {
  const errors: Record<string, string[]> = {};
  if (!isLuhnValid(card.number)) errors['card.number'] = [paymentRuleMessage('invalid_card_number')];
  else if (isBlockedCard(card.number)) errors['card.number'] = [paymentRuleMessage('blocked_card')];
  else if (brand !== 'ecopayz' && cardBrandOf(card.number) !== brand) {
    errors['card.number'] = [paymentRuleMessage('card_brand_mismatch', brand)];
  }
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) errors['card.expiry'] = [paymentRuleMessage(expiry)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A required, valid IBAN; answers it without spaces, in capitals. */
export function checkIban(iban: string | undefined): string {
  if (iban === undefined) throw fieldError('iban', paymentRuleMessage('required'));
  if (!isValidIban(iban)) throw fieldError('iban', paymentRuleMessage('invalid_iban'));
  return iban.replace(/ /g, '').toUpperCase();
}

/** A crypto withdrawal's required address, plausible for the coin. */
export function checkPayoutAddress(currency: string, address: string | undefined): string {
  if (!address || !isPlausibleAddress(currency, address)) {
    throw fieldError('address', address ? 'is not an address of this coin' : paymentRuleMessage('required'));
  }
  return address;
}

/** DECISIONS-5: a signed-in player in a restricted country cannot deposit (withdrawals stay open). */
export function checkDepositCountry(country: { restriction: string } | null | undefined): void {
  if ((country?.restriction ?? 'none') !== 'none') throw new HttpError(403, PAYMENT_MESSAGES.restrictedCountry);
}
