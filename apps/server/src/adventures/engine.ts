import { localDate, timeZoneOfCountry, type VipAdventuresConfig } from '@casino/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { DomainEvent } from '../events/outbox';
import { countedInOrder, storedBetsToTakeBack } from '../promotion-shared/counted-movements';
import { awardStep } from './award';
import {
  completions,
  mayFallOnADay,
  parseAdventureEvents,
  planContributions,
  progressChanges,
  progressKey,
  type AdventureEvent,
  type Contribution,
  type DayProgress,
  type ProgressChange,
} from './batch';
import { readAdventureConfig } from './config-read';
import type { AdventureDeps } from './context';
import { dayOfDate, superPrizeDue } from './rules';
import { adventureContributions, adventureProgress } from './tables';

const byId = (a: number, b: number) => a - b;
const changeOrder = (a: ProgressChange, b: ProgressChange) =>
  byId(a.playerId, b.playerId) ||
  a.adventure.localeCompare(b.adventure) ||
  byId(a.day, b.day) ||
  a.currency.localeCompare(b.currency);

/** Stores the proposed contributions with one statement; answers the transaction ids that were new. */
async function insertContributions(tx: Tx, rows: readonly Contribution[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(adventureContributions)
    .values([...rows].sort((a, b) => byId(a.transactionId, b.transactionId)))
    .onConflictDoNothing()
    .returning({ id: adventureContributions.transactionId });
  return new Set(inserted.map((r) => r.id));
}

/** Marks stored bets rolled back (each once) with one statement; answers their rows. */
async function takeBackStored(tx: Tx, betIds: readonly number[]): Promise<Map<number, Contribution>> {
  if (betIds.length === 0) return new Map();
  const rows = await tx
    .update(adventureContributions)
    .set({ rolledBack: true })
    .where(
      and(
        inArray(adventureContributions.transactionId, [...betIds]),
        eq(adventureContributions.kind, 'bet'),
        eq(adventureContributions.rolledBack, false),
      ),
    )
    .returning();
  return new Map(rows.map((r) => [r.transactionId, r]));
}

/**
 * Adds the batch's amounts to the days' progress with one multi-row upsert; answers each touched
 * day's progress as it was before the batch (what is stored now less the batch's amounts).
 */
async function addToDays(tx: Tx, counted: readonly Contribution[], now: Date): Promise<Map<string, DayProgress>> {
  const added = progressChanges(counted.filter((c) => c.amountCents > 0)).sort(changeOrder);
  if (added.length === 0) return new Map();
  const rows = await tx
    .insert(adventureProgress)
    .values(added.map((c) => ({ ...c, updatedAt: now })))
    .onConflictDoUpdate({
      target: [adventureProgress.playerId, adventureProgress.adventure, adventureProgress.day, adventureProgress.currency],
      set: {
        depositCents: sql`${adventureProgress.depositCents} + excluded.deposit_cents`,
        wagerCents: sql`${adventureProgress.wagerCents} + excluded.wager_cents`,
        updatedAt: now,
      },
    })
    .returning();
  const addedOf = new Map(added.map((c) => [progressKey(c), c]));
  return new Map(
    rows.map((r) => {
      const mine = addedOf.get(progressKey(r));
      const depositCents = r.depositCents - (mine?.depositCents ?? 0);
      return [
        progressKey(r),
        { depositCents, wagerCents: r.wagerCents - (mine?.wagerCents ?? 0), completed: r.completedAt !== null },
      ];
    }),
  );
}

/** Takes the rolled-back stakes off their days with one UPDATE ... FROM (VALUES ...), never below zero. */
async function takeFromDays(tx: Tx, counted: readonly Contribution[], now: Date): Promise<void> {
  const taken = progressChanges(counted.filter((c) => c.amountCents < 0)).sort(changeOrder);
  if (taken.length === 0) return;
  const values = sql.join(
    taken.map(
      (c) => sql`(${c.playerId}::bigint, ${c.adventure}::text, ${c.day}::integer, ${c.currency}::text, ${c.wagerCents}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update adventure_progress p
    set wager_cents = greatest(0, p.wager_cents + v.wager), updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(player_id, adventure, day, currency, wager)
    where p.player_id = v.player_id and p.adventure = v.adventure and p.day = v.day and p.currency = v.currency`);
}

/** The days of the adventure the player has completed. */
async function completedDays(tx: Tx, playerId: number, adventure: string): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ day: adventureProgress.day })
    .from(adventureProgress)
    .where(
      and(
        eq(adventureProgress.playerId, playerId),
        eq(adventureProgress.adventure, adventure),
        isNotNull(adventureProgress.completedAt),
      ),
    );
  return new Set(rows.map((r) => r.day));
}

/**
 * A day's task met (rare): the day is completed once and its gift issued, and the super prize
 * once every day is completed (ADV-14). Answers whether it completed the day.
 */
async function completeDay(
  deps: AdventureDeps,
  tx: Tx,
  config: VipAdventuresConfig,
  c: Contribution,
  now: Date,
): Promise<boolean> {
  const [done] = await tx
    .update(adventureProgress)
    .set({ completedAt: now })
    .where(
      and(
        eq(adventureProgress.playerId, c.playerId),
        eq(adventureProgress.adventure, c.adventure),
        eq(adventureProgress.day, c.day),
        eq(adventureProgress.currency, c.currency),
        isNull(adventureProgress.completedAt),
      ),
    )
    .returning();
  if (!done) return false;
  const award = { playerId: c.playerId, config, currency: c.currency, now };
  await awardStep(deps, tx, { ...award, step: c.day });
  if (superPrizeDue(await completedDays(tx, c.playerId, c.adventure), config.days.length)) {
    await awardStep(deps, tx, { ...award, step: config.days.length + 1 });
  }
  return true;
}

/**
 * Which day each movement of the batch falls on, in the player's time zone (ADV-14): null when the
 * calendar is off, or the day has no task. The players' countries are read with one query, and
 * only when some movement's moment can fall on a day at all.
 */
async function daysOf(deps: AdventureDeps, config: VipAdventuresConfig | null, events: readonly AdventureEvent[]) {
  const candidates = config?.is_enabled ? events.filter((e) => e.kind !== 'rollback' && mayFallOnADay(config, e.at)) : [];
  const players = [...new Set(candidates.map((e) => e.playerId))].sort(byId);
  const countries = players.length > 0 ? await deps.countriesOf(players) : new Map<number, string | null>();
  return (e: { playerId: number; at: Date }): number | null => {
    if (!config?.is_enabled || !countries.has(e.playerId)) return null;
    const day = dayOfDate(config, localDate(e.at, timeZoneOfCountry(countries.get(e.playerId) ?? null)));
    return day !== null && config.days[day - 1] ? day : null;
  };
}

/**
 * The batch handler of deposit.succeeded, bet.placed and bet.rolled_back (decision 073): the
 * configuration read once, the movements that fall on a day of the adventure picked in memory (the
 * players' zones with one query), then in one transaction the contributions stored with one insert
 * (a transaction id counts once), the bets the rollbacks take back marked with one update, the
 * days' progress changed with one upsert (and one update for stakes taken back), and the days the
 * amounts complete awarded. The state left is that of handling the events one by one in order.
 */
export async function onAdventureEvents(deps: AdventureDeps, events: readonly DomainEvent[]): Promise<void> {
  const parsed = parseAdventureEvents(events);
  if (parsed.length === 0) return;
  const config = await readAdventureConfig(deps);
  const dayOf = await daysOf(deps, config, parsed);
  const plan = planContributions(parsed, config?.start_date ?? '', dayOf);
  if (plan.rows.length === 0) return;
  const now = deps.clock.now();
  const completed = await deps.db.transaction(async (tx) => {
    const isNew = await insertContributions(tx, plan.rows);
    const takenBack = await takeBackStored(tx, storedBetsToTakeBack(plan, isNew));
    const counted = countedInOrder(plan, isNew, takenBack);
    const before = await addToDays(tx, counted, now);
    await takeFromDays(tx, counted, now);
    if (!config) return false;
    let any = false;
    for (const c of completions(config, before, counted)) any = (await completeDay(deps, tx, config, c, now)) || any;
    return any;
  });
  if (completed) deps.outbox.kick();
}
