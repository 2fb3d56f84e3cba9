import type { PopupProps } from '../../common/popups/types';
import './notifications.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { NotificationItem } from './notification-item';
import { useNotifications } from './use-notifications';

/** The accepted-messages popup: the notices that wait for the player's answer, each with its action. */
export default function AcceptedMessagesPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const playerId = useQuery(playerQuery(browserApi())).data?.id ?? null;
  const { list, remove } = useNotifications(playerId);
  const waiting = list.filter((item) => item.notification.action !== null);
  return (
    <div className="popup-panel notifications">
      <h2 id={titleId}>{t('widgets.accepted.title')}</h2>
      {waiting.length === 0 ? (
        <p className="notifications__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications__list">
          {waiting.map((item) => (
            <NotificationItem key={item.notification.id} item={item} onRemove={remove} onFollow={close} />
          ))}
        </ul>
      )}
      <button type="button" className="button button--secondary" onClick={close}>
        {t('widgets.later')}
      </button>
    </div>
  );
}
