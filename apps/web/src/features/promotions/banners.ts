import { CSRF_HEADER, CSRF_HEADER_VALUE, type Banner, type Locale } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The lobby's banners (docs/decisions/058-promotions-pages.md): a query the lobby's loader fills,
 * and the views sent as the visitor leaves. A module of its own, so that the lobby's first load
 * does not carry the rest of the promotions calls (docs/decisions/047-lobby-first-load.md).
 */
const keys = {
  banners: (locale: Locale) => ['promotions', 'banners', locale] as const,
};

/** BANR-02: the banners this visitor sees now; a failed load is logged and nothing is shown. */
export const bannersQuery = (api: AxiosInstance, locale: Locale) =>
  queryOptions({
    queryKey: keys.banners(locale),
    queryFn: async (): Promise<Banner[]> => {
      try {
        return (await api.get<{ banners: Banner[] }>('/api/promotions/banners', { params: { locale } })).data.banners;
      } catch (err) {
        console.warn('banners could not be loaded', err);
        return [];
      }
    },
    staleTime: 60_000,
  });

/**
 * BANR-05: the banners seen on the main page, sent as the visitor leaves it. A plain fetch kept
 * alive past the page's end (the tab may be closing); a failure is not the visitor's concern.
 */
export function sendBannerViews(locale: Locale, banners: string[]): void {
  void fetch('/api/promotions/banner-views', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ locale, banners }),
  }).catch(() => undefined);
}
