import type { Lottery } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { LotteryCountdown } from './countdown';
import './lotteries.css';

/** /tournaments/lotteries (TOUR-01): the lotteries the caller may see, each with its countdown. */
export function LotteryList({ lotteries }: { lotteries: Lottery[] | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const shown = (lotteries ?? []).filter((l) => l.status !== 'archive' || l.drawn_at !== null);
  return (
    <section className="lotteries" aria-labelledby="lotteries-title">
      <Link className="lottery__back" to={to('/tournaments')}>
        {t('competitions.title')}
      </Link>
      <p className="lotteries__brand">{t('lotteries.brand')}</p>
      <h1 id="lotteries-title">{t('lotteries.title')}</h1>
      {shown.length === 0 ? (
        <p>{t('lotteries.empty')}</p>
      ) : (
        <ul className="lotteries__list">
          {shown.map((lottery) => (
            <li key={lottery.id} className="lottery-card">
              <h2 className="lottery-card__title">{lottery.title}</h2>
              <p>
                <span>{t(`competitions.status.${lottery.status}`)}</span>{' '}
                {lottery.status !== 'archive' && (
                  <LotteryCountdown to={lottery.status === 'future' ? lottery.start_at : lottery.end_at} />
                )}
              </p>
              <Link className="button button--primary" to={to(`/lottery/${lottery.frontend_identifier}`)}>
                {t('lotteries.open')}
                <span className="visually-hidden">: {lottery.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
