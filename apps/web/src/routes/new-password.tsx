import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../features/auth/new-password-form';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/new-password';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'auth.new_password.title', 'auth.new_password.title'),
  { name: 'robots', content: 'noindex' },
];

/** AUTH-03 AUTH-19: /new-password?reset_password_token=... from the reset mail. */
export default function NewPassword() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <section className="auth-page" aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('auth.new_password.title')}</h1>
      <NewPasswordForm token={params.get('reset_password_token') ?? ''} onDone={() => void navigate(to('/login'))} />
    </section>
  );
}
