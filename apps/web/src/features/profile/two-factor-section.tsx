import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/server-api';
import { FormError, FormField } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';
import './profile-account.css';

type Step = { kind: 'idle' } | { kind: 'scan'; qrSvg: string; secret: string } | { kind: 'codes'; codes: string[] };

/** Two-factor on the security page (PROF-11): password, QR code, first code, recovery codes; off with password and code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function run(event: React.FormEvent<HTMLFormElement>, action: (form: FormData) => Promise<void>) {
    event.preventDefault();
    try {
      await action(new FormData(event.currentTarget));
      setErrors({});
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  }
  const value = (form: FormData, name: string) => String(form.get(name) ?? '');

  const start = (form: FormData) =>
    browserApi()
      .post<{ qr_svg: string; secret: string }>('/api/player/two_factor', { password: value(form, 'password') })
      .then(({ data }) => setStep({ kind: 'scan', qrSvg: data.qr_svg, secret: data.secret }));
  const confirm = (form: FormData) =>
    browserApi()
      .post<{ recovery_codes: string[] }>('/api/player/two_factor/confirm', { code: value(form, 'code') })
      .then(({ data }) => setStep({ kind: 'codes', codes: data.recovery_codes }));
  const disable = (form: FormData) =>
    browserApi()
      .post('/api/player/two_factor/disable', { password: value(form, 'password'), code: value(form, 'code') })
      .then(() => revalidator.revalidate());

  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('profile.security.two_factor')}</h2>
      {step.kind === 'codes' ? (
        <>
          <p>{t('profile.security.recovery_codes')}</p>
          <ul className="recovery-codes">
            {step.codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button"
            onClick={() => void revalidator.revalidate().then(() => setStep({ kind: 'idle' }))}
          >
            {t('profile.security.done')}
          </button>
        </>
      ) : step.kind === 'scan' ? (
        <form className="form" noValidate onSubmit={(event) => void run(event, confirm)}>
          {/* The SVG comes from our own server (qrcode), never from user input. */}
          <div
            className="qr"
            role="img"
            aria-label={t('profile.security.scan')}
            dangerouslySetInnerHTML={{ __html: step.qrSvg }}
          />
          <p className="qr-secret">
            <code>{step.secret}</code>
          </p>
          <FormField
            label={t('auth.otp_attempt')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors['code']?.[0]}
          />
          <button type="submit" className="button button--primary">
            {t('profile.security.enable')}
          </button>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void run(event, enabled ? disable : start)}>
          <FormField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors['password']?.[0]}
          />
          {enabled && (
            <FormField
              label={t('auth.otp_attempt')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors['code']?.[0]}
            />
          )}
          <FormError message={errors['base']?.[0]} />
          <button type="submit" className="button button--primary">
            {t(enabled ? 'profile.security.disable' : 'profile.security.enable')}
          </button>
        </form>
      )}
    </section>
  );
}
