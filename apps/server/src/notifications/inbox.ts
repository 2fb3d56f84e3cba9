import { paginate, type NotificationList, type PlayerNotification } from '@casino/contracts';
import { and, count, desc, eq, gt, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { Clock } from '../platform/clock';
import { playerNotifications } from './tables';

type Row = typeof playerNotifications.$inferSelect;

/**
 * The player's notifications kept on the server (decision 037): every device lists the same
 * ones with the same read state. Every call is scoped to the signed-in player; an id of another
 * player's notification is unknown (null, which the routes answer 404).
 */
export interface NotificationInbox {
  list(playerId: number, page: number, pageSize: number): Promise<NotificationList>;
  /** Marks one read; null when the player has no such notification. */
  markRead(playerId: number, notificationId: string): Promise<{ unread_count: number } | null>;
  markAllRead(playerId: number): Promise<{ unread_count: number }>;
  /** Deletes one (NOTIF-05); null when the player has no such notification. */
  remove(playerId: number, notificationId: string): Promise<{ unread_count: number } | null>;
  /** Deletes the notifications older than the retention; answers how many. */
  prune(): Promise<number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function view(row: Row): PlayerNotification {
  return {
    notification: row.payload,
    received_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export function createNotificationInbox(deps: {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  retentionDays: number;
}): NotificationInbox {
  const { db, clock, outbox } = deps;
  const t = playerNotifications;
  // A notification past its end_at (a lapsed confirmation) is no longer listed nor counted.
  const current = (playerId: number): SQL =>
    and(eq(t.playerId, playerId), or(isNull(t.endsAt), gt(t.endsAt, clock.now()))) as SQL;
  const unread = async (tx: DbOrTx, playerId: number) =>
    (
      await tx
        .select({ n: count() })
        .from(t)
        .where(and(current(playerId), isNull(t.readAt)))
    )[0]?.n ?? 0;

  /** Runs a change and tells the player's other devices in the same transaction. */
  async function change(
    playerId: number,
    kind: 'read' | 'deleted',
    ids: string[] | null,
    apply: (tx: DbOrTx) => Promise<number>,
  ): Promise<{ unread_count: number } | null> {
    const result = await db.transaction(async (tx) => {
      const changed = await apply(tx);
      if (changed === 0 && ids !== null) {
        const known = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(current(playerId), inArray(t.notificationId, ids)));
        return known.length === 0 ? null : { unread_count: await unread(tx, playerId), pushed: false };
      }
      const unreadCount = await unread(tx, playerId);
      if (changed > 0) {
        const data = { change: kind, ids, unread_count: unreadCount };
        await outbox.publish(tx, { type: REALTIME_PUSH_EVENT, playerId, payload: { channel: 'notifications_changes', data } });
      }
      return { unread_count: unreadCount, pushed: changed > 0 };
    });
    if (result?.pushed) outbox.kick();
    return result && { unread_count: result.unread_count };
  }

  return {
    async list(playerId, page, pageSize) {
      const [rows, [total], unreadCount] = await Promise.all([
        db
          .select()
          .from(t)
          .where(current(playerId))
          .orderBy(desc(t.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(t).where(current(playerId)),
        unread(db, playerId),
      ]);
      return { data: rows.map(view), pagination: paginate(page, pageSize, total?.n ?? 0), unread_count: unreadCount };
    },
    markRead: (playerId, id) =>
      change(playerId, 'read', [id], async (tx) => {
        const rows = await tx
          .update(t)
          .set({ readAt: clock.now() })
          .where(and(current(playerId), eq(t.notificationId, id), isNull(t.readAt)))
          .returning({ id: t.id });
        return rows.length;
      }),
    markAllRead: async (playerId) =>
      (await change(playerId, 'read', null, async (tx) => {
        const rows = await tx
          .update(t)
          .set({ readAt: clock.now() })
          .where(and(current(playerId), isNull(t.readAt)))
          .returning({ id: t.id });
        return rows.length;
      })) ?? { unread_count: 0 },
    remove: (playerId, id) =>
      change(playerId, 'deleted', [id], async (tx) => {
        const rows = await tx
          .delete(t)
          .where(and(current(playerId), eq(t.notificationId, id)))
          .returning({ id: t.id });
        return rows.length;
      }),
    async prune() {
      const before = new Date(clock.now().getTime() - deps.retentionDays * DAY_MS);
      const rows = await db.delete(t).where(lt(t.createdAt, before)).returning({ id: t.id });
      return rows.length;
    },
  };
}
