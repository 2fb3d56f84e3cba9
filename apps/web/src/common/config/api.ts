import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { ClientContext, FeConfig, FeConfigName, Locale } from '@casino/contracts';

const configKeys = {
  all: ['config'] as const,
  one: (name: FeConfigName, locale?: Locale) => [...configKeys.all, name, locale ?? ''] as const,
  clientContext: ['client-context'] as const,
};

/** GET /api/fe/config/{name}; banners-config sends the locale. */
async function getConfig<N extends FeConfigName>(api: AxiosInstance, name: N, locale?: Locale): Promise<FeConfig<N>> {
  const params = name === 'banners-config' && locale ? { locale } : undefined;
  const { data } = await api.get<FeConfig<N>>(`/api/fe/config/${name}`, { params });
  return data;
}

export function configQuery<N extends FeConfigName>(api: AxiosInstance, name: N, locale?: Locale) {
  return queryOptions({
    queryKey: configKeys.one(name, locale),
    queryFn: () => getConfig(api, name, locale),
    staleTime: 5 * 60_000,
  });
}

export async function getClientContext(api: AxiosInstance): Promise<ClientContext> {
  const { data } = await api.get<ClientContext>('/client-context');
  return data;
}
