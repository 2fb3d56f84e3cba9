import { createCountStore } from '../count-store';

/**
 * How many current gifts the player has, as the header shows it (GIFT-01). The gifts feed loads
 * after the page is interactive (shell/gifts-bridge.tsx) and writes the count here, so the header
 * reads it without loading the gifts feature first.
 */
const giftCount = createCountStore();

export const setGiftCount = giftCount.set;

/** 0 during the server render and hydration, the count once the gifts have loaded. */
export const useGiftCount = giftCount.use;
