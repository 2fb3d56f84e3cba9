import { giftWageringPercent, type Gift } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { freespinsLeft, giftTitle } from '../../common/gifts/rules';
import { useFormat } from '../../i18n/format';
import { Modal } from '../../ui/modal';

/**
 * GIFT-13: what canceling a gift forfeits, in the player's words: the bonus money (only the bonus
 * part: the dialog says real money stays), the wagering progress, the free spins not played and
 * their winnings.
 */
export function forfeitLines(gift: Gift, t: TFunction, money: (cents: number) => string): string[] {
  const lines: string[] = [];
  if (gift.kind === 'freespins') {
    const left = freespinsLeft(gift);
    if (left > 0) lines.push(t('gifts.cancel.spins', { count: left }));
    if (gift.amount_cents > 0) lines.push(t('gifts.cancel.spin_winnings', { amount: money(gift.amount_cents) }));
  } else if (gift.stage === 'handle_bets') {
    lines.push(t('gifts.cancel.bonus_active', { amount: money(gift.amount_cents) }));
  } else {
    lines.push(t('gifts.cancel.bonus_offer', { amount: money(gift.amount_cents) }));
  }
  if (gift.stage === 'handle_bets' && gift.amount_wager_requirement_cents > 0) {
    lines.push(t('gifts.cancel.progress', { percent: giftWageringPercent(gift) }));
  }
  return lines;
}

/** The confirmation before a gift is canceled: nothing is removed until the player confirms. */
export function CancelDialog({
  gift,
  busy,
  onConfirm,
  onClose,
}: {
  gift: Gift;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = `gift-cancel-${gift.id}`;
  const title = giftTitle(gift, (key) => t(key));
  return (
    <Modal titleId={titleId} onClose={onClose} className="gift-cancel">
      <h2 id={titleId}>{t('gifts.cancel.title', { title })}</h2>
      <p>{t('gifts.cancel.intro')}</p>
      <ul data-testid="gift-forfeit">
        {forfeitLines(gift, t, (cents) => format.money(cents, gift.currency)).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t('gifts.cancel.real_money')}</p>
      <div className="gift-cancel__actions">
        <button type="button" className="button button--ghost" onClick={onClose} autoFocus>
          {t('gifts.cancel.keep')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {t('gifts.cancel.confirm')}
        </button>
      </div>
    </Modal>
  );
}
