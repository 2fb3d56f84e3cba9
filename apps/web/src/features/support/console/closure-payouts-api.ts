import {
  CLOSURE_PAYOUT_MESSAGES,
  closurePayoutListSchema,
  closurePayoutReferenceSchema,
  closurePayoutSchema,
  type ClosurePayoutListState,
} from '@casino/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../../api/is-http-error';
import { staffApi } from '../../../api/staff-api';

/** Closure payouts in the staff console (docs/decisions/018-account-closure.md). */
const closurePayoutKeys = {
  all: ['staff', 'closure_payouts'] as const,
  list: (state: ClosurePayoutListState, page: number) => ['staff', 'closure_payouts', state, page] as const,
};

export function useClosurePayouts(state: ClosurePayoutListState, page: number) {
  return useQuery({
    queryKey: closurePayoutKeys.list(state, page),
    queryFn: async () =>
      closurePayoutListSchema.parse((await staffApi().get('/api/staff/closure_payouts', { params: { state, page } })).data),
    placeholderData: keepPreviousData,
  });
}

/** Marks a payout as paid with the transfer's reference; both lists refresh whatever the answer. */
export function useCompleteClosurePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reference }: { id: number; reference: string }) =>
      closurePayoutSchema.parse((await staffApi().post(`/api/staff/closure_payouts/${id}/complete`, { reference })).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closurePayoutKeys.all }),
  });
}

const KEY_PREFIX = 'support.closure_payouts.error.';
export const REFERENCE_ERRORS = {
  length: `${KEY_PREFIX}reference_length`,
  invalid: `${KEY_PREFIX}reference_invalid`,
} as const;

/** The message key of a reference the form must not send, or null when it is fine. */
export function referenceErrorKey(reference: string): string | null {
  const result = closurePayoutReferenceSchema.safeParse(reference);
  if (result.success) return null;
  const tooShortOrLong = result.error.issues.some((issue) => issue.code === 'too_small' || issue.code === 'too_big');
  return tooShortOrLong ? REFERENCE_ERRORS.length : REFERENCE_ERRORS.invalid;
}

const KNOWN: readonly string[] = Object.values(CLOSURE_PAYOUT_MESSAGES);

/** The message key of a refused completion: the server's own key when it sent one, else a generic failure. */
export function completeErrorKey(error: unknown): string {
  if (isHttpError(error)) {
    const body: unknown = error.response?.data;
    if (error.response?.status === 422) return REFERENCE_ERRORS.invalid;
    const key = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    if (typeof key === 'string' && KNOWN.includes(key)) return key;
  }
  return `${KEY_PREFIX}failed`;
}
