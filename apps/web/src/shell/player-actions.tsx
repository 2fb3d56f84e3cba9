import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import type { PlayerSummary } from '../common/player/use-player';
import { usePopup } from '../common/popups/use-popup';

// The dropdown's panel brings the cashbox's rules and history with it: only a signed-in player's
// page loads it, after the header. The balance and the deposit button are drawn with the page and
// stay in place whenever the panel arrives (decision 047).
const BalancePanel = lazy(() => import('./balance-panel').then((m) => ({ default: m.BalancePanel })));

/** Deposit button and balance dropdown of a logged-in player (SHELL-02). */
export function PlayerActions({ player }: { player: PlayerSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { open } = usePopup();
  return (
    <div className="player-actions">
      <details className="balance-dropdown">
        <summary>
          <span data-testid="header-balance">{format.money(player.balance_cents, player.currency)}</span>
        </summary>
        <Suspense fallback={null}>
          <BalancePanel player={player} />
        </Suspense>
      </details>
      <button type="button" className="button button--primary" onClick={() => open('modal-cashbox-step-deposit')}>
        {t('shell.deposit')}
      </button>
    </div>
  );
}
