import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { conflict, notFound, ValidationError } from '../http/errors';
import { players } from '../players/tables';
import type { LotteryDeps } from './context';
import { lotteries, lotteryTicketIssues, lotteryTickets } from './tables';

export interface IssueTicketsInput {
  playerId: number;
  lotteryId: number;
  count: number;
  /** The issue's own key ("staff:<uuid>", "comp_exchange:<id>"): a second issue with it adds nothing. */
  source: string;
}

export interface IssuedTickets {
  lotteryId: number;
  /** Tickets this call added: 0 when the source had issued them already. */
  issued: number;
  /** The numbers the source's issue holds. */
  tickets: number[];
}

/**
 * Issues tickets numbered after the lottery's last, in the caller's transaction when one is given
 * (the loyalty shop debits its points in the same one). The lottery row is locked, so numbers
 * never collide and no ticket is added once the draw has begun. Idempotent by source.
 */
export async function issueTickets(deps: LotteryDeps, input: IssueTicketsInput, tx?: Tx): Promise<IssuedTickets> {
  const run = (t: Tx) => issueIn(deps, t, input);
  return tx ? run(tx) : deps.db.transaction(run);
}

async function issueIn(deps: LotteryDeps, tx: Tx, input: IssueTicketsInput): Promise<IssuedTickets> {
  if (!Number.isInteger(input.count) || input.count < 1) throw new ValidationError({ count: ['must be at least 1'] });
  const [lottery] = await tx.select().from(lotteries).where(eq(lotteries.id, input.lotteryId)).for('update');
  if (!lottery) throw notFound('lottery not found');
  const existing = await issueOf(tx, input);
  if (existing) return { lotteryId: lottery.id, issued: 0, tickets: await numbersOf(tx, existing.id) };
  const now = deps.clock.now();
  if (lottery.drawnAt || now >= lottery.endAt) throw conflict('the lottery has ended');
  if (lottery.canceledAt) throw conflict('the lottery is canceled');
  const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, input.playerId));
  if (!player) throw new ValidationError({ player_id: ['no such player'] });
  if (lottery.groupIds.length > 0) {
    const groups = await deps.groupsOf(input.playerId);
    if (!lottery.groupIds.some((g) => groups.includes(g)))
      throw new ValidationError({ player_id: ['is not in the lottery’s groups'] });
  }
  const [issue] = await tx
    .insert(lotteryTicketIssues)
    .values({ lotteryId: lottery.id, playerId: input.playerId, source: input.source, count: input.count, createdAt: now })
    .returning();
  if (!issue) throw new Error('lottery ticket issue insert returned nothing');
  const numbers = Array.from({ length: input.count }, (_, i) => lottery.ticketsCount + i + 1);
  await tx
    .insert(lotteryTickets)
    .values(numbers.map((number) => ({ lotteryId: lottery.id, number, playerId: input.playerId, issueId: issue.id })));
  await tx
    .update(lotteries)
    .set({ ticketsCount: lottery.ticketsCount + input.count })
    .where(eq(lotteries.id, lottery.id));
  return { lotteryId: lottery.id, issued: input.count, tickets: numbers };
}

async function issueOf(tx: Tx, input: IssueTicketsInput) {
  const [row] = await tx
    .select()
    .from(lotteryTicketIssues)
    .where(and(eq(lotteryTicketIssues.lotteryId, input.lotteryId), eq(lotteryTicketIssues.source, input.source)));
  return row;
}

async function numbersOf(tx: Tx, issueId: number): Promise<number[]> {
  const rows = await tx
    .select({ number: lotteryTickets.number })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.issueId, issueId))
    .orderBy(asc(lotteryTickets.number));
  return rows.map((r) => r.number);
}
