import { describe, expect, it } from 'vitest';
import { CURRENCIES, DEFAULT_CURRENCY, ENABLED_CURRENCIES, currencyInfo, formatMoney } from './money';

describe('formatMoney', () => {
  it('formats fiat minor units with the currency symbol and its decimals', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(0, 'CAD')).toBe('CA$0.00');
    expect(formatMoney(123456n, 'EUR')).toBe('€1,234.56');
  });

  it('formats JPY with 0 decimals because its subunits_to_unit is 1', () => {
    expect(currencyInfo('JPY')?.subunits_to_unit).toBe(1);
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });

  it('PAY-11 CONST-14 shows BTC in micro units, ETH and LTC in milli units, other crypto in whole units', () => {
    // 1 BTC = 100,000,000 satoshi; 150 satoshi = 1.5 µBTC.
    expect(formatMoney(150, 'BTC')).toBe('1.5 µBTC');
    expect(formatMoney(100_000_000, 'BTC')).toBe('1,000,000 µBTC');
    expect(formatMoney(250_000, 'ETH')).toBe('2.5 mETH');
    expect(formatMoney(100_000, 'LTC')).toBe('1 mLTC');
    expect(formatMoney(123_456_789, 'DOG')).toBe('1.23456789 DOG');
    expect(formatMoney(1, 'USDT')).toBe('0.00000001 USDT');
  });

  it('uses the locale for separators', () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });

  it('treats an unknown currency as a fiat with two decimals', () => {
    expect(currencyInfo('XYZ')).toBeUndefined();
    expect(formatMoney(1234, 'CHF')).toBe('CHF\u00a012.34');
  });
});

describe('currency constants', () => {
  it('CONF-05 CONST-09 CONST-10 enables exactly the spec currencies, EUR by default, all known to the currency table', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect([...ENABLED_CURRENCIES].sort()).toEqual(
      ['AUD', 'CAD', 'NZD', 'EUR', 'USD', 'JPY', 'NOK', 'BRL', 'BTC', 'ETH', 'BCH', 'LTC', 'DOG', 'USDT'].sort(),
    );
    for (const code of ENABLED_CURRENCIES) expect(currencyInfo(code)).toBeDefined();
    for (const c of CURRENCIES) expect(c.fiat ? [1, 100] : [100_000_000]).toContain(c.subunits_to_unit);
  });
});
