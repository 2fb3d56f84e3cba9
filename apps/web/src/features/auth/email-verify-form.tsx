import { useQuery } from '@tanstack/react-query';
import { emailSchema } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { resendConfirmation } from './api';
import { solveCaptcha } from './captcha';
import { FormError, FormField } from '../../common/forms/form-field';
import { playerQuery } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

/**
 * AUTH-03 AUTH-21: asks for the confirmation mail again (POST /api/users/confirmation). A guest
 * solves the captcha the endpoint requires; a signed-in player resending to their own address
 * need not, the session vouches for them. A 422 shows the email (or captcha) error.
 */
export function EmailVerifyForm() {
  const { t } = useTranslation();
  const player = useQuery(playerQuery(browserApi())).data ?? null;
  const own = player && player.confirmed_at === null ? player.email : '';
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailSchema.safeParse(String(new FormData(event.currentTarget).get('email') ?? ''));
    if (!email.success) return setErrors({ email: [email.error.issues[0]?.message ?? ''] });
    setBusy(true);
    try {
      const api = browserApi();
      const captcha = own && email.data.toLowerCase() === own.toLowerCase() ? undefined : await solveCaptcha(api);
      await resendConfirmation(api, email.data, captcha);
      setSent(email.data);
    } catch (failure) {
      setErrors(fieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <p role="status">{t('auth.confirmation.sent', { email: sent })}</p>;
  const other = Object.entries(errors).find(([field]) => field !== 'email')?.[1]?.[0];
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <p>{t('auth.email_verify.intro')}</p>
      <FormField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={own}
        required
        error={errors['email']?.[0] ? t(errors['email'][0]) : undefined}
      />
      <FormError message={other ? t(other) : undefined} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('auth.confirmation.resend')}
      </button>
    </form>
  );
}
