import { useId, useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../i18n/validation';
import { PasswordToggle } from './password-toggle';

/** A labelled input with its error under it, wired for screen readers (WCAG 2.2 AA); a password one has a show-password toggle. */
export function FormField({
  label,
  error: rawError,
  ...input
}: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const error = useFieldError(rawError);
  const [shown, setShown] = useState(false);
  const password = input.type === 'password';
  const field = (
    <input
      id={id}
      className="input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
      type={password && shown ? 'text' : input.type}
    />
  );
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {password ? (
        // Every password input can be shown as text (sign-up, sign-in, new and changed passwords).
        <div className="password-field">
          {field}
          <PasswordToggle inputId={id} shown={shown} onToggle={() => setShown((value) => !value)} />
        </div>
      ) : (
        field
      )}
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormError({ message: rawMessage }: { message?: string }) {
  const message = useFieldError(rawMessage);
  if (!message) return null;
  return (
    <p className="form__error" role="alert">
      {message}
    </p>
  );
}

/** A new password and its confirmation, as the reset and the password-change forms ask them. */
export function NewPasswordFields({
  fields,
  errors,
}: {
  fields: Record<'password' | 'password_confirmation', UseFormRegisterReturn>;
  errors: { password?: string; password_confirmation?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...fields.password}
      />
      <FormField
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation}
        {...fields.password_confirmation}
      />
    </>
  );
}
