import { and, asc, eq, gt, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { LIMIT_MESSAGES, type LimitType } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import { preparedOn } from '../db/prepared';
import { limitChanges, playerLimitAmounts, playerLimits } from './tables';

type LimitRow = typeof playerLimits.$inferSelect;
export type AmountRow = typeof playerLimitAmounts.$inferSelect;
export type ChangeRow = typeof limitChanges.$inferSelect;

/** A live limit with its amounts per currency. */
export interface LiveLimit extends LimitRow {
  amounts: AmountRow[];
}

export const BLOCKING_TYPES = ['cooling_off', 'self_exclusion'] as const satisfies readonly LimitType[];

/** Cooling-off and self-exclusion block while they run; a limit without an end runs until removed. */
export const isRunning = (limit: LimitRow, now: Date): boolean =>
  limit.removedAt === null && (limit.endsAt === null || limit.endsAt > now);

/** Not removed, not run out (at `now`), of the types given (all without): values, or placeholders of a prepared statement. */
function liveWhere(playerId: number | Placeholder<string>, now: Date | Placeholder<string>, types?: readonly LimitType[]) {
  return and(
    eq(playerLimits.playerId, playerId),
    isNull(playerLimits.removedAt),
    or(isNull(playerLimits.endsAt), gt(playerLimits.endsAt, now)),
    types ? inArray(playerLimits.type, [...types]) : undefined,
  );
}

/**
 * The player's limits that are not removed and not run out, with their amounts. `lock` takes
 * the rows FOR UPDATE, which serializes the checks and changes of one player's limits.
 */
export async function liveLimits(
  tx: DbOrTx,
  playerId: number,
  now: Date,
  options: { types?: readonly LimitType[]; lock?: boolean } = {},
): Promise<LiveLimit[]> {
  const query = tx
    .select()
    .from(playerLimits)
    .where(liveWhere(playerId, now, options.types))
    .orderBy(asc(playerLimits.id));
  return withAmounts(tx, options.lock ? await query.for('update') : await query);
}

/** The types a stake is refused by before its transaction: the blocks and the session limit. */
const BEFORE_STAKE_TYPES = [...BLOCKING_TYPES, 'session'] as const satisfies readonly LimitType[];
/** The types a stake is checked against in its transaction, under lock: the blocks again, the wager and loss limits. */
const STAKE_TYPES = [...BLOCKING_TYPES, 'wager', 'loss'] as const satisfies readonly LimitType[];

/** `liveLimits` of fixed types as a prepared statement (db/prepared.ts), for the reads of every stake. */
async function preparedLiveLimits(
  db: DbOrTx,
  input: { name: string; types: readonly LimitType[]; lock: boolean; playerId: number; now: Date },
): Promise<LiveLimit[]> {
  const query = preparedOn(db, input.name, (on, name) => {
    const select = on
      .select()
      .from(playerLimits)
      .where(liveWhere(sql.placeholder('playerId'), sql.placeholder('now'), input.types))
      .orderBy(asc(playerLimits.id));
    return (input.lock ? select.for('update') : select).prepare(name);
  });
  return withAmounts(db, await query.execute({ playerId: input.playerId, now: input.now.toISOString() }));
}

/** The player's running blocks and session limit, read before every stake. */
export const limitsBeforeStake = (db: DbOrTx, playerId: number, now: Date): Promise<LiveLimit[]> =>
  preparedLiveLimits(db, { name: 'limits_before_stake', types: BEFORE_STAKE_TYPES, lock: false, playerId, now });

/** In a stake's transaction: the running blocks and the wager and loss limits, locked FOR UPDATE. */
export const limitsForStake = (tx: DbOrTx, playerId: number, now: Date): Promise<LiveLimit[]> =>
  preparedLiveLimits(tx, { name: 'limits_for_stake', types: STAKE_TYPES, lock: true, playerId, now });

/** Limit rows with their amounts per currency. */
async function withAmounts(tx: DbOrTx, rows: LimitRow[]): Promise<LiveLimit[]> {
  if (rows.length === 0) return [];
  const amounts = await tx
    .select()
    .from(playerLimitAmounts)
    .where(
      inArray(
        playerLimitAmounts.limitId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({ ...row, amounts: amounts.filter((a) => a.limitId === row.id) }));
}

/** The message key of a running cooling-off or self-exclusion, or null. */
export async function blockOf(tx: DbOrTx, playerId: number, now: Date): Promise<string | null> {
  return blockIn(await liveLimits(tx, playerId, now, { types: BLOCKING_TYPES }));
}

/** The message key of the block among running limits (a self-exclusion before a cooling-off), or null. */
export function blockIn(running: readonly LimitRow[]): string | null {
  if (running.some((l) => l.type === 'self_exclusion')) return LIMIT_MESSAGES.selfExcluded;
  if (running.some((l) => l.type === 'cooling_off')) return LIMIT_MESSAGES.coolingOff;
  return null;
}

/** Open changes (neither confirmed nor canceled) of some limits, including ones whose token lapsed. */
export async function openChanges(tx: DbOrTx, limitIds: number[]): Promise<ChangeRow[]> {
  if (limitIds.length === 0) return [];
  return tx
    .select()
    .from(limitChanges)
    .where(and(inArray(limitChanges.limitId, limitIds), isNull(limitChanges.confirmedAt), isNull(limitChanges.canceledAt)))
    .orderBy(asc(limitChanges.id));
}

/** A change is lapsed once its mailed token expired unused. */
export const isLapsed = (change: ChangeRow, now: Date): boolean => change.expiresAt !== null && change.expiresAt <= now;
