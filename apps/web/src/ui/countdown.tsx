import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingUntil } from '../common/gifts/rules';
import { useFormat } from '../i18n/format';

/**
 * The time to a promotion's start, end or draw in days, hours, minutes and seconds (requirements
 * §promo-4). The server render shows the date; the ticking starts in the browser, so the first
 * render of both sides is the same. `daysKey` names the plural message of the days.
 */
export function Countdown({ to, daysKey, className }: { to: string; daysKey: string; className: string }) {
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
    <time className={className} dateTime={to} title={format.dateTime(to)} data-testid={className}>
      {left
        ? `${t(daysKey, { count: left.days })} ${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`
        : format.dateTime(to)}
    </time>
  );
}
