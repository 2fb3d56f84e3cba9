import { isHttpError } from '../api/is-http-error';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverApi } from '../api/server-api';
import { confirmEmail } from '../features/auth/api';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/confirmation';

/** AUTH-04: /confirmation?confirmation_token=... confirms the address on the server, once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('confirmation_token');
  if (!token) return data({ confirmed: false, email: null });
  try {
    const { email } = await confirmEmail(serverApi(context, request), token);
    return data({ confirmed: true, email });
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 422) return data({ confirmed: false, email: null });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'auth.confirmation.notice', 'auth.confirmation.notice'),
  { name: 'robots', content: 'noindex' },
];

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="auth-page" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{t(loaderData.confirmed ? 'auth.confirmation.done' : 'auth.confirmation.notice')}</h1>
      {!loaderData.confirmed && <p role="alert">{t('auth.confirmation.invalid')}</p>}
      <Link className="button button--primary" to={to('/')}>
        {t('error.not_found.home')}
      </Link>
    </section>
  );
}
