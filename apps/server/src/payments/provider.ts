import type { PaymentAction, PaymentMethodType, PaymentStatus, PaymentWebhook } from '@casino/contracts';
import type { IncomingHttpHeaders } from 'node:http';

/** A method a provider offers for one currency and action, before the player's saved profiles. */
export interface ProviderMethod {
  id: string;
  brand: string;
  type: PaymentMethodType;
  currency: string;
  image: string;
  processingTime: string;
  fee: number;
  deposit: { min: number; max: number } | null;
  withdrawal: { min: number; max: number } | null;
}

/** What the player paid with: a new card, a saved card's token, an IBAN or nothing (crypto). */
export interface Instrument {
  card?: { number: string; expiry: string; holder: string };
  token?: string;
  iban?: string;
  address?: string;
}

export interface StartRequest {
  /** Our merchant reference; every webhook about the payment names it. */
  reference: string;
  playerId: number;
  currency: string;
  amountCents: number;
  method: ProviderMethod;
  instrument: Instrument;
}

export interface DepositStart {
  /** The card asks for a 3-D Secure style challenge before anything else happens. */
  challenge: boolean;
  /** A token to charge the same card again (saved profiles). */
  token?: string;
  /** Where to send coins, for a crypto deposit. */
  address?: string;
  confirmationsRequired?: number;
}

export type ChallengeOutcome = 'succeeded' | 'declined' | 'canceled';

/** Why a webhook was refused: 401 for a bad or stale signature, 422 for a body we cannot read. */
export class WebhookRefused extends Error {
  constructor(
    readonly statusCode: 401 | 422,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A payment service provider. The sandbox implements it inside this server; a real one calls
 * its API in these functions and parses its own webhook format in `parseWebhook`.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Methods offered for a currency and action. */
  methods(currency: string, action: PaymentAction): ProviderMethod[];
  startDeposit(request: StartRequest): Promise<DepositStart>;
  startPayout(request: StartRequest): Promise<void>;
  /** Stops a payout not yet sent; false when it is already on its way (then it cannot be recalled). */
  cancelPayout(reference: string): Promise<boolean>;
  /**
   * What the provider knows of a payment: its state and amount, or null when it never heard of
   * the reference. The crash sweep asks before it cancels a deposit we never saw start.
   */
  lookup(reference: string): Promise<{ status: PaymentStatus; amountCents: number } | null>;
  /** The player's answer to a challenge; the outcome arrives later by webhook as well. */
  answerChallenge(reference: string, answer: { code?: string; cancel?: boolean }): Promise<ChallengeOutcome>;
  /** The player's deposit address for a coin. */
  depositAddress(playerId: number, currency: string): string;
  /** Checks the signature, timestamp and shape of a webhook; throws WebhookRefused. */
  parseWebhook(headers: IncomingHttpHeaders, rawBody: string, now: Date): PaymentWebhook;
}
