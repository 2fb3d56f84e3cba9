import { giftWageringPercent, type Account } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { bonusesQuery } from './api';

type Wallet = Pick<Account, 'amount_cents' | 'available_to_cashout_cents' | 'currency'>;

/** The part of a wallet that cannot be withdrawn: bonus money still wagering (decision 044). */
const lockedBonusCents = (wallet: Wallet): number => Math.max(0, wallet.amount_cents - wallet.available_to_cashout_cents);

/**
 * Why part of the balance cannot be withdrawn while a bonus wagers, and how much: the bonus
 * money, and the wagering of the bonus that holds it (GIFT-21). Nothing when all of it may go.
 */
export function LockedBonusNotice({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locked = lockedBonusCents(wallet);
  const bonuses = useQuery({ ...bonusesQuery(browserApi()), enabled: locked > 0 });
  if (locked === 0) return null;
  const wagering = bonuses.data?.find((gift) => gift.stage === 'handle_bets' && gift.currency === wallet.currency);
  return (
    <p className="cashbox__notice" data-testid="locked-bonus">
      {t('gifts.locked.amount', { amount: format.money(locked, wallet.currency) })}
      {wagering &&
        ` ${t('gifts.locked.progress', {
          percent: giftWageringPercent(wagering),
          wagered: format.money(wagering.amount_wager_cents, wallet.currency),
          total: format.money(wagering.amount_wager_requirement_cents, wallet.currency),
        })}`}
    </p>
  );
}
