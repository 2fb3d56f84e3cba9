import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterSignIn } from '../features/auth/after-sign-in';
import { redirectSignedIn } from '../features/auth/guest-only.server';
import { RemindForm } from '../features/auth/remind-form';
import { SignInForm } from '../features/auth/sign-in-form';
import { signInWithStoredCredential } from '../features/auth/stored-credential';
import { browserApi } from '../api/server-api';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/login';

/** AUTH-01 AUTH-06: a page for guests only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(context, request);
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'auth.sign_in.title', 'auth.sign_in.title'),
  { name: 'robots', content: 'noindex' },
];

/** /login: sign in, or ask for a reset link. */
export default function Login() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const [stored, setStored] = useState<'idle' | 'failed'>('idle');
  // A saved-credential sign-in that fails leaves the visitor on this login screen (AUTH-16).
  async function signInWithSaved() {
    const player = await signInWithStoredCredential(browserApi());
    if (player) await navigate(afterSignIn(location.search, to('/')));
    else setStored('failed');
  }
  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.sign_in.title')}</h1>
      <SignInForm onSignedIn={() => void navigate(afterSignIn(location.search, to('/')))} />
      {stored === 'idle' && (
        <button type="button" className="button" onClick={() => void signInWithSaved()}>
          {t('auth.sign_in.saved')}
        </button>
      )}
      <details>
        <summary>{t('auth.remind.title')}</summary>
        <RemindForm />
      </details>
      <p>
        <Link to={to('/registration')}>{t('auth.sign_up.title')}</Link> ·{' '}
        <Link to={to('/email-verify')}>{t('auth.email_verify.link')}</Link>
      </p>
    </section>
  );
}
