import { licenceTimeZone, nextQuarterOf, quarterOf } from '@casino/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { countedInOrder, storedBetsToTakeBack } from '../promotion-shared/counted-movements';
import {
  holdChanges,
  parseVipEvents,
  planVipMovements,
  sumChanges,
  type Counted,
  type PlannedMovement,
  type SumChange,
} from './batch';
import type { VipDeps } from './context';
import type { HeldStatus } from './rules';
import { lockHolds, storeHeld, thresholdRows } from './status';
import { vipMovements, vipQuarterSums } from './tables';

const byId = (a: number, b: number) => a - b;

/** Stores the proposed movements with one statement; answers the transaction ids that were new. */
async function insertMovements(tx: Tx, rows: readonly PlannedMovement[], at: Date): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) => byId(a.transactionId, b.transactionId));
  const inserted = await tx
    .insert(vipMovements)
    .values(sorted.map((row) => ({ ...row, at })))
    .onConflictDoNothing()
    .returning({ id: vipMovements.transactionId });
  return new Set(inserted.map((r) => r.id));
}

/** Marks stored bets rolled back (each once) with one statement; answers the sums they had gone to. */
async function takeBackStored(tx: Tx, betIds: readonly number[]): Promise<Map<number, PlannedMovement>> {
  if (betIds.length === 0) return new Map();
  const rows = await tx
    .update(vipMovements)
    .set({ rolledBack: true })
    .where(
      and(inArray(vipMovements.transactionId, [...betIds]), eq(vipMovements.rolledBack, false), eq(vipMovements.kind, 'bet')),
    )
    .returning();
  return new Map(rows.map((r) => [r.transactionId, r]));
}

const sumOrder = (a: SumChange, b: SumChange) =>
  byId(a.playerId, b.playerId) || a.quarter.localeCompare(b.quarter) || a.currency.localeCompare(b.currency);

/**
 * Writes the batch's sum changes as handling the events one by one would: the amounts added with
 * one multi-row upsert (a bet counted and rolled back in the batch still leaves its row), then
 * the amounts taken back with one UPDATE ... FROM (VALUES ...), never below zero.
 */
async function writeSums(tx: Tx, counted: readonly Counted[]): Promise<void> {
  const added = sumChanges(counted.filter((c) => c.amountCents > 0)).sort(sumOrder);
  if (added.length > 0) {
    await tx
      .insert(vipQuarterSums)
      .values(added)
      .onConflictDoUpdate({
        target: [vipQuarterSums.playerId, vipQuarterSums.quarter, vipQuarterSums.currency],
        set: {
          depositCents: sql`${vipQuarterSums.depositCents} + excluded.deposit_cents`,
          betCents: sql`${vipQuarterSums.betCents} + excluded.bet_cents`,
        },
      });
  }
  const taken = sumChanges(counted.filter((c) => c.amountCents < 0)).sort(sumOrder);
  if (taken.length === 0) return;
  const values = sql.join(
    taken.map(
      (c) =>
        sql`(${c.playerId}::bigint, ${c.quarter}::text, ${c.currency}::text, ${c.depositCents}::bigint, ${c.betCents}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update vip_quarter_sums s
    set deposit_cents = greatest(0, s.deposit_cents + v.deposit), bet_cents = greatest(0, s.bet_cents + v.bet)
    from (values ${values}) as v(player_id, quarter, currency, deposit, bet)
    where s.player_id = v.player_id and s.quarter = v.quarter and s.currency = v.currency`);
}

interface HoldCheck {
  counted: readonly Counted[];
  changes: readonly SumChange[];
  held: ReadonlyMap<number, HeldStatus>;
  quarterOf(playerId: number): string;
  nextQuarterEndsAt(playerId: number): Date;
  now: Date;
}

/**
 * The status check (VIP-15) for the players whose running quarter's sums grew: their sums read
 * with one query, the thresholds once, the rules applied in memory, and a hold stored only where
 * it changes (with its group move and gift, rare). Answers whether any hold changed.
 */
async function checkHolds(deps: VipDeps, tx: Tx, check: HoldCheck): Promise<boolean> {
  const grew = [...new Set(check.counted.filter((c) => c.amountCents > 0).map((c) => c.playerId))].sort(byId);
  if (grew.length === 0) return false;
  const quarters = [...new Set(grew.map((id) => check.quarterOf(id)))];
  const [thresholds, rows] = await Promise.all([
    thresholdRows(tx),
    tx
      .select()
      .from(vipQuarterSums)
      .where(and(inArray(vipQuarterSums.playerId, grew), inArray(vipQuarterSums.quarter, quarters))),
  ]);
  let changed = false;
  for (const playerId of grew) {
    const quarter = check.quarterOf(playerId);
    const delta = (currency: string) =>
      check.changes.find((c) => c.playerId === playerId && c.quarter === quarter && c.currency === currency);
    // The sums before the batch: what is stored now less the batch's own change (its rows are locked by the write).
    const before = new Map(
      rows
        .filter((r) => r.playerId === playerId && r.quarter === quarter)
        .map((r) => [
          r.currency,
          {
            depositCents: r.depositCents - (delta(r.currency)?.depositCents ?? 0),
            betCents: r.betCents - (delta(r.currency)?.betCents ?? 0),
          },
        ]),
    );
    const held = check.held.get(playerId) ?? { status: 'REGULAR', heldUntil: null };
    const counted = check.counted.filter((c) => c.playerId === playerId);
    const input = {
      held,
      before,
      counted,
      quarter,
      thresholds,
      now: check.now,
      nextQuarterEndsAt: check.nextQuarterEndsAt(playerId),
    };
    for (const change of holdChanges(input)) {
      await storeHeld(deps, tx, { playerId, ...change, quarter }, check.now);
      changed = true;
    }
  }
  return changed;
}

/**
 * The batch handler of deposit.succeeded, bet.placed and bet.rolled_back (decision 073): in one
 * transaction, the counting players' holds locked, the batch's movements stored with one insert
 * (a transaction id counts once), the bets its rollbacks take back marked with one update, the
 * quarter's sums changed with one upsert, and the status checked for the players whose sums grew.
 * The state left is that of handling the events one by one in order.
 */
export async function onVipEvents(deps: VipDeps, events: readonly DomainEvent[]): Promise<void> {
  const parsed = parseVipEvents(events);
  if (parsed.length === 0) return;
  // The quarter of the moment the batch is handled (within seconds of the movements, through the outbox).
  const now = deps.clock.now();
  const counting = [...new Set(parsed.flatMap((e) => (e.kind === 'rollback' ? [] : [e.playerId])))].sort(byId);
  const licences = counting.length > 0 ? await deps.licencesOf(counting) : new Map<number, string>();
  const zoneOf = (playerId: number) => licenceTimeZone(licences.get(playerId));
  const quarterOfPlayer = (playerId: number) => quarterOf(now, zoneOf(playerId)).key;
  const plan = planVipMovements(parsed, quarterOfPlayer);
  const changed = await deps.db.transaction(async (tx) => {
    const held = await lockHolds(deps, tx, counting, now);
    const isNew = await insertMovements(tx, plan.rows, now);
    const takenBack = await takeBackStored(tx, storedBetsToTakeBack(plan, isNew));
    const counted = countedInOrder(plan, isNew, takenBack);
    await writeSums(tx, counted);
    const changes = sumChanges(counted);
    const nextQuarterEndsAt = (playerId: number) => nextQuarterOf(now, zoneOf(playerId)).endsAt;
    return checkHolds(deps, tx, { counted, changes, held, quarterOf: quarterOfPlayer, nextQuarterEndsAt, now });
  });
  if (changed) deps.outbox.kick();
}
