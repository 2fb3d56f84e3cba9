import {
  staffConversationListSchema,
  staffConversationSchema,
  staffSchema,
  staffSignInResponseSchema,
  type Staff,
} from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../api/is-http-error';
import { staffApi } from '../../../api/staff-api';

export const staffKeys = {
  me: ['staff', 'me'] as const,
  all: ['staff', 'support'] as const,
  queue: (groupId: number) => ['staff', 'support', 'queue', groupId] as const,
  conversation: (id: number) => ['staff', 'support', 'conversation', id] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: staffKeys.me,
    queryFn: async (): Promise<Staff | null> => {
      try {
        return staffSchema.parse((await staffApi().get('/api/staff/me')).data);
      } catch (error) {
        if (isHttpError(error) && error.response?.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

export function useQueue(groupId: number | null) {
  return useQuery({
    queryKey: staffKeys.queue(groupId ?? 0),
    queryFn: async () =>
      staffConversationListSchema.parse(
        (await staffApi().get('/api/staff/support/conversations', { params: { group_id: groupId } })).data,
      ).data,
    enabled: groupId !== null,
  });
}

export function useStaffConversation(id: number | null) {
  return useQuery({
    queryKey: staffKeys.conversation(id ?? 0),
    queryFn: async () => staffConversationSchema.parse((await staffApi().get(`/api/staff/support/conversations/${id}`)).data),
    enabled: id !== null,
  });
}

/** Actions on a conversation: each answers the conversation, which refreshes the queues. */
export function useConversationAction(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'answer'; body: string }
        | { kind: 'attach'; body: string; file: File }
        | { kind: 'move'; groupId: number }
        | { kind: 'close' }
        | { kind: 'read' },
    ) => {
      const path = `/api/staff/support/conversations/${id}`;
      const post = async () => {
        switch (action.kind) {
          case 'answer':
            return staffApi().post(`${path}/messages`, { body: action.body });
          case 'attach': {
            const form = new FormData();
            if (action.body) form.append('body', action.body);
            form.append('file', action.file);
            return staffApi().post(`${path}/attachments`, form);
          }
          case 'move':
            return staffApi().post(`${path}/move`, { group_id: action.groupId });
          default:
            return staffApi().post(`${path}/${action.kind}`);
        }
      };
      return staffConversationSchema.parse((await post()).data);
    },
    onSuccess: (conversation) => {
      queryClient.setQueryData(staffKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'support', 'queue'] });
    },
  });
}

export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string; code?: string }) =>
      staffSignInResponseSchema.parse((await staffApi().post('/api/staff/sign_in', input)).data),
    onSuccess: (answer) => {
      if (answer.status === 'signed_in') queryClient.setQueryData(staffKeys.me, answer.staff);
    },
  });
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi().delete('/api/staff/sign_out'),
    onSuccess: () => {
      queryClient.setQueryData(staffKeys.me, null);
      queryClient.removeQueries({ queryKey: staffKeys.all });
    },
  });
}
