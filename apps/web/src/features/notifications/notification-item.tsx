import type { Notification } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { buttonPath } from './paths';
import type { InboxNotification } from './store';
import { useNoticeAction } from './use-notice-action';

/** One notification of the centre: title, text, when, its button and action, and a delete button. */
export function NotificationItem({
  item,
  onRemove,
  onFollow,
}: {
  item: InboxNotification;
  onRemove: (id: string) => void;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const format = useFormat();
  const { notification } = item;
  const remove = useCallback(() => onRemove(notification.id), [onRemove, notification.id]);
  const action = useNoticeAction(remove);
  const path = buttonPath(notification);
  const headingId = `notification-${notification.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <li className="notification" data-unread={item.read ? undefined : 'true'} aria-labelledby={headingId}>
      <div className="notification__body">
        <h3 id={headingId} className="notification__title">
          {notification.title}
        </h3>
        <p className="notification__text">{notification.text}</p>
        <p className="notification__meta">
          <time dateTime={new Date(item.received_at).toISOString()}>
            {t('notifications.received', { time: format.dateTime(new Date(item.received_at)) })}
          </time>
          {notification.end_at && <> · {t('notifications.ends', { date: format.dateTime(notification.end_at) })}</>}
        </p>
        <Buttons notification={notification} path={path} onFollow={onFollow} to={to} action={action} />
        {action.failed && (
          <p className="notification__error" role="alert">
            {t('notifications.action_failed')}
          </p>
        )}
      </div>
      <button
        type="button"
        className="icon-button notification__delete"
        aria-label={t('notifications.delete', { title: notification.title })}
        onClick={remove}
      >
        ×
      </button>
    </li>
  );
}

function Buttons({
  notification,
  path,
  onFollow,
  to,
  action,
}: {
  notification: Notification;
  path: string | null;
  onFollow: () => void;
  to: (path: string) => string;
  action: ReturnType<typeof useNoticeAction>;
}) {
  if (!path && !notification.action) return null;
  return (
    <div className="notification__buttons">
      {path && notification.content?.button && (
        <Link className="button button--secondary" to={to(path)} onClick={onFollow}>
          {notification.content.button.title}
        </Link>
      )}
      {notification.action && (
        <button
          type="button"
          className="button button--primary"
          disabled={action.waiting}
          aria-busy={action.waiting || undefined}
          onClick={() => notification.action && void action.run(notification.action)}
        >
          {notification.action.title}
        </button>
      )}
    </div>
  );
}
