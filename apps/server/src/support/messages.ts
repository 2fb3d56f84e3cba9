import { SUPPORT_ATTACHMENTS_PER_CONVERSATION, type SupportMessage } from '@casino/contracts';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fileInfosOf, fileView, loadFile, saveFile, type ReceivedUpload, type StoredFileRow } from '../files';
import { notFound, ValidationError } from '../http/errors';
import { staffNamesOf } from '../staff';
import { supportConversations, supportMessages } from './tables';

/** The messages of a conversation, oldest first, with their agents' names and attachments. */
export async function messagesOf(tx: DbOrTx, conversationId: number): Promise<SupportMessage[]> {
  const rows = await tx
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.id));
  // The agents' names from staff, the attachments' metadata (never their bytes) from files.
  const present = (ids: (number | null)[]) => ids.filter((id): id is number => id !== null);
  const names = await staffNamesOf(tx, present(rows.map((r) => r.staffId)));
  const files = await fileInfosOf(tx, present(rows.map((r) => r.attachmentId)));
  return rows.map((message) =>
    messageView(
      message,
      message.staffId === null ? null : (names.get(message.staffId) ?? null),
      message.attachmentId === null ? null : files.get(message.attachmentId),
    ),
  );
}

/** Saves an upload for a message of the conversation, within its cap of attachments. */
export async function attach(
  tx: DbOrTx,
  conversationId: number,
  owner: { playerId: number } | { staffId: number },
  upload: ReceivedUpload,
  at: Date,
) {
  const [held] = await tx
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), isNotNull(supportMessages.attachmentId)));
  if (Number(held?.n ?? 0) >= SUPPORT_ATTACHMENTS_PER_CONVERSATION)
    throw new ValidationError({ file: ['uploads.error.too_many'] });
  return saveFile(tx, 'chat', owner, upload, at);
}

/** The file of an attachment whose conversation passes `allowed`; 404 for anything else. */
export async function attachmentFile(
  db: DbOrTx,
  fileId: number,
  allowed: (row: typeof supportConversations.$inferSelect) => boolean,
): Promise<StoredFileRow> {
  const [found] = await db
    .select({ conversation: supportConversations })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(eq(supportMessages.attachmentId, fileId))
    .limit(1);
  const file = found && allowed(found.conversation) ? await loadFile(db, fileId) : undefined;
  if (!file) throw notFound('Attachment not found.');
  return file;
}

/** A message as both sides see it. */
export function messageView(
  row: typeof supportMessages.$inferSelect,
  agentName: string | null,
  file: Pick<StoredFileRow, 'id' | 'name' | 'mediaType' | 'size'> | null | undefined,
): SupportMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    author: row.author,
    agent_name: row.author === 'agent' ? (agentName ?? 'Support') : null,
    body: row.body,
    attachment: file ? fileView(file) : null,
    created_at: row.createdAt.toISOString(),
  };
}
