import type { ActivityHub, Locale, PromoCard, Showcase } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

/**
 * The promotions calls (docs/decisions/058-promotions-pages.md). Plain reads, no schema: the
 * lobby's code stays small (the server's responses are typed by it). The pages load their data
 * in their loaders. The lobby's banners and the shell's page switches are in modules of their own
 * (banners.ts, page-enabled.ts): the lobby's first load carries only those.
 */

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
