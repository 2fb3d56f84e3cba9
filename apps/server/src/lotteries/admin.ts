import type { LotteryDraw, LotteryInput, LotteryTicketGrant } from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import { notFound, ValidationError } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import type { LotteryDeps } from './context';
import { winnerRowsOf } from './queries';
import { newServerSeed, seedHash } from './rules';
import { issueTickets, type IssuedTickets } from './tickets';
import { lotteries, lotteryTickets } from './tables';
import { type LotteryRow } from './views';

/** Creates a lottery with a fresh hidden seed (its hash published at once); audited (decision 046). */
export async function createLottery(
  deps: LotteryDeps,
  actor: StaffSession | null,
  input: LotteryInput,
  ip?: string,
): Promise<LotteryRow> {
  const now = deps.clock.now();
  const serverSeed = newServerSeed();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lotteries)
      .values({
        frontendIdentifier: input.frontend_identifier,
        title: input.title,
        currency: input.currency,
        groupIds: input.group_ids,
        prizes: input.prizes,
        startAt: new Date(input.start_at),
        endAt: new Date(input.end_at),
        serverSeed,
        serverSeedHash: seedHash(serverSeed),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ValidationError({ frontend_identifier: ['is already taken'] });
    const { serverSeed: _hidden, ...after } = row;
    await recordStaffAction(tx, {
      actor,
      action: 'lottery.create',
      subjectKind: 'lottery',
      subjectId: row.id,
      after,
      ip,
      at: now,
    });
    return row;
  });
}

/** The operator grants a player tickets; the grant and its audit entry are one transaction. */
export async function grantTickets(
  deps: LotteryDeps,
  actor: StaffSession,
  lotteryId: number,
  grant: LotteryTicketGrant,
  ip?: string,
): Promise<IssuedTickets> {
  return deps.db.transaction(async (tx) => {
    const issued = await issueTickets(
      deps,
      { playerId: grant.player_id, lotteryId, count: grant.count, source: `staff:${grant.request_id}` },
      tx,
    );
    if (issued.issued > 0)
      await recordStaffAction(tx, {
        actor,
        action: 'lottery.grant_tickets',
        subjectKind: 'lottery',
        subjectId: lotteryId,
        playerId: grant.player_id,
        after: { count: grant.count, tickets: issued.tickets },
        ip,
        at: deps.clock.now(),
      });
    return issued;
  });
}

/** The draw's public input and result for the operator: every ticket's owner, the winners and whether each is paid. */
export async function drawOf(deps: LotteryDeps, id: number): Promise<LotteryDraw> {
  const [row] = await deps.db.select().from(lotteries).where(eq(lotteries.id, id));
  if (!row) throw notFound('lottery not found');
  const tickets = await deps.db
    .select({ number: lotteryTickets.number, player_id: lotteryTickets.playerId })
    .from(lotteryTickets)
    .where(eq(lotteryTickets.lotteryId, id))
    .orderBy(asc(lotteryTickets.number));
  const winners = (await winnerRowsOf(deps.db, [id])).get(id) ?? [];
  return {
    lottery_id: id,
    server_seed_hash: row.serverSeedHash,
    server_seed: row.drawnAt ? row.serverSeed : null,
    tickets,
    winners: await Promise.all(
      winners.map(async (w) => ({
        place: w.place,
        ticket: w.ticketNumber,
        nickname: await deps.playerName(deps.db, w.playerId),
        prize: w.prize,
        player_id: w.playerId,
        paid: w.paidAt !== null,
      })),
    ),
  };
}
