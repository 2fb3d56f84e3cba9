import { asc, desc, eq } from 'drizzle-orm';
import type { Staff, StaffContactMessage } from '@casino/contracts';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
// The contact form writes these rows (telemetry domain); support reads and settles them.
import { contactMessages } from '../telemetry/tables';
import { requireContactQueue } from './access';

/** A queue lists at most this many messages. */
const CONTACT_PAGE = 100;

type ContactRow = typeof contactMessages.$inferSelect;

const contactView = (row: ContactRow): StaffContactMessage => ({
  id: row.id,
  player_id: row.playerId,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export interface ContactDesk {
  contactMessages(staff: Staff, status: StaffContactMessage['status']): Promise<StaffContactMessage[]>;
  settleContactMessage(staff: Staff, id: number, status: 'answered' | 'closed'): Promise<StaffContactMessage>;
}

/** Contact-form messages as the default queue's agents work them. */
export function createContactDesk(deps: { db: Db }): ContactDesk {
  const { db } = deps;
  return {
    async contactMessages(staff, status) {
      requireContactQueue(staff);
      const rows = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.status, status))
        // Waiting messages oldest first (answer in order); settled ones newest first.
        .orderBy(status === 'open' ? asc(contactMessages.id) : desc(contactMessages.id))
        .limit(CONTACT_PAGE);
      return rows.map(contactView);
    },

    async settleContactMessage(staff, id, status) {
      requireContactQueue(staff);
      const [row] = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
      if (!row) throw notFound('Contact message not found.');
      return contactView(row);
    },
  };
}
