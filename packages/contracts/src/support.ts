import { rolesWith } from './staff-permissions';
import { z } from 'zod';
import { GROUPS } from './constants';
import { storedFileSchema } from './uploads';

/** The restore-id key of our own support chat (POST /restore-id/get and /set, SHELL-20). */
export const SUPPORT_CHAT_PROJECT = 'casino';
export const SUPPORT_CHAT_TYPE = 'chat';

/** The support queues (ROLE-09): first line, general (second line) and the VIP managers' queue. */
export const SUPPORT_QUEUES = [GROUPS.supportDefault, GROUPS.supportGeneral, GROUPS.supportVip] as const;
export type SupportQueue = (typeof SUPPORT_QUEUES)[number];

/** A message body: trimmed, 1 to 2,000 characters. */
export const SUPPORT_MESSAGE_MAX = 2000;
export const supportMessageBodySchema = z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX);

export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  author: z.enum(['player', 'agent']),
  /** The agent's display name; null on the player's own messages. */
  agent_name: z.string().nullable(),
  /** Empty when the message is only an attachment. */
  body: z.string(),
  /** A file sent with the message; its bytes at /api/support/attachments/{id} (players) or /api/staff/support/attachments/{id}. */
  attachment: storedFileSchema.nullable(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const SUPPORT_STATUSES = ['open', 'closed'] as const;

/** The player's conversation, newest message last. */
export const supportConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  /** The id the chat is restored by on another device (POST /restore-id/get). */
  restore_id: z.string(),
  unread_count: z.number().int(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  messages: z.array(supportMessageSchema),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/**
 * GET /api/support/conversation: the open conversation, else the last one, else null; with
 * `restore_id` (from POST /restore-id/get, SHELL-20), the player's conversation of that id, or 404.
 */
export const supportConversationQuerySchema = z.object({ restore_id: z.string().min(1).max(64).optional() }).strict();
export const supportConversationResponseSchema = z.object({ conversation: supportConversationSchema.nullable() });
export const supportSendRequestSchema = z.object({ body: supportMessageBodySchema }).strict();
/** An attachment's optional caption (the multipart text field `body`). */
export const supportCaptionSchema = z.string().trim().max(SUPPORT_MESSAGE_MAX);
/** A conversation holds at most this many attachments. */
export const SUPPORT_ATTACHMENTS_PER_CONVERSATION = 20;
export const supportUnreadSchema = z.object({ unread_count: z.number().int() });

/** The private channel event: a new message, or the conversation closed (message null). */
export const supportRealtimeSchema = z.object({
  conversation_id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  message: supportMessageSchema.nullable(),
});

// ---- Staff side (the agent console) ----

/** Back-office roles (docs/decisions/017-staff-and-support.md). */
export const STAFF_ROLES = [
  'support_agent',
  'vip_manager',
  'support_lead',
  'kyc_agent',
  'config_admin',
  'promotions_manager',
  'payments_officer',
  'risk_officer',
  'finance_viewer',
  'administrator',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The queues each role works. */
export const STAFF_ROLE_QUEUES: Record<StaffRole, readonly SupportQueue[]> = {
  support_agent: [GROUPS.supportDefault, GROUPS.supportGeneral],
  vip_manager: [GROUPS.supportVip],
  support_lead: SUPPORT_QUEUES,
  // Reviews verification documents (docs/decisions/019-uploads.md); works no chat queue.
  kyc_agent: [],
  // Edits the configuration documents (docs/decisions/025-config-editor.md); works no chat queue.
  config_admin: [],
  // Runs gifts, coupons and the other promotions (docs/decisions/044-bonus-engine.md); works no chat queue.
  promotions_manager: [],
  // The back-office roles of docs/decisions/059-back-office.md work no chat queue.
  payments_officer: [],
  risk_officer: [],
  finance_viewer: [],
  administrator: [],
};

/** The staff session cookie: separate from the players' one, never sent to player routes. */
export const STAFF_SESSION_COOKIE_NAME = 'casino_staff_session';

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  queues: z.array(z.number().int()),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffConversationSummarySchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  player: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable(), vip: z.boolean() }),
  last_message: z.string().nullable(),
  last_message_at: z.string(),
  /** Player messages no agent has read yet. */
  unread_count: z.number().int(),
  /** The VIP manager (staff id) the conversation belongs to; null when the whole queue works it. */
  assigned_staff_id: z.number().int().nullable(),
});
export type StaffConversationSummary = z.infer<typeof staffConversationSummarySchema>;
export const staffConversationListSchema = z.object({ data: z.array(staffConversationSummarySchema) });
export const staffConversationListQuerySchema = z
  .object({
    group_id: z.coerce
      .number()
      .int()
      .refine((g) => (SUPPORT_QUEUES as readonly number[]).includes(g), 'is not a support queue'),
    status: z.enum(SUPPORT_STATUSES).default('open'),
  })
  .strict();
export const staffConversationSchema = staffConversationSummarySchema.extend({ messages: z.array(supportMessageSchema) });
export type StaffConversation = z.infer<typeof staffConversationSchema>;

/** What the staff room hears: something changed in a conversation of a queue. */
export const STAFF_SUPPORT_EVENT = 'staff:support';
export const staffSupportEventSchema = z.object({
  conversation_id: z.number().int(),
  group_id: z.number().int(),
  /** Set when only this VIP manager (and the leads) may hear the conversation. */
  assigned_staff_id: z.number().int().nullable(),
  kind: z.enum(['message', 'closed', 'read', 'moved_in', 'moved_out']),
  message: supportMessageSchema.nullable(),
});

/** POST /api/staff/support/conversations/{id}/move: to another support queue. */
export const staffMoveRequestSchema = z
  .object({
    group_id: z
      .number()
      .int()
      .refine((g) => (SUPPORT_QUEUES as readonly number[]).includes(g), 'is not a support queue'),
  })
  .strict();
export type StaffSupportEvent = z.infer<typeof staffSupportEventSchema>;

// ---- Contact-form messages in the staff console ----

/** Contact-form messages (POST /api/send_contact_message) are worked by the agents of the default queue. */
export const CONTACT_MESSAGE_QUEUE = GROUPS.supportDefault;
export const CONTACT_MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export const staffContactMessageSchema = z.object({
  id: z.number().int(),
  /** The signed-in player who sent it; null for a guest. */
  player_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  created_at: z.string(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;
export const staffContactMessageListSchema = z.object({ data: z.array(staffContactMessageSchema) });
export const staffContactMessageListQuerySchema = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES).default('open') }).strict();
/** POST /api/staff/support/contact-messages/{id}/status: answered (by mail or phone) or closed without an answer. */
export const staffContactMessageStatusRequestSchema = z.object({ status: z.enum(['answered', 'closed']) }).strict();

/**
 * The chat variant (ROLE-08): level group 545 carries the chat's 'writable' flag switched off, so
 * its members get the other variant (mail, phone and the contact form); every other player writes
 * to our live chat (docs/decisions/017-staff-and-support.md).
 */
export function chatVariantOf(groups: readonly number[]): 'live' | 'contact' {
  return groups.includes(GROUPS.chatVariant) ? 'contact' : 'live';
}

/** Roles that work at least one chat queue: the agents' console routes. */
export const SUPPORT_AGENT_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => STAFF_ROLE_QUEUES[role].length > 0);
/** Roles that work the contact-form messages (those of the default queue). */
export const CONTACT_MESSAGE_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) =>
  (STAFF_ROLE_QUEUES[role] as readonly number[]).includes(CONTACT_MESSAGE_QUEUE),
);
/** Roles that place a player in a VIP level group. */
export const VIP_GRANT_ROLES: readonly StaffRole[] = rolesWith('players.vip');
