import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { requestPasswordReset } from './api';
import { FormField } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';

const schema = z.object({ email: emailSchema });
type Values = z.infer<typeof schema>;

/** The remind form (AUTH-19): always the same answer, whether the address has an account or not. */
export function RemindForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit({ email }: Values): Promise<void> {
    try {
      await requestPasswordReset(browserApi(), email);
      setSent(true);
    } catch (failure) {
      // Whatever the refusal names, it is shown under the one field there is.
      form.setError('email', { message: Object.values(fieldErrors(failure))[0]?.[0] });
    }
  }

  if (sent) return <p role="status">{t('auth.reset.sent')}</p>;
  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('auth.submit.remind')}
      </button>
    </form>
  );
}
