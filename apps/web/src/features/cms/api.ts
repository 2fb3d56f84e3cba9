import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { CmsMenuItem, CmsPage, Locale } from '@casino/contracts';

const cmsKeys = {
  menu: (locale: Locale) => ['cms', 'menu', locale] as const,
};

/** GET /api/cms/menu?l: titles and paths of the visible pages, for the header and footer menus. */
async function getCmsMenu(api: AxiosInstance, locale: Locale): Promise<CmsMenuItem[]> {
  const { data } = await api.get<{ data: CmsMenuItem[] }>('/api/cms/menu', { params: { l: locale } });
  return data.data;
}

export function cmsMenuQuery(api: AxiosInstance, locale: Locale) {
  return queryOptions({ queryKey: cmsKeys.menu(locale), queryFn: () => getCmsMenu(api, locale), staleTime: 5 * 60_000 });
}

/** GET /api/cms/pages?l: rethrows on failure (requirements §core-8); the caller logs it as a warning. */
export async function getCmsPages(api: AxiosInstance, locale: Locale): Promise<CmsPage[]> {
  const { data } = await api.get<{ data: CmsPage[] }>('/api/cms/pages', { params: { l: locale } });
  return data.data;
}

/** Pages of one menu category (top-menu, bottom-menu, bottom-menu-help), visible ones only. */
export function pagesIn<P extends { hidden?: boolean; categories: string[] }>(pages: P[] | undefined, category: string): P[] {
  return (pages ?? []).filter((p) => !p.hidden && p.categories.includes(category));
}
