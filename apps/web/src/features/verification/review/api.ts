import { staffDocumentListSchema, staffDocumentSchema, type DocumentReviewRequest } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../../api/staff-api';

const reviewKeys = { all: ['staff', 'documents'] as const, list: (status: string) => ['staff', 'documents', status] as const };

/** Documents of a status for the reviewers, the oldest pending first. */
export function useReviewQueue(status: 'pending' | 'approved' | 'rejected') {
  return useQuery({
    queryKey: reviewKeys.list(status),
    queryFn: async () =>
      staffDocumentListSchema.parse((await staffApi().get('/api/staff/documents', { params: { status } })).data).data,
  });
}

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, review }: { id: number; review: DocumentReviewRequest }) =>
      staffDocumentSchema.parse((await staffApi().post(`/api/staff/documents/${id}/review`, review)).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
