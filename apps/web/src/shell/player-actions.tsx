import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import type { ShellPlayer } from './player';
import { usePopup } from './popups/use-popup';

/** Deposit button and balance dropdown of a logged-in player (SHELL-02). */
export function PlayerActions({ player }: { player: ShellPlayer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { open } = usePopup();
  return (
    <div className="player-actions">
      <details className="balance-dropdown">
        <summary>{format.money(player.balance_cents, player.currency)}</summary>
        <p>{t('shell.balance')}</p>
      </details>
      <button type="button" className="button button--primary" onClick={() => open('modal-cashbox-step-deposit')}>
        {t('shell.deposit')}
      </button>
    </div>
  );
}
