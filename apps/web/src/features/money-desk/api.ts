import {
  adjustmentListSchema,
  adjustmentSchema,
  rgActionListSchema,
  rgOversightSchema,
  roundDetailSchema,
  roundsResponseSchema,
  staffPlayerActivitySchema,
  staffPaymentListSchema,
  staffPaymentSchema,
  staffPlayerPageSchema,
  staffPlayerSearchSchema,
  type AdjustmentProposal,
  type RgActionKind,
  type StaffPaymentQuery,
} from '@casino/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../api/staff-api';

/** The back office's players, money and risk sections (docs/decisions/067-money-desk.md). */
const keys = {
  all: ['staff', 'desk'] as const,
  search: (q: string) => ['staff', 'desk', 'search', q] as const,
  player: (id: number) => ['staff', 'desk', 'player', id] as const,
  activity: (id: number) => ['staff', 'desk', 'player', id, 'activity'] as const,
  rounds: (id: number, page: number) => ['staff', 'desk', 'player', id, 'rounds', page] as const,
  round: (id: number, roundId: number) => ['staff', 'desk', 'player', id, 'round', roundId] as const,
  rgActions: (id: number) => ['staff', 'desk', 'player', id, 'rg'] as const,
  adjustments: ['staff', 'desk', 'adjustments'] as const,
  payments: (query: Partial<StaffPaymentQuery>) => ['staff', 'desk', 'payments', query] as const,
  oversight: ['staff', 'desk', 'oversight'] as const,
};

const get = async (url: string, params?: object) => (await staffApi().get<unknown>(url, { params })).data;

export const usePlayerSearch = (q: string) =>
  useQuery({
    queryKey: keys.search(q),
    queryFn: async () => staffPlayerSearchSchema.parse(await get('/api/staff/players', { q })).data,
    enabled: q.trim() !== '',
  });

export const usePlayerPage = (id: number | null) =>
  useQuery({
    queryKey: keys.player(id ?? 0),
    queryFn: async () => staffPlayerPageSchema.parse(await get(`/api/staff/players/${id}`)),
    enabled: id !== null,
  });

/** A change that refreshes every list of the desk once it is done. */
function useDeskMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export type PlayerAction = 'block' | 'unblock' | 'end_sessions' | 'reset_password';

/** Sessions and devices, the exclusion, the limits' history, the conversations (decision 070). */
export const usePlayerActivity = (id: number) =>
  useQuery({
    queryKey: keys.activity(id),
    queryFn: async () => staffPlayerActivitySchema.parse(await get(`/api/staff/players/${id}/activity`)),
  });

const ROUNDS_PER_PAGE = 10;

export const usePlayerRounds = (id: number, page: number) =>
  useQuery({
    queryKey: keys.rounds(id, page),
    queryFn: async () =>
      roundsResponseSchema.parse(await get(`/api/staff/players/${id}/rounds`, { page, per_page: ROUNDS_PER_PAGE })),
    placeholderData: keepPreviousData,
  });

export const useRoundRecall = (id: number, roundId: number | null) =>
  useQuery({
    queryKey: keys.round(id, roundId ?? 0),
    queryFn: async () => roundDetailSchema.parse(await get(`/api/staff/players/${id}/rounds/${roundId}`)),
    enabled: roundId !== null,
  });

export const useRgActions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: keys.rgActions(id),
    queryFn: async () => rgActionListSchema.parse(await get(`/api/staff/players/${id}/rg_actions`)).data,
    enabled,
  });

export const useRecordRgAction = (id: number) =>
  useDeskMutation(({ kind, reason }: { kind: RgActionKind; reason: string }) =>
    staffApi().post(`/api/staff/players/${id}/rg_actions`, { kind, reason }),
  );

export const usePlayerAction = (id: number) =>
  useDeskMutation(({ action, reason }: { action: PlayerAction; reason: string }) =>
    staffApi().post(`/api/staff/players/${id}/${action}`, { reason }),
  );

export const useAddGroup = (id: number) =>
  useDeskMutation(({ groupId, reason }: { groupId: number; reason: string }) =>
    staffApi().post(`/api/staff/players/${id}/groups`, { group_id: groupId, reason }),
  );

export const useAddNote = (id: number) =>
  useDeskMutation((body: string) => staffApi().post(`/api/staff/players/${id}/notes`, { body }));

export const useAdjustments = () =>
  useQuery({
    queryKey: keys.adjustments,
    queryFn: async () => adjustmentListSchema.parse(await get('/api/staff/adjustments')).data,
  });

export const useProposeAdjustment = () =>
  useDeskMutation(async (proposal: AdjustmentProposal) =>
    adjustmentSchema.parse((await staffApi().post('/api/staff/adjustments', proposal)).data),
  );

export const useDecideAdjustment = () =>
  useDeskMutation(({ id, verb, note }: { id: number; verb: 'approve' | 'reject'; note: string }) =>
    staffApi().post(`/api/staff/adjustments/${id}/${verb}`, note ? { note } : {}),
  );

export const useStaffPayments = (query: Partial<StaffPaymentQuery>) =>
  useQuery({
    queryKey: keys.payments(query),
    queryFn: async () => staffPaymentListSchema.parse(await get('/api/staff/payments', query)).data,
    placeholderData: keepPreviousData,
  });

export const useDecideHold = () =>
  useDeskMutation(async ({ id, verb, reason }: { id: number; verb: 'approve' | 'reject'; reason: string }) =>
    staffPaymentSchema.parse((await staffApi().post(`/api/staff/payments/${id}/${verb}`, { reason })).data),
  );

export const useOversight = () =>
  useQuery({ queryKey: keys.oversight, queryFn: async () => rgOversightSchema.parse(await get('/api/staff/oversight')) });
