import type { NotificationAction } from '@casino/contracts';
import { useCallback, useState } from 'react';
import { browserApi } from '../../api/server-api';

/**
 * Runs a notification's action. While the request runs the notice is waiting (its button is
 * disabled); a failed request resets the waiting flag so the player can try again (NOTIF-08).
 */
export function useNoticeAction(onDone: () => void) {
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = useCallback(
    async (action: NotificationAction) => {
      setWaiting(true);
      setFailed(false);
      try {
        await browserApi().request({ method: action.method, url: action.path, data: action.body ?? {} });
        setWaiting(false);
        onDone();
      } catch {
        setWaiting(false);
        setFailed(true);
      }
    },
    [onDone],
  );
  return { waiting, failed, run };
}
