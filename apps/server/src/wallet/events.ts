import { z } from 'zod';

/**
 * Domain events the wallet writes to the outbox in the transaction of the movement. Promotion
 * engines (bonuses, tournaments, quests, comp points, VIP) subscribe to these; payloads carry
 * `transaction_id`, unique per movement, so a handler can key its own writes by it.
 */
export const WALLET_EVENTS = {
  /** Every change of a player's wallet: the balance parts and the wagering state after it. */
  balanceChanged: 'wallet.balance_changed',
  depositSucceeded: 'deposit.succeeded',
  withdrawalReserved: 'withdrawal.reserved',
  betPlaced: 'bet.placed',
  winCredited: 'win.credited',
  betRolledBack: 'bet.rolled_back',
  bonusGranted: 'bonus.granted',
  wageringCompleted: 'wagering.completed',
} as const;

/**
 * What `bet.placed` carries, as the engines read it: the wallet's own fields (the stake, its real
 * part) and the game's metadata the caller passed (identifier, provider, categories). A stake of 0
 * (a free spin) is a bet too: an engine that counts only paid stakes checks the amount.
 */
export const betPlacedPayloadSchema = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int().nonnegative(),
  real_cents: z.number().int().nonnegative(),
  game_identifier: z.string().nullish(),
  provider: z.string().nullish(),
  categories: z.array(z.string()).optional(),
});

/** What `bet.rolled_back` carries: the rollback's own transaction and the bet it gives back. */
export const betRolledBackPayloadSchema = z.object({
  transaction_id: z.number().int(),
  bet_transaction_id: z.number().int(),
});

/** What `deposit.succeeded` carries: the credit's transaction, its amount, and the payment with its chosen deposit bonus. */
export const depositSucceededPayloadSchema = z.object({
  transaction_id: z.number().int(),
  currency: z.string(),
  amount_cents: z.number().int().positive(),
  payment_id: z.number().int().optional(),
  deposit_bonus: z.string().optional(),
});
