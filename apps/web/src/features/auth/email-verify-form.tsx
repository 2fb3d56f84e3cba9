import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { emailSchema } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { resendConfirmation } from './api';
import { solveCaptcha } from './captcha';
import { FormError, FormField } from '../../common/forms/form-field';
import { playerQuery } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

const schema = z.object({ email: emailSchema });
type Values = z.infer<typeof schema>;

/**
 * AUTH-03 AUTH-21: asks for the confirmation mail again (POST /api/users/confirmation). A guest
 * solves the captcha the endpoint requires; a signed-in player resending to their own address
 * need not, the session vouches for them. A 422 shows the email (or captcha) error.
 */
export function EmailVerifyForm() {
  const { t } = useTranslation();
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const own = player && player.confirmed_at === null ? player.email : '';
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: own } });
  const { errors, isSubmitting } = form.formState;
  // The player may load after the form: their address fills the field until it is typed in.
  useEffect(() => {
    if (!form.getFieldState('email').isDirty) form.resetField('email', { defaultValue: own });
  }, [own, form]);

  async function submit({ email }: Values): Promise<void> {
    try {
      const api = browserApi();
      const captcha = own && email.toLowerCase() === own.toLowerCase() ? undefined : await solveCaptcha(api);
      await resendConfirmation(api, email, captcha);
      setSent(email);
    } catch (failure) {
      const found = Object.entries(fieldErrors(failure));
      const email = found.find(([field]) => field === 'email')?.[1]?.[0];
      const other = found.find(([field]) => field !== 'email')?.[1]?.[0];
      if (email) form.setError('email', { message: t(email) });
      if (other) form.setError('root', { message: t(other) });
    }
  }

  if (sent) return <p role="status">{t('auth.confirmation.sent', { email: sent })}</p>;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      aria-busy={isSubmitting || undefined}
    >
      <p>{t('auth.email_verify.intro')}</p>
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('auth.confirmation.resend')}
      </button>
    </form>
  );
}
