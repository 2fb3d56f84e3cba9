import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../../api/server-api';
import { playerQuery } from '../../../common/player/player-query';
import { CashboxSkeleton } from '../cashbox-frame';
import { CASHBOX_POPUPS, isCashboxPopup, NEXT_PARAM } from '../paths';
import { PersonalInfoForm } from '../personal-info-form';
import { useCashboxNav } from '../use-cashbox';
import type { PopupProps } from '../../../common/popups/types';

/** modal-user-personal-info: the profile fields the cashbox needs first (PAY-03); saved, the cashbox step it stood for opens. */
export default function PersonalInfoPopup({ titleId }: PopupProps) {
  const { t } = useTranslation();
  const { go, params } = useCashboxNav();
  const player = useQuery(playerQuery(browserApi()));
  const next = params.get(NEXT_PARAM);
  return (
    <div className="popup-panel cashbox">
      <h2 id={titleId}>{t('cashbox.personal.title')}</h2>
      <p>{t('cashbox.personal.hint')}</p>
      {player.isPending ? (
        <CashboxSkeleton />
      ) : player.data ? (
        <PersonalInfoForm
          player={player.data}
          onSaved={() => void go(isCashboxPopup(next) ? next : CASHBOX_POPUPS.dashboard, {}, true)}
        />
      ) : (
        <Link className="button button--primary" to={{ search: '?popup=modal-login-form' }}>
          {t('auth.sign_in.title')}
        </Link>
      )}
    </div>
  );
}
