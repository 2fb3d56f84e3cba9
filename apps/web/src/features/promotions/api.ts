import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type ActivityHub,
  type Banner,
  type Locale,
  type PromoCard,
  type PromotionPage,
  type Showcase,
} from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';

/**
 * The promotions calls (docs/decisions/058-promotions-pages.md). Plain reads, no schema: the
 * lobby's code stays small (the server's responses are typed by it). The pages load their data
 * in their loaders; the lobby's banners are a query the lobby's loader fills.
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

/** BANR-13: the promo items of /promotions, in the page's locale. */
export async function getPromotions(api: AxiosInstance, locale: Locale): Promise<PromoCard[]> {
  return (await api.get<{ data: PromoCard[] }>('/api/promotions', { params: { locale } })).data.data;
}

/** CMS-10 CMS-11: the awards and articles of a locale; a failed load shows none. */
export async function getShowcase(api: AxiosInstance, locale: Locale): Promise<Showcase> {
  try {
    return (await api.get<Showcase>('/api/promotions/showcase', { params: { locale } })).data;
  } catch (err) {
    console.warn('awards and articles could not be loaded', err);
    return { awards: [], articles: [] };
  }
}

/** BANR-15: the activity hub of the signed-in player. */
export async function getHub(api: AxiosInstance): Promise<ActivityHub> {
  return (await api.get<ActivityHub>('/api/promotions/hub')).data;
}

/** BANR-14: whether a managed promotion page is on for this visitor. */
export async function pageEnabled(api: AxiosInstance, page: PromotionPage): Promise<boolean> {
  return (await api.get<{ enabled: boolean }>(`/api/promotions/pages/${page}`)).data.enabled;
}

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
