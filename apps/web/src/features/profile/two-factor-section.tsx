import { zodResolver } from '@hookform/resolvers/zod';
import { passwordConfirmRequestSchema, twoFactorConfirmRequestSchema, twoFactorDisableRequestSchema } from '@casino/contracts';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { FormError, FormField } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';
import './profile-account.css';

type Step = { kind: 'idle' } | { kind: 'scan'; qrSvg: string; secret: string } | { kind: 'codes'; codes: string[] };
type CodeValues = z.infer<typeof twoFactorConfirmRequestSchema>;
type PasswordValues = { password: string; code?: string };

/** A 422's field errors onto the form's fields; a refusal of no field shows as the form's own error. */
function showRefusal<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly string[], failure: unknown) {
  for (const [field, messages] of Object.entries(fieldErrors(failure))) {
    if (fields.includes(field)) form.setError(field as Path<T>, { message: messages[0] });
    else if (field === 'base') form.setError('root', { message: messages[0] });
  }
}

/** Two-factor on the security page (PROF-11): password, QR code, first code, recovery codes; off with password and code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

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
        <ScanForm qrSvg={step.qrSvg} secret={step.secret} onConfirmed={(codes) => setStep({ kind: 'codes', codes })} />
      ) : (
        <PasswordForm
          key={String(enabled)}
          enabled={enabled}
          onStarted={(qrSvg, secret) => setStep({ kind: 'scan', qrSvg, secret })}
          onDisabled={() => revalidator.revalidate()}
        />
      )}
    </section>
  );
}

/** The QR code to scan and the first code from the app, which turns two-factor on. */
function ScanForm({ qrSvg, secret, onConfirmed }: { qrSvg: string; secret: string; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const form = useForm<CodeValues>({ resolver: zodResolver(twoFactorConfirmRequestSchema), defaultValues: { code: '' } });

  async function confirm(values: CodeValues): Promise<void> {
    try {
      const { data } = await browserApi().post<{ recovery_codes: string[] }>('/api/player/two_factor/confirm', values);
      onConfirmed(data.recovery_codes);
    } catch (failure) {
      showRefusal(form, ['code'], failure);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(confirm)(event)}>
      {/* The SVG comes from our own server (qrcode), never from user input. */}
      <div className="qr" role="img" aria-label={t('profile.security.scan')} dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p className="qr-secret">
        <code>{secret}</code>
      </p>
      <FormField
        label={t('auth.otp_attempt')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t('profile.security.enable')}
      </button>
    </form>
  );
}

/** The password to start two-factor, or the password and a code to turn it off. */
function PasswordForm({
  enabled,
  onStarted,
  onDisabled,
}: {
  enabled: boolean;
  onStarted: (qrSvg: string, secret: string) => void;
  onDisabled: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(enabled ? twoFactorDisableRequestSchema : passwordConfirmRequestSchema),
    defaultValues: enabled ? { password: '', code: '' } : { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: PasswordValues): Promise<void> {
    const api = browserApi();
    try {
      if (enabled) {
        await api.post('/api/player/two_factor/disable', values);
        await onDisabled();
      } else {
        const { data } = await api.post<{ qr_svg: string; secret: string }>('/api/player/two_factor', values);
        onStarted(data.qr_svg, data.secret);
      }
    } catch (failure) {
      showRefusal(form, ['password', 'code'], failure);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {enabled && (
        <FormField
          label={t('auth.otp_attempt')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...form.register('code')}
        />
      )}
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t(enabled ? 'profile.security.disable' : 'profile.security.enable')}
      </button>
    </form>
  );
}
