import type { TFunction } from 'i18next';
import {
  auditPageSchema,
  couponBatchListSchema,
  couponBatchSchema,
  staffGiftCancelResponseSchema,
  staffGiftTemplateListSchema,
  staffGiftTemplateSchema,
  staffIssueResponseSchema,
  staffPlayerGiftsSchema,
  validationErrorBodySchema,
  type AuditQuery,
  type CouponBatchInput,
  type GiftTemplateInput,
  type StaffIssueRequest,
} from '@casino/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { idempotencyHeader } from '../../api/idempotency';
import { isHttpError } from '../../api/is-http-error';
import { staffApi } from '../../api/staff-api';

/** The promotions section of the staff console (docs/decisions/049-promotions-console.md). */
const keys = {
  templates: ['staff', 'promotions', 'templates'] as const,
  batches: ['staff', 'promotions', 'batches'] as const,
  playerGifts: (player: string) => ['staff', 'promotions', 'player_gifts', player] as const,
  audit: (query: AuditQuery) => ['staff', 'audit', query] as const,
};
const BASE = '/api/staff/promotions';

export function useTemplates() {
  return useQuery({
    queryKey: keys.templates,
    queryFn: async () => staffGiftTemplateListSchema.parse((await staffApi().get(`${BASE}/templates`)).data),
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: GiftTemplateInput }) => {
      const res =
        id === null ? await staffApi().post(`${BASE}/templates`, input) : await staffApi().put(`${BASE}/templates/${id}`, input);
      return staffGiftTemplateSchema.parse(res.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useRetire(kind: 'templates' | 'coupon_batches') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      staffApi().post(`${BASE}/${kind}/${id}/retire`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kind === 'templates' ? keys.templates : keys.batches }),
  });
}

export function useBatches() {
  return useQuery({
    queryKey: keys.batches,
    queryFn: async () => couponBatchListSchema.parse((await staffApi().get(`${BASE}/coupon_batches`)).data),
  });
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CouponBatchInput) =>
      couponBatchSchema.parse((await staffApi().post(`${BASE}/coupon_batches`, input)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.batches }),
  });
}

/** Issues a gift; the same key on a retry of the same action issues nothing more. */
export function useIssueGift() {
  return useMutation({
    mutationFn: async ({ key, request }: { key: string; request: StaffIssueRequest }) =>
      staffIssueResponseSchema.parse((await staffApi().post(`${BASE}/gifts`, request, { headers: idempotencyHeader(key) })).data),
  });
}

export function usePlayerGifts(player: string) {
  return useQuery({
    queryKey: keys.playerGifts(player),
    enabled: player !== '',
    retry: false,
    queryFn: async () =>
      staffPlayerGiftsSchema.parse((await staffApi().get(`${BASE}/player_gifts`, { params: { player } })).data),
  });
}

export function useCancelGift(player: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      staffGiftCancelResponseSchema.parse((await staffApi().post(`${BASE}/gifts/${id}/cancel`, { reason })).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.playerGifts(player) }),
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery({
    queryKey: keys.audit(query),
    queryFn: async () => auditPageSchema.parse((await staffApi().get('/api/staff/audit', { params: query })).data),
    placeholderData: keepPreviousData,
  });
}

/**
 * Puts a 422's field errors on the form's fields (the server's own words); answers the message of
 * any other failure, or null when every error found a field.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TFunction,
): string | null {
  if (isHttpError(error) && error.response?.status === 422) {
    const parsed = validationErrorBodySchema.safeParse(error.response.data);
    if (parsed.success) {
      for (const [field, messages] of Object.entries(parsed.data.errors))
        setError(field as Path<T>, { message: messages.join(', ') }, { shouldFocus: true });
      return null;
    }
  }
  return messageOf(error, t);
}

/** A failure in words: the server's `error` when it gave one. */
export function messageOf(error: unknown, t: TFunction): string {
  if (isHttpError(error)) {
    const body: unknown = error.response?.data;
    const text = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    if (typeof text === 'string') return text;
    if (error.response?.status === 422) return t('promotions.staff_console.fields_refused');
  }
  return t('promotions.staff_console.request_failed');
}
