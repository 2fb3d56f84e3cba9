import type { Tx } from '../db/client';

// The hook through which responsible-gaming limits check and count deposits. Payments declares
// it and the limits domain provides it (passed in by services.ts), so payments does not depend
// on limits, which listens to payment events (docs/architecture.md §2).

/** The deposit side: refuses a blocked player up front, then checks and counts in the payment's transaction. */
export interface DepositLimits {
  prepare(playerId: number): Promise<DepositLimitCheck>;
  /** Gives a failed deposit's amount back to the usage of the day it was counted on (once). */
  release(paymentId: number): Promise<void>;
}
export interface DepositLimitCheck {
  /** Refuses (422 on amount_cents) a deposit over a deposit limit; counts it otherwise. */
  charge(tx: Tx, payment: { id: number; currency: string; amountCents: number }): Promise<void>;
}
