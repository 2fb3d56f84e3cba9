import { reportSchema, systemStatusSchema, type ReportQuery } from '@casino/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../../api/staff-api';

const REPORTS = '/api/staff/reports';

/** The report of a range (docs/decisions/068-reports-and-system.md), checked against the contract. */
export const reportQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: ['staff', 'reports', query] as const,
    queryFn: async () => reportSchema.parse((await staffApi().get(REPORTS, { params: query })).data),
  });

/** The address of the same report as a CSV file. */
export const csvHref = (query: ReportQuery) => `${REPORTS}/export.csv?${new URLSearchParams(query).toString()}`;

const SYSTEM_KEY = ['staff', 'system'] as const;

export const systemQuery = () =>
  queryOptions({
    queryKey: SYSTEM_KEY,
    queryFn: async () => systemStatusSchema.parse((await staffApi().get('/api/staff/system')).data),
    refetchInterval: 15_000,
  });

/** One more series of attempts for a failed event (written to the audit log by the server). */
export function useRetryEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await staffApi().post(`/api/staff/dead_letters/events/${id}/retry`)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }),
  });
}
