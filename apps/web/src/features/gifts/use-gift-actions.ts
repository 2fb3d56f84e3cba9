import type { Gift } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { isHttpError } from '../../api/is-http-error';
import { activateGift, deleteGift, giftKeys } from '../../common/gifts/api';
import { accountsKey } from '../../common/player/player-query';
import { useFormat } from '../../i18n/format';

/** A refused gift call in the player's words: 404 and 409 mean the gift changed meanwhile (requirements §promo-8). */
function giftErrorText(t: TFunction, error: unknown): string {
  const status = isHttpError(error) ? error.response?.status : undefined;
  if (status === 404 || status === 409 || status === 422) return t('gifts.error.changed');
  return t('gifts.error.generic');
}

/**
 * Activation (GIFT-12) and cancelation (GIFT-13) of the page's gifts: one call at a time per gift,
 * the lists and the balance reloaded after it, the outcome announced in `status`.
 */
export function useGiftActions() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState('');
  const reload = () =>
    Promise.all(
      [giftKeys.bonuses, giftKeys.freespins, accountsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const failed = (gift: Gift) => (error: unknown) => setErrors((all) => ({ ...all, [gift.id]: giftErrorText(t, error) }));
  const started = (gift: Gift) => {
    setStatus('');
    setErrors((all) => ({ ...all, [gift.id]: '' }));
  };

  const activate = useMutation({
    mutationFn: (gift: Gift) => activateGift(browserApi(), gift),
    onMutate: started,
    onSuccess: () => setStatus(t('gifts.status.activated')),
    onError: (error, gift) => failed(gift)(error),
    onSettled: reload,
  });
  const cancel = useMutation({
    mutationFn: (gift: Gift) => deleteGift(browserApi(), gift),
    onMutate: started,
    onSuccess: (answer) =>
      setStatus(
        answer.forfeited_cents > 0
          ? t('gifts.status.canceled_forfeit', { amount: format.money(answer.forfeited_cents, answer.gift.currency) })
          : t('gifts.status.canceled'),
      ),
    onError: (error, gift) => failed(gift)(error),
    onSettled: reload,
  });
  const pendingId = activate.isPending ? activate.variables?.id : cancel.isPending ? cancel.variables?.id : undefined;
  return {
    activate: (gift: Gift) => activate.mutate(gift),
    cancel: (gift: Gift, done: () => void) => cancel.mutate(gift, { onSettled: done }),
    busy: (gift: Gift) => pendingId === gift.id,
    errorOf: (gift: Gift) => errors[gift.id] || undefined,
    status,
  };
}
