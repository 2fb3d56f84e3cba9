import type { PopupProps } from '../../common/popups/types';
import './notifications.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { playerQuery } from '../../common/player/player-query';
import { NotificationItem } from './notification-item';
import { useNotifications } from './use-notifications';

/** The notifications centre (modal-notifications), opened from the header bell and the sidebar. */
export default function NotificationsCentre({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const playerId = useQuery(playerQuery(browserApi())).data?.id ?? null;
  const { list, remove, markRead, failed, more, loadingMore } = useNotifications(playerId);
  // Opening the centre is seeing them: read on every device, so every counter goes back to zero.
  useEffect(() => {
    markRead();
  }, [markRead, list.length]);
  return (
    <div className="popup-panel notifications">
      <h2 id={titleId}>{t('notifications.title')}</h2>
      {failed ? (
        <p className="notifications__empty" role="alert">
          {t('notifications.load_failed')}
        </p>
      ) : list.length === 0 ? (
        <p className="notifications__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="notifications__list">
          {list.map((item) => (
            <NotificationItem key={item.notification.id} item={item} onRemove={remove} onFollow={close} />
          ))}
        </ul>
      )}
      {more && (
        <button
          type="button"
          className="button button--secondary notifications__more"
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
          onClick={more}
        >
          {t('notifications.more')}
        </button>
      )}
      <p className="notifications__hint">{t('notifications.shared_hint')}</p>
    </div>
  );
}
