import { useEffect } from 'react';
import { setGiftCount } from '../common/gifts/gift-count';
import { useGiftCountFeed, useGiftNotices } from '../features/gifts/use-gift-feed';

/**
 * The gifts of the shell, loaded after hydration: the header's count of current gifts (GIFT-01,
 * GIFT-11) and the notice of a gift just issued (RT-05, RT-06, GIFT-09).
 */
export default function GiftsBridge({ playerId, announce }: { playerId: number | null; announce: (text: string) => void }) {
  const count = useGiftCountFeed(playerId);
  useGiftNotices(playerId, announce);
  useEffect(() => setGiftCount(count), [count]);
  return null;
}
