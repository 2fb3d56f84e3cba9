import { CRYPTO_DISPLAY_UNITS, currencyInfo } from '@casino/contracts';

/**
 * An amount as a player types it and as the ledger keeps it: display units (µBTC, mETH, the
 * fiat currency) in the field, integer minor units everywhere else. The cashbox and the limit
 * forms share these; pure, so each has a fast test.
 */

/** The unit the amount field speaks: µBTC, mETH, mLTC (PAY-11), the coin or the fiat currency. */
export function amountUnit(currency: string): { label: string; minorPerUnit: number; fractionDigits: number } {
  const info = currencyInfo(currency) ?? { code: currency, fiat: true, subunits_to_unit: 100 };
  const display = info.fiat ? undefined : CRYPTO_DISPLAY_UNITS[currency];
  const minorPerUnit = display ? info.subunits_to_unit / display.factor : info.subunits_to_unit;
  return {
    label: display ? `${display.prefix}${currency}` : currency,
    minorPerUnit,
    fractionDigits: Math.max(0, Math.round(Math.log10(minorPerUnit))),
  };
}

/**
 * A typed amount (dot or comma as the decimal separator) in minor units, exactly, without
 * floating point; null when it is not a number or has more decimals than the unit allows.
 */
export function parseAmount(text: string, currency: string): number | null {
  const { minorPerUnit, fractionDigits } = amountUnit(currency);
  const match = /^(\d{1,15})(?:[.,](\d*))?$/.exec(text.trim().replace(/[\s\u00a0']/g, ''));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > fractionDigits) return null;
  const minor = Number(whole) * minorPerUnit + Number(fraction.padEnd(fractionDigits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the amount field shows them (no grouping, dot decimal). */
export function amountInputValue(minor: number, currency: string): string {
  const { minorPerUnit, fractionDigits } = amountUnit(currency);
  const whole = Math.floor(minor / minorPerUnit);
  const fraction = String(minor % minorPerUnit)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Why a typed amount did not parse: nothing typed, more decimals than the unit has (a whole
 * number for a unit without decimals), or not a number at all.
 */
export function amountTextProblem(
  text: string,
  currency: string,
): { problem: 'required' | 'amount_decimals' | 'amount_whole' | 'amount_number'; digits: number } {
  const { fractionDigits } = amountUnit(currency);
  const typed = text.trim().replace(/[\s\u00a0']/g, '');
  if (!typed) return { problem: 'required', digits: fractionDigits };
  if (/^\d{1,15}[.,]\d+$/.test(typed)) {
    return { problem: fractionDigits === 0 ? 'amount_whole' : 'amount_decimals', digits: fractionDigits };
  }
  return { problem: 'amount_number', digits: fractionDigits };
}
