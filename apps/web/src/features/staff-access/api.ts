import {
  auditPageSchema,
  auditStaffListSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffSetupResponseSchema,
  type AuditQuery,
  type StaffInviteRequest,
  type StaffRole,
} from '@casino/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../api/staff-api';

const keys = {
  accounts: ['staff', 'accounts'] as const,
  audit: (query: AuditQuery) => ['staff', 'audit-log', query] as const,
  auditStaff: ['staff', 'audit-log', 'staff'] as const,
};

export function useStaffAccounts() {
  return useQuery({
    queryKey: keys.accounts,
    queryFn: async () => staffAccountListSchema.parse((await staffApi().get('/api/staff/accounts')).data).data,
  });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StaffInviteRequest) =>
      staffAccountSchema.parse((await staffApi().post('/api/staff/accounts', input)).data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.accounts }),
  });
}

/** An administrator's change to one account: a new role, disable, or a new set-up link; each with a reason. */
type AccountChange = { kind: 'role'; role: StaffRole; reason: string } | { kind: 'disable' | 'reset'; reason: string };

export function useAccountChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AccountChange) => {
      const { kind, ...body } = change;
      return staffAccountSchema.parse((await staffApi().post(`/api/staff/accounts/${id}/${kind}`, body)).data);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.accounts }),
  });
}

export function useSetUp() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      staffSetupResponseSchema.parse((await staffApi().post('/api/staff/setup', input)).data),
  });
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: keys.audit(query),
    queryFn: async () => auditPageSchema.parse((await staffApi().get('/api/staff/audit', { params: query })).data),
    placeholderData: keepPreviousData,
  });
}

export function useAuditStaff() {
  return useQuery({
    queryKey: keys.auditStaff,
    queryFn: async () => auditStaffListSchema.parse((await staffApi().get('/api/staff/audit/staff')).data).data,
    staleTime: 60_000,
  });
}
