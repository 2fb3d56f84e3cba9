import { moneyCardImage, type ShopCard } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { guestRate } from './rules';

/** The art of a card: money cards by their EUR tier (SHOP-25 CONST-45), the others by type. */
function cardArt(card: ShopCard): string {
  if (card.type !== 'money') return card.type;
  return moneyCardImage(card.rates.find((r) => r.currency === 'EUR')?.amount_cents ?? card.rate.amount_cents);
}

/** What the card gives, in the player's words: free spins, real or bonus money, a loot box, a lottery ticket, or its title. */
export function useRewardText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (card: ShopCard, signedIn: boolean): string => {
    const rate = signedIn ? card.rate : guestRate(card);
    if (card.type === 'freespins') return t('loyalty.card.freespins', { count: card.freespins_count });
    if (card.type === 'lootboxes') return t('loyalty.card.loot_box');
    if (card.type === 'lotteries') return t('loyalty.card.lottery_ticket');
    if (card.type === 'money') {
      const amount = format.money(rate.amount_cents, rate.currency);
      return card.money_kind === 'real' ? t('loyalty.card.real_money', { amount }) : t('loyalty.card.bonus_money', { amount });
    }
    return card.title;
  };
}

/** One card of the shop (SHOP-12): its reward, label, price (the sale's full price struck through) and a button that opens it. */
export function ShopCardView({
  card,
  signedIn,
  onOpen,
}: {
  card: ShopCard;
  signedIn: boolean;
  onOpen: (card: ShopCard) => void;
}) {
  const { t } = useTranslation();
  const reward = useRewardText();
  const rate = signedIn ? card.rate : guestRate(card);
  return (
    <li className="shop-card" data-group={card.group}>
      <div className={`shop-card__art shop-card__art--${cardArt(card)}`} aria-hidden="true" />
      {card.label && <span className="shop-card__label">{t(`loyalty.label.${card.label}`)}</span>}
      {card.sale && (
        <span className="shop-card__label shop-card__label--sale">
          {t('loyalty.sale.off', { percent: card.sale.discount_percent })}
        </span>
      )}
      <h3 className="shop-card__title">{reward(card, signedIn)}</h3>
      <p className="shop-card__price">
        {card.sale && (
          <del>
            <span className="visually-hidden">{t('loyalty.sale.was')} </span>
            {t('loyalty.points', { count: card.sale.full_price })}
          </del>
        )}{' '}
        <strong>{t('loyalty.points', { count: rate.points })}</strong>
      </p>
      <button type="button" className="button button--primary shop-card__open" onClick={() => onOpen(card)}>
        {t('loyalty.card.open')}
        <span className="visually-hidden">: {reward(card, signedIn)}</span>
      </button>
    </li>
  );
}
