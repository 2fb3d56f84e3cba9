import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { localeInfoSchema, projectSchema } from '@casino/contracts';
import type { z } from 'zod';

type Project = z.infer<typeof projectSchema>;

/** GET /api/info/project: brand, support contacts, licences and socials for the footer. */
async function getProject(api: AxiosInstance): Promise<Project> {
  const { data } = await api.get<Project>('/api/info/project');
  return data;
}

export function projectQuery(api: AxiosInstance) {
  return queryOptions({ queryKey: ['info', 'project'] as const, queryFn: () => getProject(api), staleTime: 5 * 60_000 });
}

type LocaleInfo = z.infer<typeof localeInfoSchema>;

/**
 * GET /api/info/locales for the host the visitor asked for: the enabled locales, each with its
 * mirror domain and whether this host hides it (ROUTE-05). Server renders call over loopback,
 * so they name the visitor's host explicitly.
 */
async function getLocales(api: AxiosInstance, host: string): Promise<LocaleInfo[]> {
  const headers = typeof window === 'undefined' ? { host } : undefined;
  const { data } = await api.get<{ data: LocaleInfo[] }>('/api/info/locales', { headers });
  return data.data;
}

export function localesQuery(api: AxiosInstance, host: string) {
  return queryOptions({
    queryKey: ['info', 'locales', host] as const,
    queryFn: () => getLocales(api, host),
    staleTime: 5 * 60_000,
  });
}

/** The locales the language select offers on this host: enabled, not hidden here, and always the current one. */
export function selectableLocales<L extends string>(all: readonly L[], infos: LocaleInfo[] | undefined, current: L): L[] {
  if (!infos) return [...all];
  const shown = new Set(infos.filter((l) => !l.hidden).map((l) => l.code as string));
  return all.filter((code) => code === current || shown.has(code));
}
