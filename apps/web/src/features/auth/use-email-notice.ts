import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useHeaderNotices, type HeaderNotice } from '../../common/notices/header-notices';
import { useToasts } from '../../common/notices/toasts';
import { resendConfirmation } from './api';
import { playerQuery } from '../../common/player/player-query';

const NOTICE_ID = 'email-not-confirmed';

/** The address of a signed-in player who has not confirmed it yet, else null. */
export function unconfirmedEmail(player: { email: string; confirmed_at: string | null } | null | undefined): string | null {
  return player && player.confirmed_at === null ? player.email : null;
}

/** AUTH-20 AUTH-21: the notice offering to send the confirmation link again; the answer is a toast. */
export function emailNotice(t: TFunction, email: string, show: ReturnType<typeof useToasts>['show']): HeaderNotice {
  return {
    id: NOTICE_ID,
    text: t('auth.confirmation.notice'),
    action: {
      label: t('auth.confirmation.resend'),
      onClick: () => {
        resendConfirmation(browserApi(), email, undefined).then(
          () => show({ id: NOTICE_ID, kind: 'success', text: t('auth.confirmation.sent', { email }) }),
          (error: unknown) => void refusal(t, error).then((text) => show({ id: NOTICE_ID, kind: 'error', text })),
        );
      },
    },
  };
}

/**
 * Why the link was not sent: the server's word on the address, else a general failure. The field
 * errors' reader loads only then: it names every rule message, which the shell's first chunk
 * does not need (decision 047).
 */
async function refusal(t: TFunction, error: unknown): Promise<string> {
  const failed = t('auth.confirmation.failed');
  try {
    const { fieldErrors } = await import('../../common/forms/field-errors');
    return fieldErrors(error)['email']?.[0] ?? failed;
  } catch {
    return failed;
  }
}

/**
 * AUTH-20: while the signed-in player's address is not confirmed, a header notice offers to send
 * the link again; it goes away at logout (no player) and once the address is confirmed. The shell
 * renders it from the first byte (shell.tsx), this keeps it current.
 */
export function useEmailConfirmationNotice(): void {
  const { t } = useTranslation();
  const { add, remove } = useHeaderNotices();
  const { show } = useToasts();
  const email = unconfirmedEmail(useQuery(playerQuery(browserApi())).data);
  useEffect(() => {
    if (email) add(emailNotice(t, email, show));
    else remove(NOTICE_ID);
  }, [email, add, remove, show, t]);
}
