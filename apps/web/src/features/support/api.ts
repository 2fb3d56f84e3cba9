import {
  SUPPORT_CHAT_PROJECT,
  SUPPORT_CHAT_TYPE,
  restoreIdResponseSchema,
  supportConversationResponseSchema,
  supportConversationSchema,
  supportUnreadSchema,
  type SupportConversation,
} from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { browserApi } from '../../api/server-api';

/** Query keys of the support chat; the support_messages channel invalidates ['support']. */
export const supportKeys = {
  all: ['support'] as const,
  conversation: ['support', 'conversation'] as const,
  unread: ['support', 'unread'] as const,
};

/** A fresh request id for the restore-id calls (requirements §core-7: internal id, project, request id, type). */
const requestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/** The chat identity the server keeps for the player, whichever device wrote last (SHELL-20). */
async function getChatRestoreId(api: AxiosInstance): Promise<string | null> {
  const res = await api.post('/restore-id/get', {
    project: SUPPORT_CHAT_PROJECT,
    type: SUPPORT_CHAT_TYPE,
    request_id: requestId(),
  });
  return restoreIdResponseSchema.parse(res.data).internal_id;
}

/** Hands this device's conversation to the player's other devices (SHELL-20). */
async function setChatRestoreId(api: AxiosInstance, restoreId: string): Promise<void> {
  await api.post('/restore-id/set', {
    internal_id: restoreId,
    project: SUPPORT_CHAT_PROJECT,
    type: SUPPORT_CHAT_TYPE,
    request_id: requestId(),
  });
}

const statusOf = (err: unknown): number | undefined =>
  (err as { response?: { status?: unknown } } | null)?.response?.status as number | undefined;

/**
 * The player's conversation: restored by the chat restore id of POST /restore-id/get, so a new
 * device shows the history written on another; without one (or when it no longer leads to one of
 * the player's conversations), the player's latest conversation.
 */
async function fetchConversation(api: AxiosInstance): Promise<SupportConversation | null> {
  const restoreId = await getChatRestoreId(api);
  if (restoreId) {
    try {
      const res = await api.get('/api/support/conversation', { params: { restore_id: restoreId } });
      return supportConversationResponseSchema.parse(res.data).conversation;
    } catch (err) {
      if (statusOf(err) !== 404) throw err;
    }
  }
  const res = await api.get('/api/support/conversation');
  return supportConversationResponseSchema.parse(res.data).conversation;
}

/**
 * Shows the conversation a message was written to; when it is a new one (the first message, or
 * the first after an agent closed the last), its restore id is set for the player's other devices.
 */
function adopt(queryClient: QueryClient, conversation: SupportConversation) {
  const shown = queryClient.getQueryData<SupportConversation | null>(supportKeys.conversation);
  queryClient.setQueryData(supportKeys.conversation, conversation);
  if (shown?.restore_id !== conversation.restore_id) void setChatRestoreId(browserApi(), conversation.restore_id).catch(() => {});
}

export async function fetchUnread(api: AxiosInstance): Promise<number> {
  const res = await api.get('/api/support/unread');
  return supportUnreadSchema.parse(res.data).unread_count;
}

const conversationQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: supportKeys.conversation, queryFn: () => fetchConversation(api) });

const unreadQuery = (api: AxiosInstance) => queryOptions({ queryKey: supportKeys.unread, queryFn: () => fetchUnread(api) });

/** The player's conversation, live through the support_messages channel. */
export function useConversation() {
  return useQuery(conversationQuery(browserApi()));
}

/** Agent answers the player has not read yet (0 for a guest). */
export function useSupportUnread(enabled: boolean): number {
  return useQuery({ ...unreadQuery(browserApi()), enabled }).data ?? 0;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const res = await browserApi().post('/api/support/conversation/messages', { body });
      return supportConversationSchema.parse(res.data);
    },
    onSuccess: (conversation) => adopt(queryClient, conversation),
  });
}

/** Sends a file (with an optional caption) as a message of the player's conversation. */
export function useSendAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, body }: { file: File; body: string }) => {
      const form = new FormData();
      if (body) form.append('body', body);
      form.append('file', file);
      const res = await browserApi().post('/api/support/conversation/attachments', form, { timeout: 2 * 60 * 1000 });
      return supportConversationSchema.parse(res.data);
    },
    onSuccess: (conversation) => adopt(queryClient, conversation),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => browserApi().post('/api/support/conversation/read'),
    onSuccess: () => {
      queryClient.setQueryData(supportKeys.unread, 0);
    },
  });
}
