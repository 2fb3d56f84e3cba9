import type {
  Staff,
  StaffContactMessage,
  StaffConversation,
  StaffConversationSummary,
  SupportConversation,
} from '@casino/contracts';
import type { ReceivedUpload, StoredFileRow } from '../files';
import { createContactDesk } from './contact-desk';
import type { SupportDeps } from './context';
import { createPlayerChat } from './player-chat';
import { createStaffDesk } from './staff-desk';

export { STAFF_SUPPORT_OUTBOX_EVENT } from './notices';

export interface SupportService {
  /** The player's open conversation, else the last closed one, else null. */
  conversation(playerId: number): Promise<SupportConversation | null>;
  /** The player's own conversation of a restore id (SHELL-20); null for anyone else's or an unknown id. */
  restore(playerId: number, restoreId: string): Promise<SupportConversation | null>;
  /**
   * Writes a player's message, opening a conversation in the player's queue when none is open;
   * with an upload, the message carries it as an attachment.
   */
  send(playerId: number, body: string, upload?: ReceivedUpload): Promise<SupportConversation>;
  /** Marks every agent message of the player's conversation read. */
  markRead(playerId: number): Promise<void>;
  unread(playerId: number): Promise<number>;
  /** True when the restore id is one of the player's own conversations. */
  ownsRestoreId(playerId: number, restoreId: string): Promise<boolean>;
  /** The conversations of a queue the agent works; a VIP manager's own players first, no other manager's. */
  queue(staff: Staff, groupId: number, status: 'open' | 'closed'): Promise<StaffConversationSummary[]>;
  /** One conversation of a queue the agent works; 404 when it does not exist, 403 outside the agent's queues. */
  read(staff: Staff, conversationId: number): Promise<StaffConversation>;
  answer(staff: Staff, conversationId: number, body: string, upload?: ReceivedUpload): Promise<StaffConversation>;
  /** An attachment of one of the player's conversations; any other id is 404. */
  attachment(playerId: number, fileId: number): Promise<StoredFileRow>;
  /** An attachment of a conversation in a queue the agent works; any other id is 404. */
  staffAttachment(staff: Staff, fileId: number): Promise<StoredFileRow>;
  /** Moves an open conversation of the agent's queues to another support queue. */
  move(staff: Staff, conversationId: number, groupId: number): Promise<StaffConversation>;
  close(staff: Staff, conversationId: number): Promise<StaffConversation>;
  markReadByStaff(staff: Staff, conversationId: number): Promise<StaffConversation>;
  /**
   * Places a player in a VIP level group (support leads, until VIP progression does it, VIP-15);
   * 403 for other roles, 404 for an unknown player; answers the player's groups.
   */
  grantVip(staff: Staff, playerId: number, groupId: number): Promise<number[]>;
  /** Contact-form messages of a status, the oldest first; 403 for staff outside the default queue. */
  contactMessages(staff: Staff, status: StaffContactMessage['status']): Promise<StaffContactMessage[]>;
  /** Marks a contact-form message answered or closed; 404 for an unknown id. */
  settleContactMessage(staff: Staff, id: number, status: 'answered' | 'closed'): Promise<StaffContactMessage>;
}

/**
 * The support chat: the player's side (player-chat.ts), the agents' desk (staff-desk.ts) and the
 * contact-form messages (contact-desk.ts), over the conversation queries of conversations.ts and
 * the access rules of access.ts.
 */
export function createSupportService(deps: SupportDeps): SupportService {
  return { ...createPlayerChat(deps), ...createStaffDesk(deps), ...createContactDesk(deps) };
}
