import { useQuery } from '@tanstack/react-query';
import { parse } from 'cookie';
import { WELCOME_PACK_CATEGORY, type Banner } from '@casino/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useLocale } from '../../i18n/locale';
import { PROMO_TIMER_COOKIE, enterBannerDecision, exitBannerDue, promoTimeLeft, promoTooltipTimer } from './promo-timing';
import { SESSION_KEYS, readSession, writeSession } from './session-flags';
import { useDecision } from './use-decision';

/**
 * BANR-06: the welcome-pack banners this visitor may see (the server leaves them out for a
 * signed-in player). The same query key as the lobby's banners, so a page that has them asks nothing.
 */
export function useWelcomeBanners(enabled: boolean): Banner[] {
  const locale = useLocale();
  const banners = useQuery({
    queryKey: ['promotions', 'banners', locale],
    queryFn: async () =>
      (await browserApi().get<{ banners: Banner[] }>('/api/promotions/banners', { params: { locale } })).data.banners,
    staleTime: 60_000,
    enabled,
  }).data;
  return (banners ?? []).filter((banner) => banner.categories.includes(WELCOME_PACK_CATEGORY));
}

/** BANR-06: opens the welcome-pack exit banner when a guest's pointer leaves through the top of the page. */
export function useExitBanner(s: {
  loggedIn: boolean;
  hasBanner: boolean;
  popup: string | null;
  openPopup: (name: string) => void;
}) {
  const { loggedIn, hasBanner, popup, openPopup } = s;
  useEffect(() => {
    const leave = (event: MouseEvent) => {
      if (event.relatedTarget !== null) return;
      const due = exitBannerDue({
        loggedIn,
        hasBanner,
        pointerY: event.clientY,
        popupOpen: popup !== null,
        shownThisSession: readSession(SESSION_KEYS.welcomeExitShown) === '1',
      });
      if (!due) return;
      writeSession(SESSION_KEYS.welcomeExitShown, '1');
      openPopup('welcome-pack-exit');
    };
    document.documentElement.addEventListener('mouseleave', leave);
    return () => document.documentElement.removeEventListener('mouseleave', leave);
  }, [loggedIn, hasBanner, popup, openPopup]);
}

/** BANR-10 BANR-12: the promo tooltip's countdown, kept in its cookie across pages; null once run out. */
function usePromoTooltip(): number | null {
  const [endsAt] = useState(() => {
    const timer = promoTooltipTimer(Date.now(), parse(document.cookie)[PROMO_TIMER_COOKIE] ?? null);
    if (timer.cookie) document.cookie = timer.cookie;
    return timer.endsAt;
  });
  const [now, setNow] = useState(() => Date.now());
  const left = promoTimeLeft(endsAt, now);
  const running = left !== null;
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);
  return left;
}

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * BANR-11: the enter-button banner, a card in the corner of the main page for a guest, with
 * the welcome pack and the promo tooltip's timer; closed, it comes back after 120,000 ms.
 */
export function EnterBanner({
  banner,
  loggedIn,
  openPopup,
}: {
  banner: Banner;
  loggedIn: boolean;
  openPopup: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [closedAt, setClosedAt] = useState<number | null>(() => {
    const stored = Number(readSession(SESSION_KEYS.enterBannerClosed));
    return stored > 0 ? stored : null;
  });
  const [visible, setVisible] = useState(false);
  const decide = useCallback((now: number) => enterBannerDecision({ now, loggedIn, closedAt }), [loggedIn, closedAt]);
  useDecision(decide, () => setVisible(true));
  const left = usePromoTooltip();
  if (!visible || loggedIn) return null;
  const close = () => {
    const now = Date.now();
    writeSession(SESSION_KEYS.enterBannerClosed, String(now));
    setVisible(false);
    setClosedAt(now);
  };
  return (
    <aside className="enter-banner" aria-labelledby="enter-banner-title" data-banner={banner.frontend_identifier}>
      <button type="button" className="icon-button enter-banner__close" aria-label={t('widgets.close')} onClick={close}>
        ×
      </button>
      <h2 id="enter-banner-title">{t(banner.title.text, banner.variables)}</h2>
      <p>{t(banner.description.text, banner.variables)}</p>
      {left !== null && (
        <p className="enter-banner__tooltip" role="timer" aria-live="off">
          {t('promotions.tooltip.timer', { time: clock(left) })}
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => openPopup('modal-sign-up')}>
        {t(banner.button?.name ?? 'promotions.enter.sign_up')}
      </button>
    </aside>
  );
}
