import type { LotteryDraw, LotteryInput, LotteryTicketGrant } from '@casino/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { conflict, notFound, ValidationError } from '../http/errors';
import { recordStaffAction, type StaffSession } from '../staff';
import type { LotteryDeps } from './context';
import { winnerRowsOf } from './queries';
import { newServerSeed, seedHash } from './rules';
import { issueTickets, type IssuedTickets } from './tickets';
import { LOTTERY_EVENTS, type TicketsVoided } from './events';
import { lotteries, lotteryTicketIssues, lotteryTickets } from './tables';
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
    await recordStaffAction(tx, {
      actor,
      action: 'lottery.create',
      subjectKind: 'lottery',
      subjectId: row.id,
      after: audited(row),
      ip,
      at: now,
    });
    return row;
  });
}

/** A row as the audit log keeps it: never the hidden seed. */
function audited(row: LotteryRow): Omit<LotteryRow, 'serverSeed'> {
  const { serverSeed: _hidden, ...shown } = row;
  return shown;
}

/** An operator's change of a lottery in the audit log, before and after, in the change's transaction. */
async function recordChange(
  tx: Tx,
  change: { actor: StaffSession; action: string; before: LotteryRow; after: LotteryRow; ip: string | undefined; at: Date },
): Promise<void> {
  await recordStaffAction(tx, {
    actor: change.actor,
    action: change.action,
    subjectKind: 'lottery',
    subjectId: change.after.id,
    before: audited(change.before),
    after: audited(change.after),
    ip: change.ip,
    at: change.at,
  });
}

/** The lottery row locked for a change; 404 when unknown. */
async function lockedLottery(tx: Tx, id: number): Promise<LotteryRow> {
  const [row] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
  if (!row) throw notFound('lottery not found');
  return row;
}

/**
 * The operator edits a lottery before it starts (409 once started or canceled); the seed and its
 * published hash stay. Audited with before and after (decision 046).
 */
export async function updateLottery(
  deps: LotteryDeps,
  actor: StaffSession,
  id: number,
  input: LotteryInput,
  ip?: string,
): Promise<LotteryRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockedLottery(tx, id);
    if (before.canceledAt || before.startAt <= now) throw conflict('the lottery has started: it can no longer be changed');
    const taken = await tx
      .select({ id: lotteries.id })
      .from(lotteries)
      .where(eq(lotteries.frontendIdentifier, input.frontend_identifier));
    if (taken.some((row) => row.id !== id)) throw new ValidationError({ frontend_identifier: ['is already taken'] });
    const [after] = await tx
      .update(lotteries)
      .set({
        frontendIdentifier: input.frontend_identifier,
        title: input.title,
        currency: input.currency,
        groupIds: input.group_ids,
        prizes: input.prizes,
        startAt: new Date(input.start_at),
        endAt: new Date(input.end_at),
      })
      .where(eq(lotteries.id, id))
      .returning();
    if (!after) throw notFound('lottery not found');
    await recordChange(tx, { actor, action: 'lottery.update', before, after, ip, at: now });
    return after;
  });
}

/**
 * The operator cancels a lottery not yet drawn (409 once drawn or canceled): it is never drawn,
 * its tickets take part in nothing and no ticket is issued any more. Audited with before and after;
 * each ticket issue is announced voided (LOTTERY_EVENTS) in the same transaction.
 */
export async function cancelLottery(deps: LotteryDeps, actor: StaffSession, id: number, ip?: string): Promise<LotteryRow> {
  const now = deps.clock.now();
  const canceled = await deps.db.transaction(async (tx) => {
    const before = await lockedLottery(tx, id);
    if (before.canceledAt || before.drawnAt) throw conflict('the lottery is drawn or canceled already');
    const [after] = await tx.update(lotteries).set({ canceledAt: now }).where(eq(lotteries.id, id)).returning();
    if (!after) throw notFound('lottery not found');
    await recordChange(tx, { actor, action: 'lottery.cancel', before, after, ip, at: now });
    // Every issue's tickets are void: whoever issued them hears it once (the shop refunds its points).
    const issues = await tx.select().from(lotteryTicketIssues).where(eq(lotteryTicketIssues.lotteryId, id));
    const voided = issues.map((issue) => ({
      type: LOTTERY_EVENTS.ticketsVoided,
      playerId: issue.playerId,
      payload: {
        lottery_id: id,
        issue_id: issue.id,
        source: issue.source,
        count: issue.count,
        canceled_by: actor.staff.id,
      } satisfies TicketsVoided,
    }));
    if (voided.length > 0) await deps.outbox.publishAll(tx, voided);
    return after;
  });
  deps.outbox.kick();
  return canceled;
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
