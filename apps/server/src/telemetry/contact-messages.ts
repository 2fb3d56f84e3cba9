import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages } from './tables';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactMessageStatus = ContactMessageRow['status'];

/**
 * Contact-form messages of a status for support's queue: waiting ones oldest first (answered in
 * order), settled ones newest first.
 */
export async function contactMessagesOf(db: Db, status: ContactMessageStatus, limit: number): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.status, status))
    .orderBy(status === 'open' ? asc(contactMessages.id) : desc(contactMessages.id))
    .limit(limit);
}

/** Sets a contact message's status; undefined when there is no such message. */
export async function setContactMessageStatus(
  db: Db,
  id: number,
  status: ContactMessageStatus,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
  return row;
}
