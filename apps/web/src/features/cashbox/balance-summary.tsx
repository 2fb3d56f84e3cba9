import { balanceView, type Account } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/**
 * A wallet's balance view (PAY-14, PAY-15): real money, bonus money (total minus the cashout
 * part) and the wagering progress, floored; crypto in its display units (PAY-11).
 */
export function BalanceSummary({ account, currency }: { account: Account | undefined; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A player without a wallet yet has an empty one in the profile's currency.
  const view = balanceView(
    account ?? { amount_cents: 0, available_to_cashout_cents: 0, total_wagering_cents: 0, wagered_cents: 0 },
  );
  return (
    <dl className="balance-summary">
      <div>
        <dt>{t('cashbox.balance.real')}</dt>
        <dd>{format.money(view.real_cents, currency)}</dd>
      </div>
      <div>
        <dt>{t('cashbox.balance.bonus')}</dt>
        <dd>{format.money(view.bonus_cents, currency)}</dd>
      </div>
      {view.total_wagering_cents > 0 && (
        <div className="balance-summary__wagering">
          <dt>{t('cashbox.balance.wagering')}</dt>
          <dd>
            <progress max={100} value={view.wagering_percent} aria-label={t('cashbox.balance.wagering')} />{' '}
            {t('cashbox.balance.wagering_value', {
              percent: view.wagering_percent,
              wagered: format.money(view.wagered_cents, currency),
              total: format.money(view.total_wagering_cents, currency),
            })}
          </dd>
        </div>
      )}
    </dl>
  );
}
