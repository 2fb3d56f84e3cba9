import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingUntil } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';

/**
 * The time left to a deadline in days, hours, minutes and seconds (requirements §promo-4), ticking
 * each second. Gifts render only in the browser (they load after login, GIFT-11), so reading the
 * clock while rendering cannot differ from a server render.
 */
export function Countdown({ deadline, label }: { deadline: string; label: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remainingUntil(deadline, now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    <p className="gift-card__deadline">
      <span>{label}</span>{' '}
      {left ? (
        <time dateTime={deadline} title={format.dateTime(deadline)} data-testid="gift-countdown">
          {`${t('gifts.card.days', { count: left.days })} ${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`}
        </time>
      ) : (
        <strong>{t('gifts.card.deadline_passed')}</strong>
      )}
    </p>
  );
}
