import { LOCAL_TIME_REFRESH_MS } from '@casino/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@casino/contracts';
import { useLocale } from '../i18n/locale';
import { Icon } from '../ui/icons';

/** The visitor's local time, refreshed every 15000 ms (SHELL-05); rendered only in the browser. */
export function LocalTime() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [now, setNow] = useState<Date | null>(null);
  const format = useMemo(() => new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }), [locale]);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, LOCAL_TIME_REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  return (
    <p className="local-time">
      <Icon name="clock" size={18} />
      <span>{t('shell.local_time')}</span>
      <time className="local-time__value" dateTime={now?.toISOString()}>
        {now ? format.format(now) : '--:--'}
      </time>
    </p>
  );
}
