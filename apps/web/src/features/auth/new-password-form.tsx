import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema } from '@casino/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { restorePassword } from './api';
import { FormError, NewPasswordFields } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';

/** The new password is checked here; whether the confirmation matches is the server's answer. */
const schema = z.object({ password: passwordSchema(), password_confirmation: z.string() });
type Values = z.infer<typeof schema>;

/** The new-password form (AUTH-19): the token from the mailed link and the new password twice. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', password_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit({ password, password_confirmation }: Values): Promise<void> {
    try {
      await restorePassword(browserApi(), token, password, password_confirmation);
      onDone();
    } catch (failure) {
      const found = fieldErrors(failure);
      for (const field of ['password', 'password_confirmation'] as const) {
        const message = found[field]?.[0];
        if (message) form.setError(field, { message });
      }
      const other = found['reset_password_token']?.[0] ?? found['base']?.[0];
      if (other) form.setError('root', { message: other });
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <NewPasswordFields
        fields={{ password: form.register('password'), password_confirmation: form.register('password_confirmation') }}
        errors={{ password: errors.password?.message, password_confirmation: errors.password_confirmation?.message }}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('auth.new_password.title')}
      </button>
    </form>
  );
}
