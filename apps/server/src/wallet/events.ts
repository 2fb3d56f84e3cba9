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
