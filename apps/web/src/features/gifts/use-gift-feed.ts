import { giftChangeMessageSchema } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { bonusesQuery, freespinsQuery, giftKeys } from '../../common/gifts/api';
import { announcesGift, currentGiftCount, giftTitle } from '../../common/gifts/rules';
import { withRealtime } from '../../realtime/client';

/**
 * GIFT-11: the player's gifts load after login and are dropped at logout; the count of current
 * ones is what the header shows. A failed load counts nothing here (the gifts page shows the error).
 */
export function useGiftCountFeed(playerId: number | null): number {
  const queryClient = useQueryClient();
  const signedIn = playerId !== null;
  const bonuses = useQuery({ ...bonusesQuery(browserApi()), enabled: signedIn });
  const freespins = useQuery({ ...freespinsQuery(browserApi()), enabled: signedIn });
  useEffect(() => {
    if (signedIn) return;
    queryClient.removeQueries({ queryKey: giftKeys.bonuses });
    queryClient.removeQueries({ queryKey: giftKeys.freespins });
  }, [signedIn, queryClient]);
  if (!signedIn) return 0;
  return currentGiftCount([...(bonuses.data ?? []), ...(freespins.data ?? [])]);
}

/**
 * RT-05 RT-06 GIFT-09: a gift that arrives on bonuses_changes or freespins_changes is announced
 * only at stage issued, and never one titled for the wheel or rocket chance. The lists themselves
 * are reloaded by the realtime hook on both channels.
 */
export function useGiftNotices(playerId: number | null, announce: (text: string) => void): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (playerId === null) return;
    const onChange = (data: unknown) => {
      const parsed = giftChangeMessageSchema.safeParse(data);
      if (!parsed.success || !announcesGift(parsed.data)) return;
      announce(t('gifts.notice.issued', { title: giftTitle(parsed.data, (key) => t(key)) }));
    };
    return withRealtime((socket) => {
      socket.on('bonuses_changes', onChange);
      socket.on('freespins_changes', onChange);
      return () => {
        socket.off('bonuses_changes', onChange);
        socket.off('freespins_changes', onChange);
      };
    });
  }, [playerId, announce, t]);
}
