import type { StaffSignInResponse } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/is-http-error';
import { useStaffSignIn } from './api';
import { InStaffLanguage } from './staff-language';

const K = 'staff_access.sign_in';
type Enrolment = Extract<StaffSignInResponse, { status: 'enrol' }>;

/** The address a set-up link's page hands over, so the first sign-in starts with it. */
const emailFromAddress = () =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('email') ?? '');

/**
 * The staff sign-in (decision 066): email, password and the authenticator's code. Without
 * two-factor yet (the first sign-in) the server answers a seed: the form shows its QR code and
 * asks for a first code, which enrols it and signs in. Any refusal of the password is one
 * message, so no field's error is shown apart.
 */
export function StaffSignInForm() {
  return <InStaffLanguage className="staff-console__sign-in">{() => <SignInForm />}</InStaffLanguage>;
}

function SignInForm() {
  const { t } = useTranslation();
  const signIn = useStaffSignIn();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const form = useForm({ defaultValues: { email: emailFromAddress(), password: '', code: '' } });
  const submit = form.handleSubmit(({ email, password, code }) =>
    signIn.mutate(
      { email, password, ...(code ? { code } : {}) },
      { onSuccess: (answer) => answer.status === 'enrol' && setEnrolment(answer) },
    ),
  );
  const error = isHttpError(signIn.error) ? signIn.error.response : undefined;
  const codeRefused = error?.status === 422 && Boolean((error.data as { errors?: { code?: unknown } } | undefined)?.errors?.code);
  const message =
    error?.status === 429 ? t(`${K}.too_many`) : codeRefused ? t(`${K}.bad_code`) : signIn.isError ? t(`${K}.invalid`) : null;
  return (
    <form className="staff-console__sign-in" onSubmit={(event) => void submit(event)} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">{t(enrolment ? 'staff_access.enrol.title' : `${K}.title`)}</h1>
      <label htmlFor="staff-email">{t(`${K}.email`)}</label>
      <input id="staff-email" type="email" autoComplete="username" required {...form.register('email')} />
      <label htmlFor="staff-password">{t(`${K}.password`)}</label>
      <input id="staff-password" type="password" autoComplete="current-password" required {...form.register('password')} />
      {enrolment && <EnrolmentCode enrolment={enrolment} />}
      <label htmlFor="staff-code">{t(`${K}.code`)}</label>
      <input
        id="staff-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required={enrolment !== null}
        aria-describedby="staff-code-hint"
        {...form.register('code')}
      />
      <p id="staff-code-hint" className="staff-console__note">
        {t(`${K}.code_hint`)}
      </p>
      {message && (
        <p role="alert" className="staff-console__error">
          {message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={signIn.isPending}>
        {t(enrolment ? 'staff_access.enrol.submit' : `${K}.submit`)}
      </button>
    </form>
  );
}

/** The seed to add to an authenticator app: its QR code (the server's SVG) and the key to type by hand. */
function EnrolmentCode({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`;
  return (
    <div className="staff-console__enrol" data-testid="staff-enrolment">
      <p>{t('staff_access.enrol.intro')}</p>
      <img src={qr} alt={t('staff_access.enrol.qr_alt')} width={180} height={180} />
      <p>
        {t('staff_access.enrol.manual')} <code data-testid="staff-totp-secret">{enrolment.secret}</code>
      </p>
    </div>
  );
}
