import { chatVariantOf } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { SupportChat } from '../../features/support/support-chat';
import { VipManagerPanel } from '../../features/support/vip-manager';
import { useLocalePath } from '../../i18n/locale';
import { projectQuery } from '../api';
import type { PopupProps } from '../../common/popups/types';
import { usePopup } from '../../common/popups/use-popup';

/**
 * Support (modal-support, #chat): the live chat for a signed-in player whose chat variant is the
 * live one (ROLE-08), then the other ways to reach the team.
 */
export default function SupportPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { open } = usePopup();
  const project = useQuery(projectQuery(browserApi()));
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const live = player !== null && chatVariantOf(player.groups) === 'live';
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('shell.support.title')}</h2>
      {/* VIP-10: a VIP's support popup leads with their manager. */}
      <VipManagerPanel manager={player?.manager ?? null} />
      {live ? <SupportChat /> : <p>{t('shell.support.text')}</p>}
      {player === null && (
        <p>
          <button type="button" className="link-button" onClick={() => open('modal-login-form')}>
            {t('support.chat.sign_in')}
          </button>
        </p>
      )}
      <ul className="popup-panel__list">
        {project.data && (
          <li>
            <a href={`mailto:${project.data.support_email}`}>{project.data.support_email}</a>
          </li>
        )}
        {project.data && (
          <li>
            <a href={`tel:${project.data.support_phone.replace(/\s/g, '')}`}>{project.data.support_phone}</a>
          </li>
        )}
      </ul>
      <Link className="button button--primary" to={to('/support')} onClick={close}>
        {t('shell.support.form_link')}
      </Link>
    </div>
  );
}
