import { describe, expect, it } from 'vitest';
import {
  CRYPTO_LIMITS,
  amountStepOf,
  cardInputSchema,
  isLatinName,
  amountThresholdOf,
  cardBrandOf,
  depositRequestSchema,
  expiryProblem,
  fraudTransactionRequestSchema,
  isBlockedCard,
  isLithuanianIban,
  isLuhnValid,
  isValidIban,
} from './payments';

describe('payment rules of requirements §core-5', () => {
  it('PAY-26 VAL-10 checks card numbers by Luhn and refuses blocked bank prefixes', () => {
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242-4242-4242-4242')).toBe(false);
    expect(isLuhnValid('42424242')).toBe(false);
    expect(isBlockedCard('4000050000000007')).toBe(true);
    expect(isBlockedCard('4242424242424242')).toBe(false);
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('6759649826438453')).toBe('maestro');
    expect(cardBrandOf('4242424242424242')).toBe('visa');
  });

  it('PAY-26 VAL-11 takes expiry as MM/YY with month 1..12, valid through its month', () => {
    const today = new Date('2026-11-15T12:00:00Z');
    expect(expiryProblem('11/26', today)).toBeNull();
    expect(expiryProblem('10/26', today)).toBe('card_expired');
    expect(expiryProblem('00/30', today)).toBe('invalid_expiry');
    expect(expiryProblem('13/30', today)).toBe('invalid_expiry');
    expect(expiryProblem('1/30', today)).toBe('invalid_expiry');
  });

  it('PAY-26 VAL-15 accepts IBANs of letters, digits and spaces with a valid check, and spots Lithuanian ones', () => {
    expect(isValidIban('LT12 1000 0111 0100 1000')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).toBe(false);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isLithuanianIban('lt12 1000 0111 0100 1000')).toBe(true);
    expect(isLithuanianIban('DE89 3704 0044 0532 0130 00')).toBe(false);
  });

  it('PAY-10 CONST-15 CONST-17 CONST-18 holds the crypto limits in 1e-8 units and the thresholds in cents', () => {
    expect(CRYPTO_LIMITS['BTC']).toEqual({ depositMin: 10_000, withdrawMin: 10_000, withdrawMax: 40_000_000 });
    expect(CRYPTO_LIMITS['DOG']?.withdrawMax).toBe(1_600_000 * 100_000_000);
    expect(CRYPTO_LIMITS['USDT']).toEqual({ depositMin: 20e8, withdrawMin: 25e8, withdrawMax: 4000e8 });
    expect(amountThresholdOf('EUR')).toEqual({ betCents: 6_000_000, depositCents: 600_000 });
    expect(amountThresholdOf('BRL')).toEqual({ betCents: 30_000_000, depositCents: 3_000_000 });
    expect(amountThresholdOf('NOK')).toEqual({ betCents: 9_000_000, depositCents: 900_000 });
  });

  it('PAY-23 the fraud data takes no full card number nor a bin long enough to rebuild one, and amounts are positive whole minor units', () => {
    const base = { country: 'DE', amount_cents: 100, currency: 'EUR', payment_system: 'visa', type: 'transaction' };
    expect(fraudTransactionRequestSchema.safeParse({ ...base, card_last4: '4242', card_bin: '424242' }).success).toBe(true);
    expect(fraudTransactionRequestSchema.safeParse({ ...base, card_number: '4242424242424242' }).success).toBe(false);
    expect(fraudTransactionRequestSchema.safeParse({ ...base, card_last4: '424242' }).success).toBe(false);
    // A 12-digit card is whole again from 8 first digits and the last 4: the bin is 6 digits.
    const twelve = fraudTransactionRequestSchema.safeParse({ ...base, card_bin: '42424242', card_last4: '4242' });
    expect(twelve.success).toBe(false);
    expect(twelve.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['card_bin', 'must be the first 6 digits']]);
    for (const amount of [0, -1, 1.5]) {
      expect(depositRequestSchema.safeParse({ amount_cents: amount, currency: 'EUR', method_id: 'visa' }).success).toBe(false);
    }
  });

  it('VAL-12 VAL-27 amounts are multiples of the currency step: one minor unit, whole tenge, USDT millionths', () => {
    expect(amountStepOf('EUR')).toBe(1);
    expect(amountStepOf('BTC')).toBe(1);
    expect(amountStepOf('KZT')).toBe(100);
    expect(amountStepOf('USDT')).toBe(100);
  });

  it('VAL-14 a card holder is written in English letters only', () => {
    for (const name of ['Ada Lovelace', 'J. R. R. Tolkien', "O'Neil-Smith", ' Ada ']) expect(isLatinName(name), name).toBe(true);
    for (const name of ['Zoë Ørsted', 'Ада Лавлейс', 'Ada2', '-Ada', 'Ada  --', '']) expect(isLatinName(name), name).toBe(false);
    const card = { number: '4242424242424242', expiry: '12/30', cvv: '123' };
    expect(cardInputSchema.safeParse({ ...card, holder: 'Ada Lovelace' }).success).toBe(true);
    const refused = cardInputSchema.safeParse({ ...card, holder: 'José Núñez' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['use English letters only']);
  });
});
