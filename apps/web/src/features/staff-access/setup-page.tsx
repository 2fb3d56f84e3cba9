import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isHttpError } from '../../api/is-http-error';
import { useSetUp } from './api';
import './staff-access.css';

const K = 'staff_access.setup';

/**
 * The page of an invitation's or a reset's link (/staff/setup?token=, decision 066): a new
 * password; two-factor is enrolled at the sign-in it leads to, which starts with the address.
 */
export function StaffSetupPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const setUp = useSetUp();
  const form = useForm({ defaultValues: { password: '', repeat: '' } });
  const mismatch = form.formState.errors.repeat !== undefined;
  const submit = form.handleSubmit(({ password }) =>
    setUp.mutate({ token, password }, { onSuccess: ({ email }) => void navigate(`/staff?email=${encodeURIComponent(email)}`) }),
  );
  const refused = isHttpError(setUp.error)
    ? (setUp.error.response?.data as { errors?: Record<string, unknown> } | undefined)
    : undefined;
  const problem = !token
    ? t(`${K}.missing`)
    : refused?.errors?.['password']
      ? t(`${K}.weak`)
      : setUp.isError
        ? t(`${K}.dead_link`)
        : mismatch
          ? t(`${K}.mismatch`)
          : null;
  return (
    <main className="staff-console staff-console--narrow">
      <form className="staff-console__sign-in" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
        <p className="staff-console__note">{t('staff_access.brand')}</p>
        <h1 id={`${id}-title`}>{t(`${K}.title`)}</h1>
        <p>{t(`${K}.intro`)}</p>
        <label htmlFor={`${id}-password`}>{t(`${K}.password`)}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          {...form.register('password')}
        />
        <label htmlFor={`${id}-repeat`}>{t(`${K}.repeat`)}</label>
        <input
          id={`${id}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch}
          {...form.register('repeat', { validate: (repeat, values) => repeat === values.password })}
        />
        {problem && (
          <p role="alert" className="staff-console__error">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={!token || setUp.isPending}>
          {t(`${K}.submit`)}
        </button>
      </form>
    </main>
  );
}
