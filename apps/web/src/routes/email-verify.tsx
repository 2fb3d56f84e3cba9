import { useTranslation } from 'react-i18next';
import { EmailVerifyForm } from '../features/auth/email-verify-form';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/email-verify';

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'auth.email_verify.title', 'auth.email_verify.title'),
  { name: 'robots', content: 'noindex' },
];

/** AUTH-03: /email-verify, the confirmation mail sent again (for guests and signed-in players alike). */
export default function EmailVerify() {
  const { t } = useTranslation();
  return (
    <section className="auth-page" aria-labelledby="email-verify-title">
      <h1 id="email-verify-title">{t('auth.email_verify.title')}</h1>
      <EmailVerifyForm />
    </section>
  );
}
