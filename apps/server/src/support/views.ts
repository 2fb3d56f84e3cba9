import type { StaffConversation, StaffConversationSummary, SupportConversation } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import type { PlayerService } from '../players';
import { lastMessageBody, unreadAfter, type ConversationRow } from './conversations';
import { messagesOf } from './messages';

/** A conversation as its player sees it: the agents' messages after the player's last read one are unread. */
export async function playerConversationView(tx: DbOrTx, row: ConversationRow): Promise<SupportConversation> {
  return {
    id: row.id,
    status: row.status,
    restore_id: row.restoreId,
    unread_count: await unreadAfter(tx, row.id, 'agent', row.playerReadId),
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    messages: await messagesOf(tx, row.id),
  };
}

/** A queue's entry for staff: who the player is, the last message, and what the agents have not read. */
export async function conversationSummary(
  tx: DbOrTx,
  players: Pick<PlayerService, 'get'>,
  row: ConversationRow,
): Promise<StaffConversationSummary> {
  const player = await players.get(row.playerId);
  const last = await lastMessageBody(tx, row.id);
  const name = [player.first_name, player.last_name].filter(Boolean).join(' ') || player.nickname || null;
  return {
    id: row.id,
    group_id: row.groupId,
    status: row.status,
    player: { id: player.id, email: player.email, name, vip: Boolean(player.vip) },
    last_message: last?.slice(0, 200) || null,
    last_message_at: row.lastMessageAt.toISOString(),
    unread_count: await unreadAfter(tx, row.id, 'player', row.staffReadId),
    assigned_staff_id: row.assignedStaffId,
  };
}

/** A conversation as staff work it: the summary and every message. */
export async function staffConversationView(
  tx: DbOrTx,
  players: Pick<PlayerService, 'get'>,
  row: ConversationRow,
): Promise<StaffConversation> {
  return { ...(await conversationSummary(tx, players, row)), messages: await messagesOf(tx, row.id) };
}
