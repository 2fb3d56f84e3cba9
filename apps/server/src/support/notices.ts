import type { StaffSupportEvent, SupportMessage } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { Outbox } from '../events/outbox';
import { REALTIME_PUSH_EVENT } from '../events/realtime-push';
import type { ConversationRow } from './conversations';

/** The outbox event the staff room hears (after commit, like every realtime message). */
export const STAFF_SUPPORT_OUTBOX_EVENT = 'support.staff';

/** Tells the staff of the conversation's queue what happened to it, in the caller's transaction. */
export async function announceToStaff(
  outbox: Outbox,
  tx: DbOrTx,
  row: ConversationRow,
  kind: StaffSupportEvent['kind'],
  message: SupportMessage | null,
): Promise<void> {
  const event: StaffSupportEvent = {
    conversation_id: row.id,
    group_id: row.groupId,
    assigned_staff_id: row.assignedStaffId,
    kind,
    message,
  };
  await outbox.publish(tx, { type: STAFF_SUPPORT_OUTBOX_EVENT, playerId: row.playerId, payload: event });
}

/** Pushes a message or a status change to the player's support_messages channel, in the caller's transaction. */
export async function pushToPlayer(
  outbox: Outbox,
  tx: DbOrTx,
  row: ConversationRow,
  status: 'open' | 'closed',
  message: SupportMessage | null,
): Promise<void> {
  await outbox.publish(tx, {
    type: REALTIME_PUSH_EVENT,
    playerId: row.playerId,
    payload: { channel: 'support_messages', data: { conversation_id: row.id, status, message } },
  });
}
