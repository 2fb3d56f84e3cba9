import type {
  DepositRequest,
  FraudTransactionRequest,
  PaymentAction,
  PaymentHistoryItem,
  PaymentMethod,
  StaffPaymentQuery,
  WithdrawalRequest,
  paginate,
} from '@casino/contracts';
import { HttpError } from '../http/errors';
import { createPaymentsContext, type PaymentsDeps } from './context';
import { answerChallenge, startDeposit, type DepositResult } from './deposit';
import { cryptoAddress, listMethods } from './methods';
import type { SandboxProvider } from './sandbox';
import { applyWebhook } from './settle';
import { deleteSavedProfile, paymentHistory, recordFraudData } from './store';
import { sweepPayments } from './sweep';
import { recallWithdrawal, startWithdrawal } from './withdrawal';
import { approveHold, rejectHold, type HoldDecision } from './withdrawal-hold';
import { listStaffPayments, type StaffPaymentLine } from './staff-list';

export type { DepositResult } from './deposit';
export interface PaymentsService {
  /** Methods for a currency and action, with the player's saved cards; sofort hidden for group 631. */
  methods(playerId: number, currency: string, action: PaymentAction): Promise<PaymentMethod[]>;
  /**
   * Starts a deposit; answers the payment, a challenge, a crypto address and the Lithuania flag.
   * Refused (403) from a restricted country (DECISIONS-5).
   */
  deposit(playerId: number, request: DepositRequest, visitor?: { country: string | null }): Promise<DepositResult>;
  /** Reserves real money at once and starts the payout. */
  withdraw(playerId: number, request: WithdrawalRequest): Promise<{ payment: PaymentHistoryItem; lithuanian_iban: boolean }>;
  history(
    playerId: number,
    page: number,
    perPage: number,
  ): Promise<{ data: PaymentHistoryItem[]; pagination: ReturnType<typeof paginate> }>;
  /** Recalls a pending withdrawal of the player's own; the reserve goes back to the balance. */
  recall(playerId: number, paymentId: number): Promise<PaymentHistoryItem>;
  /** The player's answer to a card challenge; the outcome is pushed on allsecure_notification. */
  answerChallenge(playerId: number, paymentId: number, answer: { code?: string; cancel?: boolean }): Promise<PaymentHistoryItem>;
  deleteProfile(playerId: number, profileId: number): Promise<void>;
  cryptoAddress(
    playerId: number,
    currency: string,
  ): Promise<{ currency: string; address: string; confirmations_required: number; min_deposit_cents: number }>;
  recordFraudData(playerId: number, data: FraudTransactionRequest): Promise<void>;
  /** Verifies and applies a provider's webhook. */
  webhook(
    provider: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<{ duplicate: boolean }>;
  /** The money desk's payments list, review queue and stuck payments (decision 067). */
  staffList(query: StaffPaymentQuery): Promise<StaffPaymentLine[]>;
  /** A payments officer's approval of a held withdrawal: the provider is asked for the payout. */
  approveHeld(paymentId: number, decision: HoldDecision): Promise<void>;
  /** A payments officer's rejection of a held withdrawal: the reserve goes back through the ledger. */
  rejectHeld(paymentId: number, decision: HoldDecision): Promise<void>;
  /** Sends the sandbox's due webhooks and sweeps payments left behind by a crash (the scheduled job `payments-sweep`). */
  runJobs(): Promise<void>;
  sandbox: SandboxProvider;
}

/** Wires the payments service: each call delegates to the module that holds its rule. */
export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const ctx = createPaymentsContext(deps);
  let running: Promise<void> | undefined;

  /** One run at a time in this process; a call during a run waits for that run. */
  function runJobs(): Promise<void> {
    if (running) return running;
    running = (async () => {
      await deps.sandbox.runDue();
      await sweepPayments(ctx.settle);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    sandbox: deps.sandbox,
    methods: (playerId, currency, action) => listMethods(ctx, { playerId, currency, action }),
    deposit: (playerId, request, visitor) => startDeposit(ctx, { playerId, request, visitor }),
    withdraw: (playerId, request) => startWithdrawal(ctx, { playerId, request }),
    history: (playerId, page, perPage) => paymentHistory(ctx.db, { playerId, page, perPage }),
    recall: (playerId, paymentId) => recallWithdrawal(ctx, { playerId, paymentId }),
    answerChallenge: (playerId, paymentId, answer) => answerChallenge(ctx, { playerId, paymentId, answer }),
    deleteProfile: (playerId, profileId) => deleteSavedProfile(ctx, { playerId, profileId }),
    cryptoAddress: (playerId, currency) => cryptoAddress(ctx, { playerId, currency }),
    recordFraudData: (playerId, data) => recordFraudData(ctx, { playerId, data }),
    async webhook(name, headers, rawBody) {
      const provider = ctx.providers.get(name);
      if (!provider) throw new HttpError(404, 'unknown payment provider');
      const event = provider.parseWebhook(headers, rawBody, deps.clock.now());
      return applyWebhook(ctx.settle, name, event);
    },
    staffList: (query) => listStaffPayments(ctx, query),
    approveHeld: (paymentId, decision) => approveHold(ctx, paymentId, decision),
    rejectHeld: (paymentId, decision) => rejectHold(ctx, paymentId, decision),
    runJobs,
  };
}
