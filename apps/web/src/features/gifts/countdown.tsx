import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingUntil } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';

/**
 * The time left to a deadline in days, hours, minutes and seconds (requirements §promo-4), ticking
 * each second once mounted (the first paint shows the date, the same on the server and the client).
 */
export function Countdown({ deadline, label }: { deadline: string; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : remainingUntil(deadline, now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <p className="gift-card__deadline">
      <span>{label}</span>{' '}
      {now !== null && left === null ? (
        <strong>{t('gifts.card.deadline_passed')}</strong>
      ) : (
        <time dateTime={deadline} data-testid="gift-countdown">
          {left
            ? `${t('gifts.card.days', { count: left.days })} ${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`
            : format.dateTime(deadline)}
        </time>
      )}
    </p>
  );
}
