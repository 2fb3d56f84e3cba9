/**
 * The events the lotteries domain publishes to the outbox (docs/architecture.md §9).
 * `lottery.tickets_voided`: one per ticket issue of a lottery the operator canceled, published
 * in the cancel's transaction, so exactly once per issue. Its source names who issued the tickets
 * (`comp_exchange:{id}` for the loyalty shop, which gives the points back; decision 071).
 */
export const LOTTERY_EVENTS = { ticketsVoided: 'lottery.tickets_voided' } as const;

/** The payload of `lottery.tickets_voided` (the event's player is the tickets' holder). */
export interface TicketsVoided {
  lottery_id: number;
  issue_id: number;
  source: string;
  count: number;
  /** The staff member who canceled the lottery. */
  canceled_by: number;
}
