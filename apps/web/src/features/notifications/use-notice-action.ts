import type { NotificationAction } from '@casino/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useToasts } from '../../common/notices/toasts';

export interface NoticeActionState {
  /** The request runs: the action's button is disabled. */
  waiting: boolean;
  /** The last request failed: the button is usable again and an error is shown. */
  failed: boolean;
}

type NoticeRequest = (request: { method: NotificationAction['method']; url: string; data: object }) => Promise<unknown>;

/**
 * Runs a notification's action: waiting while the request runs, then done (true) or, when the
 * request fails, not waiting any more and failed (false), so the player can try again (NOTIF-08).
 */
export async function runNoticeAction(
  action: NotificationAction,
  request: NoticeRequest,
  update: (state: NoticeActionState) => void,
): Promise<boolean> {
  update({ waiting: true, failed: false });
  try {
    await request({ method: action.method, url: action.path, data: action.body ?? {} });
    update({ waiting: false, failed: false });
    return true;
  } catch {
    update({ waiting: false, failed: true });
    return false;
  }
}

/** The action of one notice: on success the notice goes (`onDone`), on failure an error toast. */
export function useNoticeAction(onDone: () => void) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [state, setState] = useState<NoticeActionState>({ waiting: false, failed: false });
  const run = useCallback(
    async (action: NotificationAction) => {
      const done = await runNoticeAction(action, (config) => browserApi().request(config), setState);
      if (done) {
        toasts.show({ id: 'notice-action', kind: 'success', text: t('notifications.action_done') });
        onDone();
      } else toasts.show({ id: 'notice-action', kind: 'error', text: t('notifications.action_failed') });
    },
    [onDone, t, toasts],
  );
  return { ...state, run };
}
