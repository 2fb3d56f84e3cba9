import { createHmac } from 'node:crypto';
import {
  CRYPTO_BRANDS,
  CRYPTO_LIMITS,
  DEPOSIT_ADDRESS_CRYPTO,
  PAYMENT_FIAT_CURRENCIES,
  currencyInfo,
  paymentWebhookSchema,
  type PaymentAction,
  type PaymentWebhook,
} from '@casino/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { Rng } from '../platform/rng';
import { WebhookRefused, type DepositStart, type PaymentProvider, type ProviderMethod, type StartRequest } from './provider';
import {
  answerSandboxChallenge,
  cancelPayoutJobs,
  lookupJobs,
  scheduleWebhooks,
  sendDueWebhooks,
  type WebhookTransport,
} from './sandbox-jobs';
import { cryptoDepositSteps, depositScenario, fiatDepositSteps, payoutSteps } from './sandbox-scenarios';
import { SIGNATURE_HEADER, signatureProblem } from './signature';

/**
 * The sandbox payment provider (docs/decisions/010-payments.md, README "Sandbox payments").
 * Its external side, the bank or the blockchain, is a table of webhooks due at a time
 * (`sandbox-jobs.ts`); a job sends each one, signed, to our webhook endpoint, exactly as a real
 * provider would. What it does with each payment is in `sandbox-scenarios.ts`.
 */

export { SANDBOX_CARDS } from './sandbox-scenarios';
export { SANDBOX_CHALLENGE_CODE, type WebhookTransport } from './sandbox-jobs';

const FIAT_SCALE: Readonly<Record<string, number>> = { JPY: 100, KZT: 400, NOK: 10, BRL: 5 };
const CARD_BRANDS = ['visa', 'mastercard', 'maestro', 'ecopayz'] as const;

interface SandboxDeps {
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

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  let transport: WebhookTransport | undefined;
  return {
    name: 'sandbox',
    methods: (currency, action) => [...fiatMethods(currency, action), ...cryptoMethods(currency)],
    startDeposit: (request) => startSandboxDeposit(deps, request),
    startPayout: (request) => scheduleWebhooks(deps, request.reference, payoutSteps(request.amountCents, request.currency)),
    cancelPayout: (reference) => cancelPayoutJobs(deps, reference),
    lookup: (reference) => lookupJobs(deps, reference),
    answerChallenge: (reference, answer) => answerSandboxChallenge(deps, reference, answer),
    depositAddress: (playerId, currency) => depositAddressOf(deps.addressSecret, playerId, currency),
    parseWebhook: (headers, rawBody, now) => parseSandboxWebhook(deps.webhookSecret, { headers, rawBody, now }),
    setTransport(next) {
      transport = next;
    },
    runDue: () => (transport ? sendDueWebhooks(deps, transport) : Promise.resolve(0)),
  };
}

/** Schedules a deposit's webhooks; a crypto deposit answers the player's address, a new card a token to charge it again. */
async function startSandboxDeposit(deps: SandboxDeps, request: StartRequest): Promise<DepositStart> {
  const { reference, currency, amountCents: amount, method, instrument } = request;
  if (method.type === 'crypto') {
    await scheduleWebhooks(deps, reference, cryptoDepositSteps(amount, currency, deps.confirmations));
    return {
      challenge: false,
      address: depositAddressOf(deps.addressSecret, request.playerId, currency),
      confirmationsRequired: deps.confirmations,
    };
  }
  const scenario = depositScenario(instrument);
  const token = instrument.card ? `sbx_tok_${scenario}_${deps.rng.bytes(8).toString('hex')}` : undefined;
  const plan = fiatDepositSteps(scenario, { newCard: instrument.card !== undefined, stepMs: deps.stepMs, amount, currency });
  await scheduleWebhooks(deps, reference, plan.steps);
  return { challenge: plan.challenge, token };
}

/** The player's deposit address of a coin, derived from the secret: the same player and coin always get the same one. */
function depositAddressOf(addressSecret: string, playerId: number, currency: string): string {
  const format = ADDRESS_FORMATS[currency];
  if (!format) throw new Error(`no deposit address format for ${currency}`);
  let out = format.prefix;
  for (let block = 0; out.length < format.prefix.length + format.length; block++) {
    const bytes = createHmac('sha256', addressSecret).update(`address:${currency}:${playerId}:${block}`).digest();
    for (const byte of bytes) {
      if (out.length >= format.prefix.length + format.length) break;
      out += format.chars[byte % format.chars.length];
    }
  }
  return out;
}

/** Checks a webhook's signature and timestamp (401), then its shape (422). */
function parseSandboxWebhook(
  webhookSecret: string,
  input: { headers: IncomingHttpHeaders; rawBody: string; now: Date },
): PaymentWebhook {
  const header = input.headers[SIGNATURE_HEADER];
  const problem = signatureProblem(webhookSecret, typeof header === 'string' ? header : undefined, input.rawBody, input.now);
  if (problem) throw new WebhookRefused(401, problem);
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    throw new WebhookRefused(422, 'body is not JSON');
  }
  const parsed = paymentWebhookSchema.safeParse(json);
  if (!parsed.success) throw new WebhookRefused(422, 'body is not a payment webhook');
  return parsed.data;
}
