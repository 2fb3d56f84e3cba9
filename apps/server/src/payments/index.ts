// The public entry of the payments domain: other domains import only this file (docs/architecture.md §2).
export { type DepositResult, type PaymentsService, createPaymentsService } from './service';
export { paymentRoutes, paymentWebhookRoutes } from './routes';
export { closurePayoutRoutes } from './closure-payout-routes';
export { CLOSURE_PAYOUT_METHOD, type ClosurePayouts, createClosurePayouts } from './closure-payout';
export type { DepositLimitCheck, DepositLimits } from './deposit-limits';
export { PAYMENT_EVENTS } from './settle';
export { SANDBOX_CARDS } from './sandbox';
export { playerIdsByPaymentReference } from './staff-lookups';
export type { HoldDecision } from './withdrawal-hold';
export type { StaffPaymentLine } from './staff-list';
export { frequentDepositors } from './oversight';
