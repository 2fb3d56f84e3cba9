import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_TIMEOUT_MS,
  SANDBOX_AMOUNT_ENDINGS,
  SANDBOX_CARDS,
  cryptoDepositSteps,
  depositScenario,
  fiatDepositSteps,
  payoutSteps,
} from './sandbox-scenarios';

const statuses = (steps: { step: number; status: string }[]) => steps.map((s) => `${s.step}:${s.status}`);

describe('sandbox scenarios', () => {
  it('a new card plays the scenario of its test number, a saved card the one in its token', () => {
    const card = (number: string) => ({ card: { number, expiry: '12/30', holder: 'Ada' } });
    expect(depositScenario(card(SANDBOX_CARDS.succeeds))).toBe('succeed');
    expect(depositScenario(card(SANDBOX_CARDS.declined))).toBe('decline');
    expect(depositScenario(card(SANDBOX_CARDS.challenge))).toBe('challenge');
    expect(depositScenario({ token: 'sbx_tok_fail_later_abcd' })).toBe('fail_later');
    expect(depositScenario({ token: 'another-token' })).toBe('succeed');
    expect(depositScenario({ iban: 'DE89370400440532013000' })).toBe('succeed');
  });

  it('a fiat deposit succeeds in two steps, declines in one, and a new challenge card cancels after the timeout', () => {
    const input = { newCard: true, stepMs: 1_000, amount: 5_000, currency: 'EUR' };
    expect(statuses(fiatDepositSteps('succeed', input).steps)).toEqual(['1:processing', '2:succeeded']);
    expect(statuses(fiatDepositSteps('decline', input).steps)).toEqual(['1:declined']);
    expect(fiatDepositSteps('pending', input).steps).toEqual([]);
    expect(fiatDepositSteps('challenge', input)).toEqual({
      challenge: true,
      steps: [{ step: CHALLENGE_TIMEOUT_MS / 1_000, status: 'canceled', amount: 5_000, currency: 'EUR' }],
    });
    expect(fiatDepositSteps('challenge', { ...input, newCard: false })).toEqual({
      challenge: false,
      steps: [{ step: 1, status: 'succeeded', amount: 5_000, currency: 'EUR' }],
    });
  });

  it('PAY-12 a crypto deposit confirms step by step; an under-payment ending arrives 10% short', () => {
    expect(statuses(cryptoDepositSteps(1_000, 'BTC', 3))).toEqual(['1:processing', '2:processing', '3:succeeded']);
    expect(cryptoDepositSteps(1_000, 'BTC', 3).map((s) => s.confirmations)).toEqual([1, 2, 3]);
    const short = cryptoDepositSteps(1_000 + SANDBOX_AMOUNT_ENDINGS.underpaid, 'BTC', 1);
    expect(short).toEqual([{ step: 1, status: 'succeeded', amount: 969, currency: 'BTC', confirmations: 1 }]);
    expect(statuses(cryptoDepositSteps(1_000 + SANDBOX_AMOUNT_ENDINGS.fails, 'BTC', 3))).toEqual(['1:processing', '2:declined']);
    expect(cryptoDepositSteps(1_000 + SANDBOX_AMOUNT_ENDINGS.staysPending, 'BTC', 3)).toEqual([]);
  });

  it('PAY-19 a payout succeeds, is rejected, declined or stays pending by the ending of its amount steps', () => {
    expect(statuses(payoutSteps(5_000, 'EUR'))).toEqual(['1:processing', '2:succeeded']);
    expect(statuses(payoutSteps(5_000 + SANDBOX_AMOUNT_ENDINGS.fails, 'EUR'))).toEqual(['1:processing', '2:rejected']);
    expect(statuses(payoutSteps(5_000 + SANDBOX_AMOUNT_ENDINGS.declinedPayout, 'EUR'))).toEqual(['1:declined']);
    expect(payoutSteps(5_000 + SANDBOX_AMOUNT_ENDINGS.staysPending, 'EUR')).toEqual([]);
    // KZT counts in steps of 100: the ending is read in steps, not in minor units.
    expect(statuses(payoutSteps(500_000 + SANDBOX_AMOUNT_ENDINGS.declinedPayout * 100, 'KZT'))).toEqual(['1:declined']);
  });
});
