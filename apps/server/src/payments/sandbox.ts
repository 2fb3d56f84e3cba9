import { createHmac } from 'node:crypto';
import {
  CRYPTO_BRANDS,
  CRYPTO_LIMITS,
  DEPOSIT_ADDRESS_CRYPTO,
  PAYMENT_FIAT_CURRENCIES,
  amountStepOf,
  currencyInfo,
  paymentWebhookSchema,
  type PaymentAction,
  type PaymentStatus,
} from '@casino/contracts';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { WebhookRefused, type ChallengeOutcome, type PaymentProvider, type ProviderMethod, type StartRequest } from './provider';
import { SIGNATURE_HEADER, signPayload, signatureProblem } from './signature';
import { sandboxJobs } from './tables';

/**
 * The sandbox payment provider (docs/decisions/010-payments.md, README "Sandbox payments").
 * Its external side, the bank or the blockchain, is a table of webhooks due at a time; a job
 * sends each one, signed, to our webhook endpoint, exactly as a real provider would.
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
/** The challenge code the sandbox accepts; any other code declines. */
export const SANDBOX_CHALLENGE_CODE = '1234';
/** An unanswered challenge cancels the deposit after this long. */
export const CHALLENGE_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Amount endings (the last two digits in the currency's amount steps, so minor units for all but
 * KZT and USDT) that steer crypto deposits and every withdrawal.
 */
export const SANDBOX_AMOUNT_ENDINGS = { fails: 13, staysPending: 55, underpaid: 77, declinedPayout: 31 } as const;
const endingOf = (amount: number, currency: string) => Math.floor(amount / amountStepOf(currency)) % 100;

type Scenario = 'succeed' | 'decline' | 'pending' | 'fail_later' | 'challenge';

const FIAT_SCALE: Readonly<Record<string, number>> = { JPY: 100, KZT: 400, NOK: 10, BRL: 5 };
const CARD_BRANDS = ['visa', 'mastercard', 'maestro', 'ecopayz'] as const;

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  rng: Rng;
  /** Signs webhooks; the endpoint checks them with the same secret. */
  webhookSecret: string;
  /** Derives the players' deposit addresses. */
  addressSecret: string;
  /** The simulated time between two steps of a payment. */
  stepMs: number;
  confirmations: number;
}

/** Sends a signed webhook to our endpoint; answers the HTTP status. */
export type WebhookTransport = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxProvider extends PaymentProvider {
  setTransport(transport: WebhookTransport): void;
  /** Sends every webhook due by now; answers how many our endpoint accepted. */
  runDue(): Promise<number>;
}

const ADDRESS_FORMATS: Readonly<Record<string, { prefix: string; chars: string; length: number; pattern: RegExp }>> = {
  BTC: {
    prefix: 'bc1q',
    chars: 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
    length: 38,
    pattern: /^(bc1[02-9ac-hj-np-z]{25,60}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  },
  BCH: {
    prefix: 'bitcoincash:q',
    chars: 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
    length: 41,
    pattern: /^(bitcoincash:)?[qp][02-9ac-hj-np-z]{41}$/,
  },
  LTC: {
    prefix: 'ltc1q',
    chars: 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
    length: 38,
    pattern: /^(ltc1[02-9ac-hj-np-z]{25,60}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/,
  },
  ETH: { prefix: '0x', chars: '0123456789abcdef', length: 40, pattern: /^0x[0-9a-fA-F]{40}$/ },
  USDT: { prefix: '0x', chars: '0123456789abcdef', length: 40, pattern: /^0x[0-9a-fA-F]{40}$/ },
  DOG: {
    prefix: 'D',
    chars: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
    length: 33,
    pattern: /^D[1-9A-HJ-NP-Za-km-z]{25,34}$/,
  },
};

/** Whether an address looks like one of the coin (withdrawals); not a checksum test. */
export const isPlausibleAddress = (currency: string, address: string): boolean =>
  ADDRESS_FORMATS[currency]?.pattern.test(address) ?? false;

function fiatMethods(currency: string, action: PaymentAction): ProviderMethod[] {
  const info = currencyInfo(currency);
  if (!info || !(PAYMENT_FIAT_CURRENCIES as readonly string[]).includes(currency)) return [];
  const unit = info.subunits_to_unit * (FIAT_SCALE[currency] ?? 1);
  const deposit = { min: 10 * unit, max: 5_000 * unit };
  const withdrawal = { min: 20 * unit, max: 4_000 * unit };
  const base = { currency, processingTime: 'instant', fee: 0, deposit, withdrawal };
  const methods: ProviderMethod[] = CARD_BRANDS.map((brand) => ({
    ...base,
    id: brand,
    brand,
    type: 'card' as const,
    image: `/payments/${brand}.svg`,
  }));
  methods.push({ ...base, id: 'bank_transfer', brand: 'bank_transfer', type: 'bank', image: '/payments/bank_transfer.svg' });
  if (action === 'deposit') {
    methods.push({ ...base, id: 'sofort', brand: 'sofort', type: 'bank', image: '/payments/sofort.svg', withdrawal: null });
  }
  return methods;
}

function cryptoMethods(currency: string): ProviderMethod[] {
  const limits = CRYPTO_LIMITS[currency];
  const brand = CRYPTO_BRANDS[currency];
  if (!limits || !brand || !(DEPOSIT_ADDRESS_CRYPTO as readonly string[]).includes(currency)) return [];
  return [
    {
      id: brand,
      brand,
      type: 'crypto',
      currency,
      image: `/payments/${brand}.svg`,
      processingTime: 'instant',
      fee: 0,
      // No upper bound on what a player sends to their address; the safe-integer bound holds.
      deposit: { min: limits.depositMin, max: Number.MAX_SAFE_INTEGER },
      withdrawal: { min: limits.withdrawMin, max: limits.withdrawMax },
    },
  ];
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

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { db, clock } = deps;
  let transport: WebhookTransport | undefined;

  /** Webhooks the sandbox will send, `step` steps of stepMs from now. */
  async function schedule(
    reference: string,
    steps: { step: number; status: PaymentStatus; amount: number; currency: string; confirmations?: number }[],
  ) {
    if (steps.length === 0) return;
    const now = clock.now().getTime();
    await db.insert(sandboxJobs).values(
      steps.map((s) => ({
        reference,
        runAt: new Date(now + s.step * deps.stepMs),
        payload: {
          status: s.status,
          amount_cents: s.amount,
          currency: s.currency,
          ...(s.confirmations === undefined ? {} : { confirmations: s.confirmations }),
        },
      })),
    );
  }

  function addressOf(playerId: number, currency: string): string {
    const format = ADDRESS_FORMATS[currency];
    if (!format) throw new Error(`no deposit address format for ${currency}`);
    let out = format.prefix;
    for (let block = 0; out.length < format.prefix.length + format.length; block++) {
      const bytes = createHmac('sha256', deps.addressSecret).update(`address:${currency}:${playerId}:${block}`).digest();
      for (const byte of bytes) {
        if (out.length >= format.prefix.length + format.length) break;
        out += format.chars[byte % format.chars.length];
      }
    }
    return out;
  }

  async function leaseDue() {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(sandboxJobs)
        .where(
          and(
            lte(sandboxJobs.runAt, now),
            isNull(sandboxJobs.doneAt),
            isNull(sandboxJobs.canceledAt),
            or(isNull(sandboxJobs.leaseUntil), lt(sandboxJobs.leaseUntil, now)),
          ),
        )
        .orderBy(asc(sandboxJobs.runAt), asc(sandboxJobs.id))
        .limit(50)
        .for('update', { skipLocked: true });
      for (const job of due) {
        await tx
          .update(sandboxJobs)
          .set({ leaseUntil: new Date(now.getTime() + 30_000), attempts: sql`${sandboxJobs.attempts} + 1` })
          .where(eq(sandboxJobs.id, job.id));
      }
      return due;
    });
  }

  return {
    name: 'sandbox',
    methods: (currency, action) => [...fiatMethods(currency, action), ...cryptoMethods(currency)],

    async startDeposit(request: StartRequest) {
      const { reference, currency, amountCents: amount, method, instrument } = request;
      if (method.type === 'crypto') {
        const ending = endingOf(amount, currency);
        const n = deps.confirmations;
        const steps =
          ending === SANDBOX_AMOUNT_ENDINGS.staysPending
            ? []
            : ending === SANDBOX_AMOUNT_ENDINGS.fails
              ? [
                  { step: 1, status: 'processing' as const, amount, currency, confirmations: 1 },
                  { step: 2, status: 'declined' as const, amount, currency, confirmations: 1 },
                ]
              : [
                  ...Array.from({ length: n - 1 }, (_, i) => ({
                    step: i + 1,
                    status: 'processing' as const,
                    amount,
                    currency,
                    confirmations: i + 1,
                  })),
                  {
                    step: n,
                    status: 'succeeded' as const,
                    // An under-payment arrives 10% short; the wallet is credited what arrived.
                    amount: ending === SANDBOX_AMOUNT_ENDINGS.underpaid ? Math.floor((amount * 9) / 10) : amount,
                    currency,
                    confirmations: n,
                  },
                ];
        await schedule(reference, steps);
        return { challenge: false, address: addressOf(request.playerId, currency), confirmationsRequired: n };
      }
      const scenario: Scenario = instrument.card
        ? cardScenario(instrument.card.number)
        : instrument.token
          ? ((/^sbx_tok_([a-z_]+)_/.exec(instrument.token)?.[1] as Scenario | undefined) ?? 'succeed')
          : 'succeed';
      const token = instrument.card ? `sbx_tok_${scenario}_${deps.rng.bytes(8).toString('hex')}` : undefined;
      const base = { amount, currency };
      if (scenario === 'challenge') {
        // A saved card passed its challenge once; the bank does not ask again for a token.
        if (!instrument.card) {
          await schedule(reference, [{ step: 1, status: 'succeeded', ...base }]);
          return { challenge: false, token };
        }
        await schedule(reference, [{ step: CHALLENGE_TIMEOUT_MS / deps.stepMs, status: 'canceled', ...base }]);
        return { challenge: true, token };
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
      await schedule(
        reference,
        plans[scenario].map((s) => ({ ...s, ...base })),
      );
      return { challenge: false, token };
    },

    async startPayout({ reference, amountCents: amount, currency }) {
      const ending = endingOf(amount, currency);
      const base = { amount, currency };
      if (ending === SANDBOX_AMOUNT_ENDINGS.staysPending) return;
      if (ending === SANDBOX_AMOUNT_ENDINGS.declinedPayout) {
        await schedule(reference, [{ step: 1, status: 'declined', ...base }]);
        return;
      }
      await schedule(reference, [
        { step: 1, status: 'processing', ...base },
        { step: 2, status: ending === SANDBOX_AMOUNT_ENDINGS.fails ? 'rejected' : 'succeeded', ...base },
      ]);
    },

    async cancelPayout(reference) {
      const jobs = await db.select().from(sandboxJobs).where(eq(sandboxJobs.reference, reference));
      const now = clock.now();
      if (jobs.some((j) => j.doneAt !== null || (j.leaseUntil !== null && j.leaseUntil > now))) return false;
      await db
        .update(sandboxJobs)
        .set({ canceledAt: now })
        .where(and(eq(sandboxJobs.reference, reference), isNull(sandboxJobs.doneAt)));
      return true;
    },

    async lookup(reference) {
      const jobs = await db.select().from(sandboxJobs).where(eq(sandboxJobs.reference, reference)).orderBy(asc(sandboxJobs.id));
      // A payment the sandbox scheduled nothing for (one that stays pending) is unknown to it.
      const first = jobs[0];
      if (!first) return null;
      const delivered = jobs.filter((j) => j.doneAt !== null).at(-1);
      const payload = (delivered ?? first).payload as { status: PaymentStatus; amount_cents: number };
      return { status: delivered ? payload.status : 'pending', amountCents: payload.amount_cents };
    },

    async answerChallenge(reference, answer) {
      const [timeout] = await db
        .select()
        .from(sandboxJobs)
        .where(and(eq(sandboxJobs.reference, reference), isNull(sandboxJobs.doneAt), isNull(sandboxJobs.canceledAt)))
        .limit(1);
      const payload = (timeout?.payload ?? {}) as { amount_cents?: number; currency?: string };
      await db
        .update(sandboxJobs)
        .set({ canceledAt: clock.now() })
        .where(and(eq(sandboxJobs.reference, reference), isNull(sandboxJobs.doneAt)));
      const outcome: ChallengeOutcome = answer.cancel
        ? 'canceled'
        : answer.code === SANDBOX_CHALLENGE_CODE
          ? 'succeeded'
          : 'declined';
      await schedule(reference, [
        { step: 0, status: outcome, amount: payload.amount_cents ?? 0, currency: payload.currency ?? 'EUR' },
      ]);
      return outcome;
    },

    depositAddress: addressOf,

    parseWebhook(headers, rawBody, now) {
      const header = headers[SIGNATURE_HEADER];
      const problem = signatureProblem(deps.webhookSecret, typeof header === 'string' ? header : undefined, rawBody, now);
      if (problem) throw new WebhookRefused(401, problem);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRefused(422, 'body is not JSON');
      }
      const parsed = paymentWebhookSchema.safeParse(json);
      if (!parsed.success) throw new WebhookRefused(422, 'body is not a payment webhook');
      return parsed.data;
    },

    setTransport(next) {
      transport = next;
    },

    async runDue() {
      if (!transport) return 0;
      let accepted = 0;
      for (;;) {
        const jobs = await leaseDue();
        if (jobs.length === 0) return accepted;
        for (const job of jobs) {
          const body = JSON.stringify({ event_id: `sbx_evt_${job.id}`, reference: job.reference, ...(job.payload as object) });
          const status = await transport(body, {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signPayload(deps.webhookSecret, body, clock.now()),
          }).catch(() => 0);
          // A refused or failed delivery keeps its lease and is sent again once the lease ends.
          if (status >= 200 && status < 300) {
            accepted += 1;
            await db.update(sandboxJobs).set({ doneAt: clock.now() }).where(eq(sandboxJobs.id, job.id));
          }
        }
      }
    },
  };
}
