import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingUntil } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';

/**
 * The time to a lottery's start or draw in days, hours, minutes and seconds. The server render
 * shows the date; the ticking starts in the browser, so the first render of both sides is the same.
 */
export function LotteryCountdown({ to }: { to: string }) {
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
    <time className="lottery-countdown" dateTime={to} title={format.dateTime(to)} data-testid="lottery-countdown">
      {left
        ? `${t('competitions.days', { count: left.days })} ${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`
        : format.dateTime(to)}
    </time>
  );
}
