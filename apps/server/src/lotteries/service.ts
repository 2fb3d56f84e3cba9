import type { Lottery, LotteryDraw, LotteryInput, LotteryStatus, LotteryTicketGrant } from '@casino/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { notFound } from '../http/errors';
import type { StaffSession } from '../staff';
import { cancelLottery, createLottery, drawOf, grantTickets, updateLottery } from './admin';
import type { LotteryDeps } from './context';
import { drawEnded } from './draw';
import { publicWinners, ticketsOf, winnerRowsOf } from './queries';
import { lotteries } from './tables';
import { issueTickets, type IssuedTickets, type IssueTicketsInput } from './tickets';
import { lotteryView, visibleTo, type LotteryRow } from './views';

export type { LotteryDeps } from './context';
export type { IssuedTickets, IssueTicketsInput } from './tickets';

export interface LotteryService {
  /** LOTT-03: the lotteries the caller (null: a guest) may see, newest end first. */
  list(playerId: number | null): Promise<Lottery[]>;
  /** LOTT-03: one lottery by its frontend identifier; 404 when unknown or not visible. */
  bySlug(slug: string, playerId: number | null): Promise<Lottery>;
  /** LOTT-02: the player's tickets in every lottery they may see. */
  statuses(playerId: number): Promise<LotteryStatus[]>;
  /** LOTT-02: the player's tickets in one lottery; 404 when unknown or not visible. */
  status(lotteryId: number, playerId: number): Promise<LotteryStatus>;
  /** LOTT-04: tickets for a player, idempotent by source (the loyalty shop passes its transaction). */
  issueTickets(tx: Tx | undefined, input: IssueTicketsInput): Promise<IssuedTickets>;
  /** Draws the lotteries past their end and pays unpaid prizes (the `lottery-draws` job). */
  drawEnded(): Promise<number>;
  /** Every lottery, for the operator. */
  all(): Promise<Lottery[]>;
  create(actor: StaffSession | null, input: LotteryInput, ip?: string): Promise<Lottery>;
  /** Edits a lottery before it starts (409 after). */
  update(actor: StaffSession, lotteryId: number, input: LotteryInput, ip?: string): Promise<Lottery>;
  /** Cancels a lottery not yet drawn: no draw, its tickets void (409 once drawn). */
  cancel(actor: StaffSession, lotteryId: number, ip?: string): Promise<Lottery>;
  grant(actor: StaffSession, lotteryId: number, grant: LotteryTicketGrant, ip?: string): Promise<IssuedTickets>;
  draw(lotteryId: number): Promise<LotteryDraw>;
}

export function createLotteryService(deps: LotteryDeps): LotteryService {
  const { db, clock } = deps;
  const groupsOf = (playerId: number | null) => (playerId === null ? Promise.resolve(null) : deps.groupsOf(playerId));
  const views = async (rows: LotteryRow[]) => {
    const winners = await winnerRowsOf(
      db,
      rows.map((r) => r.id),
    );
    const now = clock.now();
    return Promise.all(rows.map(async (row) => lotteryView(row, await publicWinners(deps, winners.get(row.id) ?? []), now)));
  };
  const viewOf = async (row: LotteryRow) => {
    const [view] = await views([row]);
    if (!view) throw new Error('lottery has no view');
    return view;
  };
  const visibleRows = async (playerId: number | null) => {
    const groups = await groupsOf(playerId);
    const rows = await db.select().from(lotteries).orderBy(desc(lotteries.endAt), asc(lotteries.id));
    return rows.filter((row) => visibleTo(row, groups));
  };
  const visibleRow = async (where: ReturnType<typeof eq>, playerId: number | null) => {
    const [row] = await db.select().from(lotteries).where(where);
    if (!row || !visibleTo(row, await groupsOf(playerId))) throw notFound('lottery not found');
    return row;
  };
  return {
    list: async (playerId) => views(await visibleRows(playerId)),
    bySlug: async (slug, playerId) => viewOf(await visibleRow(eq(lotteries.frontendIdentifier, slug), playerId)),
    statuses: async (playerId) => {
      const rows = await visibleRows(playerId);
      const tickets = await ticketsOf(db, playerId);
      return rows.map((row) => ({ lottery_id: row.id, tickets: tickets.get(row.id) ?? [] }));
    },
    status: async (lotteryId, playerId) => {
      const row = await visibleRow(eq(lotteries.id, lotteryId), playerId);
      return { lottery_id: row.id, tickets: (await ticketsOf(db, playerId, [row.id])).get(row.id) ?? [] };
    },
    issueTickets: (tx, input) => issueTickets(deps, input, tx),
    drawEnded: () => drawEnded(deps),
    all: async () => views(await db.select().from(lotteries).orderBy(desc(lotteries.id))),
    create: async (actor, input, ip) => viewOf(await createLottery(deps, actor, input, ip)),
    update: async (actor, lotteryId, input, ip) => viewOf(await updateLottery(deps, actor, lotteryId, input, ip)),
    cancel: async (actor, lotteryId, ip) => viewOf(await cancelLottery(deps, actor, lotteryId, ip)),
    grant: (actor, lotteryId, grant, ip) => grantTickets(deps, actor, lotteryId, grant, ip),
    draw: (lotteryId) => drawOf(deps, lotteryId),
  };
}
