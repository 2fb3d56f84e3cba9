import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../api/server-api';
import { accountsQuery } from '../common/player/player-query';
import { BalanceSummary } from '../features/cashbox/balance-summary';
import { useCanceledDepositNotice } from '../features/cashbox/use-canceled-deposit-notice';
import type { PlayerSummary } from '../common/player/use-player';
import { usePopup } from '../common/popups/use-popup';
import { useToasts } from '../common/notices/toasts';

/**
 * The balance dropdown's panel (SHELL-02): real, bonus and wagering (PAY-15) and the way to the
 * cashbox; and, wherever the player is, the canceled-deposit warning (PAY-22).
 */
export function BalancePanel({ player }: { player: PlayerSummary }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const toasts = useToasts();
  const active = useQuery(accountsQuery(browserApi())).data?.find((account) => account.active);
  useCanceledDepositNotice(
    true,
    useCallback((notice) => toasts.show({ ...notice, kind: 'warning' }), [toasts]),
  );
  return (
    <div className="balance-dropdown__panel">
      <p>{t('shell.balance')}</p>
      <BalanceSummary account={active} currency={player.currency} />
      <button
        type="button"
        className="button button--ghost"
        onClick={(event) => {
          event.currentTarget.closest('details')?.removeAttribute('open');
          open('modal-cashbox-dashboard');
        }}
      >
        {t('cashbox.title')}
      </button>
    </div>
  );
}
