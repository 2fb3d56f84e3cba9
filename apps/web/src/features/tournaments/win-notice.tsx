import { tournamentNotificationSchema, type TournamentNotification } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { useFormat } from '../../i18n/format';
import { onRealtimeMessage } from '../../realtime/client';
import { prizeLabel } from './prize-label';

/** Whether a path is the page of the tournament or quest a message is about (any locale prefix). */
export function isCompetitionPage(pathname: string, frontendIdentifier: string): boolean {
  return pathname.endsWith(`/tournaments/${frontendIdentifier}`) || pathname.endsWith(`/action/${frontendIdentifier}`);
}

/** The winner's notice: the place (or the quest level), the tournament and the prize, as paid. */
export function tournamentWinMessage(
  win: TournamentNotification,
  t: TFunction,
  money: (cents: number, currency: string) => string,
): string {
  const currency = win.currency ?? 'EUR';
  const paid =
    win.prize.kind === 'money' && win.amount_cents !== null ? { ...win.prize, amount_cents: win.amount_cents } : win.prize;
  const prize = prizeLabel(paid, currency, t, money);
  const key = win.quest_level ? 'competitions.won_level' : 'competitions.won_place';
  return t(key, { place: win.award_place ?? 0, title: win.title, prize });
}

/**
 * A tournament's winner is told live (tournament_notifications, sent once the prize is paid): a
 * notice with the place and the prize, and the tournament's page, when open, reloads its standings.
 */
export default function TournamentWinNotice({ announce }: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const format = useFormat();
  useEffect(
    () =>
      onRealtimeMessage('tournament_notifications', tournamentNotificationSchema, (win) => {
        announce(tournamentWinMessage(win, t, format.money));
        if (isCompetitionPage(pathname, win.frontend_identifier)) void revalidator.revalidate();
      }),
    [announce, t, format, pathname, revalidator],
  );
  return null;
}
