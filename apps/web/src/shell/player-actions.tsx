import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../api/server-api';
import { accountsQuery } from '../common/player/player-query';
import { BalanceSummary } from '../features/cashbox/balance-summary';
import { useCanceledDepositNotice } from '../features/cashbox/use-canceled-deposit-notice';
import { useFormat } from '../i18n/format';
import type { PlayerSummary } from '../common/player/use-player';
import { usePopup } from '../common/popups/use-popup';
import { useToasts } from '../common/notices/toasts';

/** Deposit button and balance dropdown of a logged-in player (SHELL-02): real, bonus and wagering (PAY-15). */
export function PlayerActions({ player }: { player: PlayerSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { open } = usePopup();
  const toasts = useToasts();
  const active = useQuery(accountsQuery(browserApi())).data?.find((account) => account.active);
  // PAY-22: the canceled-deposit warning, wherever the player is.
  useCanceledDepositNotice(
    true,
    useCallback((notice) => toasts.show({ ...notice, kind: 'warning' }), [toasts]),
  );
  return (
    <div className="player-actions">
      <details className="balance-dropdown">
        <summary>
          <span data-testid="header-balance">{format.money(player.balance_cents, player.currency)}</span>
        </summary>
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
      </details>
      <button type="button" className="button button--primary" onClick={() => open('modal-cashbox-step-deposit')}>
        {t('shell.deposit')}
      </button>
    </div>
  );
}
