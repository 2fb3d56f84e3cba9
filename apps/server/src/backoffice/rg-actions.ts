import type { RgAction, RgActionKind } from '@casino/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { accountStatesOf } from '../players';
import type { Clock } from '../platform/clock';
import { staffNamesOf, type StaffAct } from '../staff';
import { rgActions } from './tables';

const LIST_LIMIT = 50;

/**
 * The responsible-gaming action log (docs/decisions/070-player-page-and-rg-actions.md): an
 * officer records what they did about a player (or an affordability note) with a note; each
 * entry is audited in the same transaction.
 */
export interface RgActionLog {
  record(playerId: number, kind: RgActionKind, act: StaffAct): Promise<RgAction>;
  /** The latest entries, of one player or of all. */
  list(playerId?: number): Promise<RgAction[]>;
}

export function createRgActionLog(deps: { db: Db; clock: Clock }): RgActionLog {
  const { db, clock } = deps;
  const view = async (rows: (typeof rgActions.$inferSelect)[]): Promise<RgAction[]> => {
    const [names, emails] = await Promise.all([
      staffNamesOf(
        db,
        rows.map((r) => r.staffId),
      ),
      accountStatesOf(
        db,
        rows.map((r) => r.playerId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      player_id: r.playerId,
      player_email: emails.get(r.playerId)?.email ?? null,
      kind: r.kind,
      note: r.note,
      staff_name: names.get(r.staffId) ?? null,
      at: r.createdAt.toISOString(),
    }));
  };
  return {
    async record(playerId, kind, act) {
      if (!(await accountStatesOf(db, [playerId])).has(playerId)) throw notFound('No such player.');
      const row = await db.transaction(async (tx) => {
        const at = clock.now();
        const [inserted] = await tx
          .insert(rgActions)
          .values({ playerId, staffId: act.actor.staff.id, kind, note: act.reason, createdAt: at })
          .returning();
        if (!inserted) throw new Error('rg action not stored');
        await act.audit(tx, {
          action: `rg_action.${kind}`,
          subjectKind: 'rg_action',
          subjectId: inserted.id,
          playerId,
          after: { kind },
          at,
        });
        return inserted;
      });
      const [entry] = await view([row]);
      if (!entry) throw new Error('rg action not stored');
      return entry;
    },
    async list(playerId) {
      const rows = await db
        .select()
        .from(rgActions)
        .where(playerId === undefined ? undefined : eq(rgActions.playerId, playerId))
        .orderBy(desc(rgActions.createdAt), desc(rgActions.id))
        .limit(LIST_LIMIT);
      return view(rows);
    },
  };
}
