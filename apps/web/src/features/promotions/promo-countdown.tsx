import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingUntil } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';

/**
 * BANR-09: the time to a promotion's start or end in days, hours, minutes and seconds. The server
 * render shows the date; the ticking starts in the browser, so both first renders are the same.
 */
export function PromoCountdown({ to }: { to: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const left = now === null ? null : remainingUntil(to, now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <time className="promo-countdown" dateTime={to} title={format.dateTime(to)} data-testid="promo-countdown">
      {left
        ? `${t('promotions.days', { count: left.days })} ${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`
        : format.dateTime(to)}
    </time>
  );
}
