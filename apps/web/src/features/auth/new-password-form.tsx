import { passwordSchema } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { restorePassword } from './api';
import { FormError, NewPasswordFields } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';

/** The new-password form (AUTH-19): the token from the mailed link and the new password twice. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmation = String(form.get('password_confirmation') ?? '');
    const checked = passwordSchema().safeParse(password);
    if (!checked.success) return setErrors({ password: checked.error.issues.map((i) => i.message) });
    try {
      await restorePassword(browserApi(), token, password, confirmation);
      onDone();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordFields errors={errors} />
      <FormError message={errors['reset_password_token']?.[0] ?? errors['base']?.[0]} />
      <button type="submit" className="button button--primary">
        {t('auth.new_password.title')}
      </button>
    </form>
  );
}
