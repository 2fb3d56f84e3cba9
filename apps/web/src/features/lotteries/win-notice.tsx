import { lotteryNotificationSchema, type LotteryNotification } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { onRealtimeMessage } from '../../realtime/client';
import { useFormat } from '../../i18n/format';
import { prizeText } from './prizes';

/** Whether a path is the page of the lottery a message is about (any locale prefix). */
export function isLotteryPage(pathname: string, frontendIdentifier: string): boolean {
  return pathname.endsWith(`/lottery/${frontendIdentifier}`);
}

/** The winner's notice: the place, the lottery, the ticket and the prize. */
export function winMessage(win: LotteryNotification, t: TFunction, money: (cents: number, currency: string) => string): string {
  return t('lotteries.won', {
    place: win.place,
    title: win.title,
    ticket: win.ticket,
    prize: prizeText(win.prize, win.currency, t, money),
  });
}

/**
 * The winner of a lottery is told live (lottery_notifications, sent once the prize is paid): a
 * notice with the place and the prize, and the lottery's page, when open, reloads its winners.
 */
export default function LotteryWinNotice({ announce }: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const format = useFormat();
  useEffect(
    () =>
      onRealtimeMessage('lottery_notifications', lotteryNotificationSchema, (win) => {
        announce(winMessage(win, t, format.money));
        if (isLotteryPage(pathname, win.frontend_identifier)) void revalidator.revalidate();
      }),
    [announce, t, format, pathname, revalidator],
  );
  return null;
}
