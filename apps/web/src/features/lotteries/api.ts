import { lotteryListSchema, lotterySchema, lotteryStatusSchema, type Lottery, type LotteryStatus } from '@casino/contracts';
import type { AxiosInstance } from 'axios';

/** The lottery calls (requirements §promo-7, API-086…API-089). */

/** GET /api/lotteries (API-086): the lotteries the caller may see. */
export async function fetchLotteries(api: AxiosInstance): Promise<Lottery[]> {
  return lotteryListSchema.parse((await api.get('/api/lotteries')).data);
}

/** GET /api/lotteries/{slug} (API-088); undefined when unknown or hidden from the caller (404). */
export async function fetchLottery(api: AxiosInstance, slug: string): Promise<Lottery | undefined> {
  const res = await api.get(`/api/lotteries/${encodeURIComponent(slug)}`, { validateStatus: (s) => s === 200 || s === 404 });
  return res.status === 404 ? undefined : lotterySchema.parse(res.data);
}

/** GET /api/lotteries/{id}/status (API-089): the caller's ticket numbers; null for a guest (401). */
export async function fetchLotteryStatus(api: AxiosInstance, id: number): Promise<LotteryStatus | null> {
  const res = await api.get(`/api/lotteries/${id}/status`, { validateStatus: (s) => s === 200 || s === 401 });
  return res.status === 401 ? null : lotteryStatusSchema.parse(res.data);
}
