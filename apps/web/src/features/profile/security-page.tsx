import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { FormError, FormField, NewPasswordFields } from '../../common/forms/form-field';
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
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [changed, setChanged] = useState(false);
  const last = previousSignIn(logins, sessions.find((s) => s.current)?.created_at);

  async function changePassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      ['current_password', 'password', 'password_confirmation'].map((f) => [f, String(form.get(f) ?? '')]),
    );
    try {
      // Not sent again after a timeout: a second try would find the current password changed.
      await browserApi().put('/api/player/password', body, { idempotent: false });
      setErrors({});
      setChanged(true);
      await revalidator.revalidate();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  }

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
        <form className="form" noValidate onSubmit={(event) => void changePassword(event)}>
          <FormField
            label={t('profile.security.current_password')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            error={errors['current_password']?.[0]}
          />
          <NewPasswordFields errors={errors} />
          <FormError message={errors['base']?.[0]} />
          {changed && <p role="status">{t('profile.saved')}</p>}
          <button type="submit" className="button button--primary">
            {t('profile.save')}
          </button>
        </form>
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
