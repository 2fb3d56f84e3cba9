import type { PromotionPage } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

/** BANR-14: whether a managed promotion page is on for this visitor. */
export async function pageEnabled(api: AxiosInstance, page: PromotionPage): Promise<boolean> {
  return (await api.get<{ enabled: boolean }>(`/api/promotions/pages/${page}`)).data.enabled;
}
