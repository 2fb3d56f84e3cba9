import { zodResolver } from '@hookform/resolvers/zod';
import { updateDetailsRequestSchema, type Player } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../../api/server-api';
import { useLocalePath } from '../../../i18n/locale';
import type { PopupProps } from '../../../common/popups/types';
import { playerKeys } from '../../../common/player/player-query';

/**
 * AUTH-22 AUTH-23: the terms popup, shown while auth_fields_missed names terms_acceptance. Neither
 * the overlay nor Escape closes it (SHELL-12); accepting posts update_details and the answer, the
 * player without the missing field, closes it.
 */
export default function TermsPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const checkboxId = useId();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof updateDetailsRequestSchema>['user']>({
    resolver: zodResolver(updateDetailsRequestSchema.shape.user),
  });
  const checked = useWatch({ control: form.control, name: 'terms_acceptance' }) === true;
  const accept = useMutation({
    mutationFn: async (user: { terms_acceptance: true }) =>
      (await browserApi().post<Player>('/api/auth_providers/update_details', { user })).data,
    onSuccess: (player) => {
      queryClient.setQueryData(playerKeys.player, player);
      close();
    },
  });
  return (
    <form
      className="popup-panel"
      onSubmit={(event) => void form.handleSubmit((user) => accept.mutateAsync(user).catch(() => undefined))(event)}
    >
      <h2 id={titleId}>{t('shell.popup.terms.title')}</h2>
      <p>{t('shell.popup.terms.text')}</p>
      <p>
        <a href={to('/terms-and-conditions')} target="_blank" rel="noopener">
          {t('shell.popup.terms.link')}
        </a>
      </p>
      <p className="field field--checkbox">
        <input id={checkboxId} type="checkbox" {...form.register('terms_acceptance')} />
        <label htmlFor={checkboxId}>{t('auth.terms.accept')}</label>
      </p>
      {accept.isError && <p role="alert">{t('auth.terms.failed')}</p>}
      <button type="submit" className="button button--primary" disabled={!checked || form.formState.isSubmitting}>
        {t('auth.terms.submit')}
      </button>
    </form>
  );
}
