import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useHeaderNotices } from '../../common/notices/header-notices';
import { useToasts } from '../../common/notices/toasts';
import { resendConfirmation } from './api';
import { playerQuery } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

const NOTICE_ID = 'email-not-confirmed';

/**
 * AUTH-20: while the signed-in player's address is not confirmed, a header notice offers to send
 * the link again; it goes away at logout (no player) and once the address is confirmed. AUTH-21:
 * the answer is a toast, the first email error on 422.
 */
export function useEmailConfirmationNotice(): void {
  const { t } = useTranslation();
  const { add, remove } = useHeaderNotices();
  const { show } = useToasts();
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const email = player && player.confirmed_at === null ? player.email : null;
  useEffect(() => {
    if (!email) {
      remove(NOTICE_ID);
      return;
    }
    add({
      id: NOTICE_ID,
      text: t('auth.confirmation.notice'),
      action: {
        label: t('auth.confirmation.resend'),
        onClick: () => {
          resendConfirmation(browserApi(), email, undefined).then(
            () => show({ id: NOTICE_ID, kind: 'success', text: t('auth.confirmation.sent', { email }) }),
            (error: unknown) => {
              const text = fieldErrors(error)['email']?.[0] ?? t('auth.confirmation.failed');
              show({ id: NOTICE_ID, kind: 'error', text });
            },
          );
        },
      },
    });
  }, [email, add, remove, show, t]);
}
