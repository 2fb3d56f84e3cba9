import { amountStepOf, type PaymentStatus } from '@casino/contracts';
import type { Instrument } from './provider';

/**
 * What the sandbox provider does with a payment: which webhooks it will send, at which step.
 * Pure functions of the card, the token or the amount's ending (README "Sandbox payments").
 */

/** Test cards: any other valid number succeeds. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  succeedsMastercard: '5555555555554444',
  succeedsMaestro: '6759649826438453',
  declined: '4000000000000002',
  staysPending: '4000000000000077',
  failsLater: '4000000000000085',
  challenge: '4000000000003220',
} as const;
/** An unanswered challenge cancels the deposit after this long. */
export const CHALLENGE_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Amount endings (the last two digits in the currency's amount steps, so minor units for all but
 * KZT and USDT) that steer crypto deposits and every withdrawal.
 */
export const SANDBOX_AMOUNT_ENDINGS = { fails: 13, staysPending: 55, underpaid: 77, declinedPayout: 31 } as const;
const endingOf = (amount: number, currency: string) => Math.floor(amount / amountStepOf(currency)) % 100;

type Scenario = 'succeed' | 'decline' | 'pending' | 'fail_later' | 'challenge';

/** One webhook the sandbox will send, `step` steps of its step time from now. */
export interface SandboxStep {
  step: number;
  status: PaymentStatus;
  amount: number;
  currency: string;
  confirmations?: number;
}

function cardScenario(number: string): Scenario {
  switch (number.replace(/ /g, '')) {
    case SANDBOX_CARDS.declined:
      return 'decline';
    case SANDBOX_CARDS.staysPending:
      return 'pending';
    case SANDBOX_CARDS.failsLater:
      return 'fail_later';
    case SANDBOX_CARDS.challenge:
      return 'challenge';
    default:
      return 'succeed';
  }
}

/** A new card's scenario is its test number's; a saved card's is written in its token; a bank transfer succeeds. */
export function depositScenario(instrument: Instrument): Scenario {
  if (instrument.card) return cardScenario(instrument.card.number);
  if (instrument.token) return (/^sbx_tok_([a-z_]+)_/.exec(instrument.token)?.[1] as Scenario | undefined) ?? 'succeed';
  return 'succeed';
}

/**
 * The webhooks of a fiat deposit. A new challenge card asks for the challenge and cancels when it
 * goes unanswered; a saved card passed its challenge once, and the bank does not ask again.
 */
export function fiatDepositSteps(
  scenario: Scenario,
  input: { newCard: boolean; stepMs: number; amount: number; currency: string },
): { challenge: boolean; steps: SandboxStep[] } {
  const base = { amount: input.amount, currency: input.currency };
  if (scenario === 'challenge') {
    if (!input.newCard) return { challenge: false, steps: [{ step: 1, status: 'succeeded', ...base }] };
    return { challenge: true, steps: [{ step: CHALLENGE_TIMEOUT_MS / input.stepMs, status: 'canceled', ...base }] };
  }
  const plans: Record<Exclude<Scenario, 'challenge'>, { step: number; status: PaymentStatus }[]> = {
    succeed: [
      { step: 1, status: 'processing' },
      { step: 2, status: 'succeeded' },
    ],
    decline: [{ step: 1, status: 'declined' }],
    pending: [],
    fail_later: [
      { step: 1, status: 'processing' },
      { step: 2, status: 'declined' },
    ],
  };
  return { challenge: false, steps: plans[scenario].map((s) => ({ ...s, ...base })) };
}

/**
 * The webhooks of a crypto deposit: one per confirmation, the last one succeeded (10% short for an
 * under-payment ending); a failing ending declines after one confirmation; a pending one sends nothing.
 */
export function cryptoDepositSteps(amount: number, currency: string, confirmations: number): SandboxStep[] {
  const ending = endingOf(amount, currency);
  if (ending === SANDBOX_AMOUNT_ENDINGS.staysPending) return [];
  if (ending === SANDBOX_AMOUNT_ENDINGS.fails) {
    return [
      { step: 1, status: 'processing', amount, currency, confirmations: 1 },
      { step: 2, status: 'declined', amount, currency, confirmations: 1 },
    ];
  }
  return [
    ...Array.from({ length: confirmations - 1 }, (_, i) => ({
      step: i + 1,
      status: 'processing' as const,
      amount,
      currency,
      confirmations: i + 1,
    })),
    {
      step: confirmations,
      status: 'succeeded',
      // An under-payment arrives 10% short; the wallet is credited what arrived.
      amount: ending === SANDBOX_AMOUNT_ENDINGS.underpaid ? Math.floor((amount * 9) / 10) : amount,
      currency,
      confirmations,
    },
  ];
}

/** The webhooks of a payout: processing then succeeded, or rejected, declined or nothing by the amount's ending. */
export function payoutSteps(amount: number, currency: string): SandboxStep[] {
  const ending = endingOf(amount, currency);
  const base = { amount, currency };
  if (ending === SANDBOX_AMOUNT_ENDINGS.staysPending) return [];
  if (ending === SANDBOX_AMOUNT_ENDINGS.declinedPayout) return [{ step: 1, status: 'declined', ...base }];
  return [
    { step: 1, status: 'processing', ...base },
    { step: 2, status: ending === SANDBOX_AMOUNT_ENDINGS.fails ? 'rejected' : 'succeeded', ...base },
  ];
}
