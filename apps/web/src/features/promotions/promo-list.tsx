import type { PromoCard } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { PromoCountdown } from './promo-countdown';

/** BANR-08: active counts down to its end, future to its start, archive has no timer. */
function Timer({ card }: { card: PromoCard }) {
  const { t } = useTranslation();
  if (card.status === 'archive') return <p className="promo-card__timer">{t('promotions.ended')}</p>;
  const active = card.status === 'active';
  return (
    <p className="promo-card__timer">
      {t(active ? 'promotions.ends_in' : 'promotions.starts_in')} <PromoCountdown to={active ? card.end_at : card.start_at} />
    </p>
  );
}

/** One promo item: its status, texts, timer and the way to its tournament, quest, lottery, shop or gifts. */
function PromoCardView({ card }: { card: PromoCard }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <li className={`promo-card promo-card--${card.status}`} data-testid="promo-card" data-status={card.status}>
      <img className="promo-card__image" src={card.image} alt="" width={320} height={160} loading="lazy" />
      <div className="promo-card__body">
        <span className={`promo-card__status promo-card__status--${card.status}`}>{t(`promotions.status.${card.status}`)}</span>
        <h2 className="promo-card__title">{card.title}</h2>
        <p>{card.description}</p>
        {card.textTimes && <p className="promo-card__times">{card.textTimes}</p>}
        <Timer card={card} />
        <Link className="button button--primary" to={to(card.url)} aria-label={`${t('promotions.open')}: ${card.title}`}>
          {t('promotions.open')}
        </Link>
      </div>
    </li>
  );
}

/** BANR-13: the promotions list. */
export function PromoList({ cards }: { cards: PromoCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return <p className="promo-list__empty">{t('promotions.empty')}</p>;
  return (
    <ul className="promo-list">
      {cards.map((card) => (
        <PromoCardView key={card.frontend_identifier} card={card} />
      ))}
    </ul>
  );
}
