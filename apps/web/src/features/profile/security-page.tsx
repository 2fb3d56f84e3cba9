import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeRequestSchema } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { FormError, FormField, NewPasswordFields } from '../../common/forms/form-field';
import type { z } from 'zod';
import { previousSignIn } from './last-login';
import { TwoFactorSection } from './two-factor-section';
import { fieldErrors } from '../../common/forms/field-errors';

export interface SessionItem {
  id: number;
  ip: string | null;
  user_agent: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}
export interface LoginItem {
  at: string;
  ip: string | null;
  success: boolean;
}

/** The security page (PROF-11): password change, two-factor, sessions and the sign-in before this one. */
export function SecurityPage({
  twoFactor,
  sessions,
  logins,
}: {
  twoFactor: boolean;
  sessions: SessionItem[];
  logins: LoginItem[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const revalidator = useRevalidator();
  const last = previousSignIn(logins, sessions.find((s) => s.current)?.created_at);

  async function endOthers() {
    await browserApi().post('/api/player/sessions/end_others');
    await revalidator.revalidate();
  }

  return (
    <div className="profile-security">
      {last && (
        <p>
          {t('profile.security.last_login')}: {format.dateTime(last.at)} {last.ip ?? ''}
        </p>
      )}
      <section aria-labelledby="password-title">
        <h2 id="password-title">{t('profile.security.password')}</h2>
        <PasswordChangeForm onChanged={() => revalidator.revalidate()} />
      </section>
      <TwoFactorSection enabled={twoFactor} />
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('profile.security.sessions')}</h2>
        <ul>
          {sessions.map((s) => (
            <SessionLine key={s.id} session={s} />
          ))}
        </ul>
        {sessions.length > 1 && (
          <button type="button" className="button" onClick={() => void endOthers()}>
            {t('profile.security.end_others')}
          </button>
        )}
      </section>
    </div>
  );
}

type PasswordValues = z.infer<typeof passwordChangeRequestSchema>;
const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** The password change: the current password and the new one twice, checked by the contracts' rule. */
function PasswordChangeForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeRequestSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: PasswordValues): Promise<void> {
    try {
      // Not sent again after a timeout: a second try would find the current password changed.
      await browserApi().put('/api/player/password', values, { idempotent: false });
      setChanged(true);
      await onChanged();
    } catch (failure) {
      for (const [field, messages] of Object.entries(fieldErrors(failure))) {
        const name = (PASSWORD_FIELDS as readonly string[]).includes(field) ? (field as keyof PasswordValues) : 'root';
        form.setError(name, { message: messages[0] });
      }
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <FormField
        label={t('profile.security.current_password')}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <NewPasswordFields
        fields={{ password: form.register('password'), password_confirmation: form.register('password_confirmation') }}
        errors={{ password: errors.password?.message, password_confirmation: errors.password_confirmation?.message }}
      />
      <FormError message={errors.root?.message} />
      {changed && <p role="status">{t('profile.saved')}</p>}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('profile.save')}
      </button>
    </form>
  );
}

/** "Chrome on Android, Germany, 2 hours ago": the device, the country of the address and the last activity. */
function SessionLine({ session }: { session: SessionItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { browser, os } = session;
  const device =
    browser && os
      ? t('profile.security.session_device', { browser, os })
      : (browser ?? os ?? t('profile.security.unknown_device'));
  const place = session.country ? format.region(session.country) : null;
  return (
    <li className="session-line">
      {[device, place].filter(Boolean).join(', ')},{' '}
      <time dateTime={session.last_seen_at} title={format.dateTime(session.last_seen_at)} suppressHydrationWarning>
        {format.relative(session.last_seen_at)}
      </time>
      {session.current && <strong> ({t('profile.security.this_device')})</strong>}
      {session.ip && <small className="session-line__ip"> {session.ip}</small>}
    </li>
  );
}
