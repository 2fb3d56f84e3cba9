import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerSummary } from '../../common/player/use-player';
import { formatElapsed } from './rules';

/** Where the tab keeps the start of the signed-in session (requirements §core-4: session storage). */
const SESSION_TIMER_KEY = 'session_timer_started_at';
/** The licence whose players see the timer. */
const TIMER_LICENCE = 'EE';

const everySecond = (notify: () => void) => {
  const timer = setInterval(notify, 1000);
  return () => clearInterval(timer);
};
const nowInSeconds = () => Math.floor(Date.now() / 1000);
const onServer = () => null;

function startedAt(): number | null {
  const value = Number(window.sessionStorage.getItem(SESSION_TIMER_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The session timer (hh:mm:ss): kept in session storage from sign-in, dropped at logout, shown
 * only to a signed-in player under the EE licence (requirements §core-4).
 */
export function SessionTimer({ player }: { player: Pick<PlayerSummary, 'id' | 'license_name'> | null }) {
  const { t } = useTranslation();
  const playerId = player?.id ?? null;
  const now = useSyncExternalStore(everySecond, nowInSeconds, onServer);

  useEffect(() => {
    if (playerId === null) window.sessionStorage.removeItem(SESSION_TIMER_KEY);
    else if (startedAt() === null) window.sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now()));
  }, [playerId]);

  if (now === null || player?.license_name !== TIMER_LICENCE) return null;
  const start = startedAt();
  if (start === null) return null;
  return (
    <p className="session-timer">
      <span>{t('limits.timer.label')}</span>
      <time role="timer" aria-live="off">
        {formatElapsed(now * 1000 - start)}
      </time>
    </p>
  );
}
