import { depositBonusCodeSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import './profile-account.css';
import { clearBonusCode, setBonusCode } from './promocode-api';
import { playerKeys } from '../../common/player/player-query';

/** /profile/promocode (PROF-02, GIFT-17): the player's deposit promo code, set and cleared here. */
export function PromocodePage({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<'saved' | 'cleared' | null>(null);

  async function refresh(next: 'saved' | 'cleared') {
    setError(undefined);
    setStatus(next);
    await Promise.all([queryClient.invalidateQueries({ queryKey: playerKeys.player }), revalidator.revalidate()]);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = String(new FormData(form).get('deposit_bonus_code') ?? '').trim();
    setStatus(null);
    if (!depositBonusCodeSchema.safeParse(value).success) {
      setError(t('account.promocode.invalid'));
      return;
    }
    try {
      await setBonusCode(browserApi(), value);
      form.reset();
      await refresh('saved');
    } catch {
      setError(t('account.promocode.failed'));
    }
  }

  async function clear() {
    try {
      await clearBonusCode(browserApi());
      await refresh('cleared');
    } catch {
      setError(t('account.promocode.failed'));
    }
  }

  return (
    <div className="profile-promocode">
      <p data-testid="current-promocode">{code ? t('account.promocode.current', { code }) : t('account.promocode.none')}</p>
      <p>{t('account.promocode.hint')}</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('account.promocode.label')}
          name="deposit_bonus_code"
          autoComplete="off"
          maxLength={32}
          error={error}
        />
        <p role="status">{status ? t(`account.promocode.${status}`) : ''}</p>
        <div className="profile-promocode__actions">
          <button type="submit" className="button button--primary">
            {t('account.promocode.submit')}
          </button>
          {code && (
            <button type="button" className="button button--ghost" onClick={() => void clear()}>
              {t('account.promocode.clear')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
