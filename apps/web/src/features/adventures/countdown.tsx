import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingUntil } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';

/**
 * ADV-09: the time left to a card's deadline. The server render shows the date; the ticking
 * starts in the browser, so both first renders match. `onEnd` runs once the deadline passes.
 */
export function AdventureCountdown({ to, label, onEnd }: { to: string; label: string; onEnd: () => void }) {
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
  const ended = now !== null && left === null;
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <p className="adventure-card__countdown">
      <span>{label}</span>{' '}
      <time dateTime={to} title={format.dateTime(to)} data-testid="adventure-countdown">
        {left
          ? `${t('adventures.days', { count: left.days })} ${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`
          : format.dateTime(to)}
      </time>
    </p>
  );
}
