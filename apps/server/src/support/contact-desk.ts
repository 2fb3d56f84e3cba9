import type { Staff, StaffContactMessage } from '@casino/contracts';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
// The contact form's messages are telemetry's; support lists and settles them through its functions.
import { contactMessagesOf, setContactMessageStatus, type ContactMessageRow } from '../telemetry';
import { requireContactQueue } from './access';

/** A queue lists at most this many messages. */
const CONTACT_PAGE = 100;

const contactView = (row: ContactMessageRow): StaffContactMessage => ({
  id: row.id,
  player_id: row.playerId,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

interface ContactDesk {
  contactMessages(staff: Staff, status: StaffContactMessage['status']): Promise<StaffContactMessage[]>;
  settleContactMessage(staff: Staff, id: number, status: 'answered' | 'closed'): Promise<StaffContactMessage>;
}

/** Contact-form messages as the default queue's agents work them. */
export function createContactDesk(deps: { db: Db }): ContactDesk {
  const { db } = deps;
  return {
    async contactMessages(staff, status) {
      requireContactQueue(staff);
      // Waiting messages oldest first (answer in order); settled ones newest first.
      const rows = await contactMessagesOf(db, status, CONTACT_PAGE);
      return rows.map(contactView);
    },

    async settleContactMessage(staff, id, status) {
      requireContactQueue(staff);
      const row = await setContactMessageStatus(db, id, status);
      if (!row) throw notFound('Contact message not found.');
      return contactView(row);
    },
  };
}
