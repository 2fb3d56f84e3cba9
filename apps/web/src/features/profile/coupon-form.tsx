import { zodResolver } from '@hookform/resolvers/zod';
import { GIFT_CODE_REFUSALS, couponRequestSchema, type CouponResponse } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';
import { giftKeys, redeemCoupon } from '../../common/gifts/api';
import { giftTitle } from '../../common/gifts/rules';
import { accountsKey } from '../../common/player/player-query';
import { useLocalePath } from '../../i18n/locale';

/** Why the server gave no gift, in the player's words; any other failure is the generic one (requirements §promo-8). */
export function couponErrorText(t: TFunction, error: unknown): string {
  const reason = fieldErrors(error)['coupon_code']?.[0];
  return (GIFT_CODE_REFUSALS as readonly string[]).includes(reason ?? '')
    ? t(`gifts.coupon.refused.${reason}`)
    : t('gifts.coupon.failed');
}

/** GIFT-20: a coupon sent with POST /api/bonuses/coupon {coupon_code}; its gift is announced and the gift lists reload. */
export function CouponForm() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [redeemed, setRedeemed] = useState<CouponResponse | null>(null);
  const form = useForm({ resolver: zodResolver(couponRequestSchema), defaultValues: { coupon_code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ coupon_code }) => {
    setRedeemed(null);
    try {
      setRedeemed(await redeemCoupon(browserApi(), coupon_code));
      form.reset();
      await Promise.all(
        [giftKeys.bonuses, giftKeys.freespins, accountsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } catch (error) {
      form.setError('coupon_code', { type: 'manual', message: couponErrorText(t, error) });
    }
  });

  const error = errors.coupon_code;
  return (
    <form className="form profile-coupon" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>{t('gifts.coupon.title')}</h2>
      <p>{t('gifts.coupon.hint')}</p>
      <FormField
        label={t('gifts.coupon.label')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        error={error ? (error.type === 'manual' ? error.message : t('gifts.coupon.invalid')) : undefined}
        {...form.register('coupon_code')}
      />
      <div role="status" data-testid="coupon-result">
        {redeemed && (
          <p>
            {t('gifts.coupon.redeemed', { title: giftTitle(redeemed.gift, (key) => t(key)) })}{' '}
            <Link to={to('/profile/gifts')}>{t('gifts.coupon.open_gifts')}</Link>
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('gifts.coupon.submit')}
      </button>
    </form>
  );
}
