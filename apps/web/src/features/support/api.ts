import {
  supportConversationResponseSchema,
  supportConversationSchema,
  supportUnreadSchema,
  type SupportConversation,
} from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { browserApi } from '../../api/server-api';

/** Query keys of the support chat; the support_messages channel invalidates ['support']. */
export const supportKeys = {
  all: ['support'] as const,
  conversation: ['support', 'conversation'] as const,
  unread: ['support', 'unread'] as const,
};

export async function fetchConversation(api: AxiosInstance): Promise<SupportConversation | null> {
  const res = await api.get('/api/support/conversation');
  return supportConversationResponseSchema.parse(res.data).conversation;
}

export async function fetchUnread(api: AxiosInstance): Promise<number> {
  const res = await api.get('/api/support/unread');
  return supportUnreadSchema.parse(res.data).unread_count;
}

export const conversationQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: supportKeys.conversation, queryFn: () => fetchConversation(api) });

export const unreadQuery = (api: AxiosInstance) =>
  queryOptions({ queryKey: supportKeys.unread, queryFn: () => fetchUnread(api) });

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
    onSuccess: (conversation) => {
      queryClient.setQueryData(supportKeys.conversation, conversation);
    },
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
    onSuccess: (conversation) => {
      queryClient.setQueryData(supportKeys.conversation, conversation);
    },
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
