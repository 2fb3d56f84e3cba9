import type { PlayerLevel, UserLevel } from '@casino/contracts';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readBalance } from './balance';
import { levelFor, progressPercent } from './rules';
import { loyaltyLevels } from './tables';

type LevelRow = typeof loyaltyLevels.$inferSelect;

const levelId = (level: number) => `level_${level}`;

function levelView(row: LevelRow, next: LevelRow | undefined): UserLevel {
  return {
    id: levelId(row.level),
    name: row.name,
    conditions: { persistent_comp_points: { min: row.minPoints, max: next ? next.minPoints : null } },
    gift_descriptions: row.giftDescriptions,
    loot_boxes: row.lootBoxes,
    image: `/images/levels/${levelId(row.level)}.svg`,
  };
}

/** VIP-12 VIP-13: the twelve levels in order, each with the points that reach it and the next. */
export async function listLevels(db: DbOrTx): Promise<UserLevel[]> {
  const rows = await db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.level));
  return rows.map((row, i) => levelView(row, rows[i + 1]));
}

/** VIP-14: where the player stands: the level their persistent points reach and the way to the next. */
export async function playerLevel(db: DbOrTx, playerId: number): Promise<PlayerLevel> {
  const rows = await db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.level));
  const points = (await readBalance(db, playerId)).persistent.points;
  const reached = levelFor(points, rows);
  const current = rows.find((r) => r.level === reached);
  const next = rows.find((r) => r.level === reached + 1);
  return {
    level: current ? levelId(current.level) : null,
    next_level: next ? levelId(next.level) : null,
    persistent_points: points,
    progress_percent: progressPercent(points, current?.minPoints ?? 0, next?.minPoints ?? null),
  };
}
