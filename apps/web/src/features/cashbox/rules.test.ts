import { CANCELED_DEPOSIT_TOAST_WINDOW_MS, type PaymentHistoryItem, type PaymentMethod } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { paymentFormSchema, type DepositValues } from './deposit-schema';
import {
  depositPresets,
  amountProblem,
  amountStep,
  canChooseDepositGift,
  canceledDepositsToAnnounce,
  defaultDepositAmount,
  formatExpiry,
  groupCardNumber,
  loadMethodLists,
  METHOD_LOAD_RETRIES,
  missingProfileFields,
  visibleMethods,
} from './rules';
import { amountTextProblem } from '../../common/money/amount-units';

const method = (brand: string): PaymentMethod => ({
  id: brand,
  brand,
  provider: 'sandbox',
  currency: 'EUR',
  type: 'bank',
  savedProfiles: [],
  image: '',
  termsOfService: { restrictions: { amountCurrencyCode: 'EUR' } },
  info: { processingTime: 'instant', fee: 0, deposit: { min: 1000, max: 500_000 }, withdrawal: null },
});

const payment = (overrides: Partial<PaymentHistoryItem>): PaymentHistoryItem => ({
  id: 1,
  action: 'deposit',
  state: 'canceled',
  amount_cents: 5000,
  currency: 'EUR',
  method_id: 'visa',
  created_at: '2026-01-01T12:00:00.000Z',
  finished_at: '2026-01-01T12:00:00.000Z',
  recallable: false,
  ...overrides,
});

describe('PAY-05 method lists', () => {
  it('PAY-05 CONST-04 tries up to 3 more times while the deposit or the cashout list is empty, then keeps the last answer', async () => {
    let calls = 0;
    const waits: number[] = [];
    const lists = await loadMethodLists(
      async () => {
        calls += 1;
        return { deposit: [method('visa')], cashout: [] };
      },
      async (ms) => void waits.push(ms),
    );
    expect(calls).toBe(1 + METHOD_LOAD_RETRIES);
    expect(waits).toHaveLength(METHOD_LOAD_RETRIES);
    expect(lists.cashout).toEqual([]);
  });

  it('PAY-05 stops as soon as both lists have methods', async () => {
    let calls = 0;
    const lists = await loadMethodLists(
      async () => {
        calls += 1;
        return calls < 2 ? { deposit: [], cashout: [method('visa')] } : { deposit: [method('visa')], cashout: [method('visa')] };
      },
      async () => undefined,
    );
    expect(calls).toBe(2);
    expect(lists.deposit).toHaveLength(1);
  });
});

describe('PAY-07 methods a player sees', () => {
  it('PAY-07 group 631 does not see sofort; others do', () => {
    const all = [method('visa'), method('sofort')];
    expect(visibleMethods(all, [631]).map((m) => m.brand)).toEqual(['visa']);
    expect(visibleMethods(all, [1]).map((m) => m.brand)).toEqual(['visa', 'sofort']);
  });
});

describe('PAY-03 personal info first', () => {
  const complete = {
    mobile_phone: '+1 555 0100 200',
    first_name: 'Ada',
    last_name: 'Lovelace',
    date_of_birth: '10/12/1990',
    country: 'CA',
    city: 'Toronto',
    address: '1 King St',
    postal_code: 'M5H 1A1',
  };
  it('PAY-03 lists the empty fields for a fiat currency', () => {
    expect(missingProfileFields({ ...complete, city: null, postal_code: ' ' }, 'EUR')).toEqual(['city', 'postal_code']);
    expect(missingProfileFields(complete, 'EUR')).toEqual([]);
  });
  it('PAY-03 a crypto wallet opens the cashbox without them', () => {
    expect(missingProfileFields({ ...complete, city: null }, 'BTC')).toEqual([]);
  });
  it('PAY-03 only the fields the context asks for count', () => {
    expect(missingProfileFields({ ...complete, city: null, address: null }, 'CAD', ['city'])).toEqual(['city']);
  });
});

describe('deposit gifts (requirements §core-4)', () => {
  const player = { groups: [] as number[], can_issue_bonuses: true, deposit_bonus_code: null };
  it('GIFT-14 ROLE-06 CONST-41 are offered to an ordinary player only', () => {
    expect(canChooseDepositGift(player)).toBe(true);
    expect(canChooseDepositGift({ ...player, groups: [100] })).toBe(false);
    expect(canChooseDepositGift({ ...player, can_issue_bonuses: false })).toBe(false);
    expect(canChooseDepositGift({ ...player, deposit_bonus_code: 'WELCOME' })).toBe(false);
  });
});

describe('requirements §core-5 amount rules', () => {
  const range = { min: 1000, max: 500_000 };
  it('VAL-13 VAL-14 names the broken rule', () => {
    expect(amountProblem(null, range)).toBe('required');
    expect(amountProblem(0, range)).toBe('amount_positive');
    expect(amountProblem(999, range)).toBe('amount_min');
    expect(amountProblem(500_001, range)).toBe('amount_max');
    expect(amountProblem(3000, range, 2000)).toBe('not_enough_money');
    expect(amountProblem(2000, range, 2000)).toBeNull();
  });

  it('VAL-12 an amount must be a multiple of the currency step', () => {
    expect(amountStep('EUR')).toBe(1);
    expect(amountStep('USDT')).toBe(100);
    const usdt = { min: 2_000_000_000, max: 400_000_000_000 };
    expect(amountProblem(2_000_000_050, usdt, undefined, amountStep('USDT'))).toBe('amount_step');
    expect(amountProblem(2_000_000_100, usdt, undefined, amountStep('USDT'))).toBeNull();
  });

  it('VAL-12 VAL-14 an amount that does not parse says why: too many decimals, not whole, not a number', () => {
    expect(amountTextProblem('1.999', 'EUR')).toEqual({ problem: 'amount_decimals', digits: 2 });
    expect(amountTextProblem('1,5', 'JPY')).toEqual({ problem: 'amount_whole', digits: 0 });
    expect(amountTextProblem('abc', 'EUR')).toEqual({ problem: 'amount_number', digits: 2 });
    expect(amountTextProblem('  ', 'EUR')).toEqual({ problem: 'required', digits: 2 });
  });

  it('VAL-12 VAL-14 the form names the broken rule: decimals, step and English letters, never "required" for a typed amount', () => {
    const t = ((key: string, options?: Record<string, unknown>) =>
      options && 'bound' in options ? `${key}:${String(options['bound'])}` : key) as unknown as TFunction;
    const card: PaymentMethod = { ...method('visa'), type: 'card' };
    const values: DepositValues = {
      amount: '50',
      profile: 'new',
      number: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      holder: 'Ada Lovelace',
      save: false,
      iban: '',
      address: '',
      gift: null,
    };
    const errorsOf = (method: PaymentMethod, changes: Partial<DepositValues>) => {
      const schema = paymentFormSchema({ method, action: 'deposit', today: new Date('2026-11-15'), t, money: String });
      const result = schema.safeParse({ ...values, ...changes });
      return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    };
    expect(errorsOf(card, {})).toEqual({});
    expect(errorsOf(card, { amount: '1.999' })).toEqual({ amount: 'validation.amount_decimals:2' });
    expect(errorsOf(card, { holder: 'Zoë Ørsted' })).toEqual({ holder: 'validation.latin_letters_only' });
    const tether: PaymentMethod = {
      ...method('tether'),
      type: 'crypto',
      currency: 'USDT',
      info: { ...method('tether').info, deposit: { min: 2_000_000_000, max: 400_000_000_000 } },
    };
    expect(errorsOf(tether, { amount: '20.0000005' })).toEqual({ amount: 'validation.amount_step:100' });
  });
});

describe('PAY-25 first deposit amount', () => {
  const range = { min: 1000, max: 500_000 };
  it('PAY-25 CONST-36 a first fiat deposit starts at 50 units; later ones at the minimum', () => {
    expect(defaultDepositAmount('EUR', range, [])).toBe(5000);
    expect(defaultDepositAmount('EUR', range, [payment({ state: 'declined' })])).toBe(5000);
    expect(defaultDepositAmount('EUR', range, [payment({ state: 'succeeded' })])).toBe(1000);
    expect(defaultDepositAmount('EUR', { min: 6000, max: 9000 }, [])).toBe(6000);
  });
  it('PAY-25 crypto starts at the minimum deposit', () => {
    expect(defaultDepositAmount('BTC', { min: 10_000, max: 1e12 }, [])).toBe(10_000);
  });
});

describe('PAY-22 canceled deposit toast', () => {
  const now = Date.parse('2026-01-01T12:04:00.000Z');
  it('PAY-22 CONST-24 warns about a deposit canceled within the last 5 minutes, once per transaction id', () => {
    const items = [
      payment({ id: 1 }),
      payment({ id: 2, action: 'cashout' }),
      payment({ id: 3, state: 'declined' }),
      payment({ id: 4, finished_at: new Date(now - CANCELED_DEPOSIT_TOAST_WINDOW_MS - 1).toISOString() }),
      payment({ id: 5, finished_at: new Date(now - CANCELED_DEPOSIT_TOAST_WINDOW_MS).toISOString() }),
    ];
    expect(canceledDepositsToAnnounce(items, new Set(), now)).toEqual([1, 5]);
    expect(canceledDepositsToAnnounce(items, new Set([1, 5]), now)).toEqual([]);
  });
});

describe('card input', () => {
  it('groups the number by four and puts the slash into MM/YY', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('1')).toBe('1');
  });
});

describe('PAY-06 the amount presets of the deposit step', () => {
  it('PAY-06 start at the method minimum rounded up to 1-2-5 and go up the series', () => {
    expect(depositPresets('EUR', { min: 1_000, max: 500_000 })).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect(depositPresets('EUR', { min: 1_500, max: 500_000 })).toEqual([2_000, 5_000, 10_000, 20_000]);
    expect(depositPresets('EUR', { min: 2_000, max: 500_000 })).toEqual([2_000, 5_000, 10_000, 20_000]);
    expect(depositPresets('JPY', { min: 1_000, max: 1_000_000 })).toEqual([1_000, 2_000, 5_000, 10_000]);
  });

  it('PAY-06 PAY-11 a crypto method counts in the unit the player types (µBTC)', () => {
    // bitcoin's minimum deposit is 0.0001 BTC = 100 µBTC (PAY-10).
    expect(depositPresets('BTC', { min: 10_000, max: 40_000_000 })).toEqual([10_000, 20_000, 50_000, 100_000]);
  });

  it('PAY-06 leave out presets over the method maximum, and start at 10 units without a range', () => {
    expect(depositPresets('EUR', { min: 1_000, max: 6_000 })).toEqual([1_000, 2_000, 5_000]);
    expect(depositPresets('EUR', null)).toEqual([1_000, 2_000, 5_000, 10_000]);
  });
});
