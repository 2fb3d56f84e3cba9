import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserApi } from '../api/server-api';
import { useEmailConfirmationNotice } from '../features/auth/use-email-notice';
import { useTermsPopup } from '../features/auth/use-terms-popup';
import { useUserData } from '../common/player/user-data';
import { configQuery } from '../common/config/api';
import { usePlayerLimitToasts } from '../features/limits/use-limit-toasts';
import { usePromocodeCapture } from '../features/profile/promocode-capture';
import { useRealtime } from '../realtime/use-realtime';
import { useAffiliateCookies } from './use-affiliate';
import { useEmbedMessages } from './use-embed';
import { useGeoGuard } from './use-geo-guard';
import { useHashLinks } from './use-hash-links';
import { useIdleTitle } from './use-idle-title';

/**
 * The shell's effects that need nothing from the first paint, loaded after hydration: the
 * realtime connection, the embedding page's messages (SHELL-16), the betting hash links, affiliate
 * cookies, promo code capture, the geo notice, the signed-in player's data (AUTH-09), the idle
 * title, the email confirmation notice, the terms popup and the reached-limit toasts. `onMounted` runs after all of them,
 * before the page counts as interactive (ready.ts).
 */
export default function DeferredEffects({ playerId, onMounted }: { playerId: number | null; onMounted: () => void }) {
  const betting = useQuery(configQuery(browserApi(), 'betting-config'));
  useRealtime(playerId);
  useEmbedMessages();
  useHashLinks(betting.data);
  useAffiliateCookies();
  usePromocodeCapture(playerId);
  useGeoGuard();
  useUserData(playerId);
  useIdleTitle();
  useEmailConfirmationNotice();
  useTermsPopup();
  usePlayerLimitToasts();
  useEffect(() => onMounted(), [onMounted]);
  return null;
}
