import { emailSchema } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { requestPasswordReset } from './api';
import { FormField } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';

/** The remind form (AUTH-19): always the same answer, whether the address has an account or not. */
export function RemindForm() {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailSchema.safeParse(String(new FormData(event.currentTarget).get('email') ?? ''));
    if (!email.success) return setError(email.error.issues[0]?.message);
    try {
      await requestPasswordReset(browserApi(), email.data);
      setSent(true);
    } catch (failure) {
      setError(Object.values(fieldErrors(failure))[0]?.[0]);
    }
  }

  if (sent) return <p role="status">{t('auth.reset.sent')}</p>;
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={t('auth.email')} name="email" type="email" autoComplete="email" error={error} />
      <button type="submit" className="button button--primary">
        {t('auth.submit.remind')}
      </button>
    </form>
  );
}
