import { formatMoney } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { amountInputValue, amountUnit, parseAmount } from './amount-units';

describe('PAY-11 amounts in display units', () => {
  it('PAY-11 BTC is typed in micro units, ETH and LTC in milli units, other coins whole', () => {
    expect(amountUnit('BTC')).toEqual({ label: 'µBTC', minorPerUnit: 100, fractionDigits: 2 });
    expect(amountUnit('ETH')).toEqual({ label: 'mETH', minorPerUnit: 100_000, fractionDigits: 5 });
    expect(amountUnit('LTC').label).toBe('mLTC');
    expect(amountUnit('USDT')).toEqual({ label: 'USDT', minorPerUnit: 100_000_000, fractionDigits: 8 });
    expect(amountUnit('JPY')).toEqual({ label: 'JPY', minorPerUnit: 1, fractionDigits: 0 });
  });

  it('PAY-11 parses exactly, without floating point, and refuses more decimals than the unit has', () => {
    expect(parseAmount('50', 'EUR')).toBe(5000);
    expect(parseAmount('0,1', 'EUR')).toBe(10);
    expect(parseAmount('19.99', 'EUR')).toBe(1999);
    expect(parseAmount('1.999', 'EUR')).toBeNull();
    expect(parseAmount('100', 'BTC')).toBe(10_000); // 100 µBTC = 0.0001 BTC, the minimum deposit
    expect(parseAmount('0.00000001', 'USDT')).toBe(1);
    expect(parseAmount('12', 'ETH')).toBe(1_200_000);
    expect(parseAmount('1.5', 'JPY')).toBeNull();
    expect(parseAmount('', 'EUR')).toBeNull();
    expect(parseAmount('1e3', 'EUR')).toBeNull();
    expect(parseAmount('-5', 'EUR')).toBeNull();
  });

  it('PAY-11 round-trips minor units through the field', () => {
    for (const [minor, currency] of [
      [5000, 'EUR'],
      [1999, 'EUR'],
      [10_000, 'BTC'],
      [123_456_789, 'USDT'],
      [1_000_000, 'LTC'],
    ] as const) {
      expect(parseAmount(amountInputValue(minor, currency), currency)).toBe(minor);
    }
    expect(formatMoney(10_000, 'BTC')).toBe('100 µBTC');
  });
});
