import { zodResolver } from '@hookform/resolvers/zod';
import { registrationRequestSchema, type Locale } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { useFieldError } from '../../i18n/validation';
import { useLocalePath } from '../../i18n/locale';
import { registerPlayer } from './api';
import { deviceFingerprint } from '../../common/device/fingerprint';
import { FormError, FormField } from '../../common/forms/form-field';
import { useBackgroundCaptcha } from './use-background-captcha';
import { playerKeys } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

type Values = z.infer<typeof registrationRequestSchema>['user'];
const FIELDS = ['email', 'password', 'password_confirmation', 'currency', 'terms_acceptance'] as const;

/**
 * The sign-up form (AUTH-10): the registration context's fields, a captcha, then signed in. It
 * shows at once; the captcha is solved in the background meanwhile, and a player faster than it
 * sees the button say so. The currency offered first may arrive after the form (the popup asks
 * for it).
 */
export function RegistrationForm({
  locale,
  currency,
  onRegistered,
}: {
  locale: Locale;
  currency: string | undefined;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(registrationRequestSchema.shape.user),
    defaultValues: { email: '', password: '', password_confirmation: '', currency: currency ?? '', locale },
  });
  const { errors, isSubmitting } = form.formState;
  const termsError = useFieldError(errors.terms_acceptance?.message);
  const captchaSolution = useBackgroundCaptcha();
  useEffect(() => {
    if (currency && !form.getValues('currency')) form.setValue('currency', currency);
  }, [currency, form]);

  async function submit(values: Values): Promise<void> {
    const api = browserApi();
    try {
      const [captcha, dfpc] = await Promise.all([captchaSolution.take(), deviceFingerprint()]);
      const player = await registerPlayer(api, { ...values, locale, dfpc, ...(captcha ? { captcha } : {}) });
      queryClient.setQueryData(playerKeys.player, player);
      onRegistered();
    } catch (error) {
      captchaSolution.renew();
      for (const [field, messages] of Object.entries(fieldErrors(error))) {
        const name = ((FIELDS as readonly string[]).includes(field) ? field : 'root') as keyof Values | 'root';
        form.setError(name, { message: t(messages[0] ?? '') });
      }
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <div className="form__field form__field--check">
        <label>
          <input type="checkbox" {...form.register('terms_acceptance')} /> {t('auth.terms.accept')}
        </label>
        {termsError && <p className="form__error">{termsError}</p>}
        {/* The terms open beside the form (a new tab), so what the player typed stays. */}
        <a href={to('/terms-and-conditions')} target="_blank" rel="noopener">
          {t('shell.popup.terms.link')}
        </a>
      </div>
      <FormError message={errors.root?.message ?? errors.currency?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && !captchaSolution.ready ? t('auth.captcha.verifying') : t('auth.submit.sign_up')}
      </button>
    </form>
  );
}
