import { describe, expect, it } from 'vitest';
import { cardBrandOf, logoBrandOf } from './brands';

describe('PAY-08 the card brand as the number is typed', () => {
  it('PAY-08 tells Visa, Mastercard, Maestro, Amex and the others from their first digits', () => {
    expect(cardBrandOf('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrandOf('4')).toBe('visa');
    expect(cardBrandOf('5500 0000')).toBe('mastercard');
    expect(cardBrandOf('2221 0000')).toBe('mastercard');
    expect(cardBrandOf('2720 99')).toBe('mastercard');
    expect(cardBrandOf('6759 6498 2643 8453')).toBe('maestro');
    expect(cardBrandOf('5018')).toBe('maestro');
    expect(cardBrandOf('3714 496353 98431')).toBe('amex');
    expect(cardBrandOf('6011 0009 9013 9424')).toBe('discover');
    expect(cardBrandOf('3530 1113 3330 0000')).toBe('jcb');
    expect(cardBrandOf('3056 9309 0259 04')).toBe('diners');
    expect(cardBrandOf('6200 0000 0000 0005')).toBe('unionpay');
  });

  it('PAY-08 says nothing while the brand cannot be told or the text is not a number', () => {
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf('2')).toBeNull();
    expect(cardBrandOf('2800')).toBeNull();
    expect(cardBrandOf('1234')).toBeNull();
    expect(cardBrandOf('abcd')).toBeNull();
  });

  it('PAY-08 the method picker has a logo for the card methods only', () => {
    expect(logoBrandOf('visa')).toBe('visa');
    expect(logoBrandOf('maestro')).toBe('maestro');
    expect(logoBrandOf('bitcoin')).toBeNull();
    expect(logoBrandOf('sofort')).toBeNull();
  });
});
