import { zodResolver } from '@hookform/resolvers/zod';
import { depositBonusCodeSchema } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import { playerKeys } from '../../common/player/player-query';
import { CouponForm } from './coupon-form';
import './profile-account.css';
import { clearBonusCode, setBonusCode } from './promocode-api';

const schema = z.object({ deposit_bonus_code: z.string().trim().pipe(depositBonusCodeSchema) });

/** The player's deposit promo code (GIFT-17), set and cleared here, checked by the contracts' rule. */
function DepositCodeForm({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<'saved' | 'cleared' | null>(null);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { deposit_bonus_code: '' } });
  const { errors, isSubmitting } = form.formState;

  async function refresh(next: 'saved' | 'cleared') {
    setStatus(next);
    await Promise.all([queryClient.invalidateQueries({ queryKey: playerKeys.player }), revalidator.revalidate()]);
  }

  const submit = form.handleSubmit(async ({ deposit_bonus_code }) => {
    setStatus(null);
    try {
      await setBonusCode(browserApi(), deposit_bonus_code);
      form.reset();
      await refresh('saved');
    } catch {
      form.setError('deposit_bonus_code', { type: 'manual', message: t('account.promocode.failed') });
    }
  });

  async function clear() {
    setStatus(null);
    try {
      await clearBonusCode(browserApi());
      await refresh('cleared');
    } catch {
      form.setError('deposit_bonus_code', { type: 'manual', message: t('account.promocode.failed') });
    }
  }

  const error = errors.deposit_bonus_code;
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p data-testid="current-promocode">{code ? t('account.promocode.current', { code }) : t('account.promocode.none')}</p>
      <p>{t('account.promocode.hint')}</p>
      <FormField
        label={t('account.promocode.label')}
        autoComplete="off"
        maxLength={32}
        error={error ? (error.type === 'manual' ? error.message : t('account.promocode.invalid')) : undefined}
        {...form.register('deposit_bonus_code')}
      />
      <p role="status">{status ? t(`account.promocode.${status}`) : ''}</p>
      <div className="profile-promocode__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('account.promocode.submit')}
        </button>
        {code && (
          <button type="button" className="button button--ghost" onClick={() => void clear()}>
            {t('account.promocode.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/** /profile/promocode (PROF-02, GIFT-17, GIFT-20): the deposit promo code, and a coupon to redeem for a gift. */
export function PromocodePage({ code }: { code: string | null }) {
  return (
    <div className="profile-promocode">
      <DepositCodeForm code={code} />
      <CouponForm />
    </div>
  );
}
