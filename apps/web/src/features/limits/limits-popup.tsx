import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import type { PopupProps } from '../../common/popups/types';
import { accountsQuery } from '../../common/player/player-query';
import { limitsQuery } from './api';
import { LimitsPage } from './limits-page';

/** LIM-08: the modal-limits popup, the limits page over the current page (from a reached-limit toast, the game page). */
export default function LimitsPopup({ titleId }: PopupProps) {
  const { t } = useTranslation();
  const limits = useQuery(limitsQuery(browserApi())).data;
  const accounts = useQuery(accountsQuery(browserApi())).data;
  const currency = accounts?.find((account) => account.active)?.currency ?? accounts?.[0]?.currency;
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('limits.title')}</h2>
      {limits && accounts && currency ? (
        <LimitsPage
          initial={limits}
          currency={currency}
          currencies={[...new Set([currency, ...accounts.map((account) => account.currency)])]}
        />
      ) : (
        <p role="status">{t('limits.loading')}</p>
      )}
    </div>
  );
}
