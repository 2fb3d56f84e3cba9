import { PAYMENT_MESSAGES, amountThresholdOf, paymentRuleMessage } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '../http/errors';
import type { ProviderMethod } from './provider';
import { checkAmountBounds, checkCard, checkDepositCountry, checkIban, checkPayoutAddress, withDepositThreshold } from './rules';
import { SANDBOX_CARDS } from './sandbox';

/** The field errors a rule refused with, or 'ok'. */
function refusal(rule: () => unknown): Record<string, string[]> | 'ok' {
  try {
    rule();
    return 'ok';
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

const method = (overrides: Partial<ProviderMethod>): ProviderMethod => ({
  id: 'visa',
  brand: 'visa',
  type: 'card',
  currency: 'EUR',
  image: '',
  processingTime: 'instant',
  fee: 0,
  deposit: { min: 1_000, max: 500_000 },
  withdrawal: { min: 2_000, max: 400_000 },
  ...overrides,
});

describe('checkAmountBounds', () => {
  const range = { min: 1_000, max: 5_000 };
  it('PAY-26 VAL-13 accepts an amount within the bounds, both ends included', () => {
    expect(refusal(() => checkAmountBounds(range, 'EUR', 1_000))).toBe('ok');
    expect(refusal(() => checkAmountBounds(range, 'EUR', 5_000))).toBe('ok');
  });
  it('PAY-26 VAL-13 refuses below the minimum and above the maximum, naming the bound', () => {
    expect(refusal(() => checkAmountBounds(range, 'EUR', 999))).toEqual({
      amount_cents: [paymentRuleMessage('amount_min', 1_000)],
    });
    expect(refusal(() => checkAmountBounds(range, 'EUR', 5_001))).toEqual({
      amount_cents: [paymentRuleMessage('amount_max', 5_000)],
    });
  });
  it('PAY-26 refuses an amount between the steps of a currency counted in hundreds', () => {
    expect(refusal(() => checkAmountBounds({ min: 100, max: 100_000 }, 'KZT', 1_050))).toEqual({
      amount_cents: [paymentRuleMessage('amount_step', 100)],
    });
    expect(refusal(() => checkAmountBounds({ min: 100, max: 100_000 }, 'KZT', 1_100))).toBe('ok');
  });
  it('an action the method does not offer is an unknown method', () => {
    expect(refusal(() => checkAmountBounds(null, 'EUR', 1_000))).toEqual({ method_id: [paymentRuleMessage('unknown_method')] });
  });
});

describe('withDepositThreshold', () => {
  it('CONST-17 CONST-18 caps a fiat deposit maximum at the currency threshold, never under the minimum', () => {
    const threshold = amountThresholdOf('EUR').depositCents;
    expect(withDepositThreshold(method({ deposit: { min: 1_000, max: threshold * 10 } })).deposit).toEqual({
      min: 1_000,
      max: threshold,
    });
    expect(withDepositThreshold(method({ deposit: { min: threshold * 2, max: threshold * 10 } })).deposit).toEqual({
      min: threshold * 2,
      max: threshold * 2,
    });
  });
  it('CONST-18 leaves crypto deposits and methods without deposits as they are', () => {
    const crypto = method({ type: 'crypto', currency: 'BTC', deposit: { min: 1, max: Number.MAX_SAFE_INTEGER } });
    expect(withDepositThreshold(crypto)).toBe(crypto);
    const payoutOnly = method({ deposit: null });
    expect(withDepositThreshold(payoutOnly)).toBe(payoutOnly);
  });
});

describe('checkCard', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const card = (number: string, expiry = '12/30') => ({ number, expiry, holder: 'Ada Lovelace', cvv: '123' });
  it('VAL-10 accepts a valid card of the method brand, and any brand for ecoPayz', () => {
    expect(refusal(() => checkCard(card(SANDBOX_CARDS.succeeds), 'visa', now))).toBe('ok');
    expect(refusal(() => checkCard(card(SANDBOX_CARDS.succeedsMastercard), 'ecopayz', now))).toBe('ok');
  });
  it('VAL-10 VAL-11 refuses a bad number, another brand and an expired card, each on its field', () => {
    expect(refusal(() => checkCard(card('4242424242424241'), 'visa', now))).toEqual({
      'card.number': [paymentRuleMessage('invalid_card_number')],
    });
    expect(refusal(() => checkCard(card(SANDBOX_CARDS.succeedsMastercard), 'visa', now))).toEqual({
      'card.number': [paymentRuleMessage('card_brand_mismatch', 'visa')],
    });
    expect(Object.keys(refusal(() => checkCard(card(SANDBOX_CARDS.succeeds, '01/20'), 'visa', now)))).toEqual(['card.expiry']);
  });
});

describe('checkIban and checkPayoutAddress', () => {
  it('VAL-12 answers a valid IBAN without spaces in capitals; refuses a missing or invalid one', () => {
    expect(checkIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(refusal(() => checkIban(undefined))).toEqual({ iban: [paymentRuleMessage('required')] });
    expect(refusal(() => checkIban('DE00 0000'))).toEqual({ iban: [paymentRuleMessage('invalid_iban')] });
  });
  it('PAY-12 a crypto payout needs an address that looks like one of the coin', () => {
    const eth = `0x${'ab'.repeat(20)}`;
    expect(checkPayoutAddress('ETH', eth)).toBe(eth);
    expect(refusal(() => checkPayoutAddress('ETH', undefined))).toEqual({ address: [paymentRuleMessage('required')] });
    expect(refusal(() => checkPayoutAddress('BTC', eth))).toEqual({ address: ['is not an address of this coin'] });
  });
});

describe('checkDepositCountry', () => {
  it('PAY-26 refuses a deposit from a restricted country with 403; an unknown or open country passes', () => {
    expect(() => checkDepositCountry({ restriction: 'full' })).toThrow(new HttpError(403, PAYMENT_MESSAGES.restrictedCountry));
    expect(() => checkDepositCountry({ restriction: 'partial' })).toThrow(HttpError);
    expect(() => checkDepositCountry({ restriction: 'none' })).not.toThrow();
    expect(() => checkDepositCountry(null)).not.toThrow();
  });
});
