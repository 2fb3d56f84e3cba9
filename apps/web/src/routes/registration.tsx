import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { defaultCurrencyFor, splitLocalePath, type ClientContext } from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { afterSignIn } from '../features/auth/after-sign-in';
import { redirectSignedIn } from '../features/auth/guest-only.server';
import { RegistrationForm } from '../features/auth/registration-form';
import { useLocale, useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/registration';

interface Currencies {
  default: string;
  enabled: string[];
  country_defaults: Record<string, string>;
}

/** AUTH-01 AUTH-06: guests only; the currency offered first follows the visitor's country (VAL-20). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(context, request);
  const api = serverApi(context, request);
  const [visitor, currencies] = await Promise.all([
    api.get<ClientContext>('/client-context').then((r) => r.data),
    api.get<Currencies>('/api/info/currencies').then((r) => r.data),
  ]);
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const currency = defaultCurrencyFor(visitor.country, currencies.enabled, currencies.default, currencies.country_defaults);
  return data({ currency, locale });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'auth.sign_up.title', 'auth.sign_up.title'),
  { name: 'robots', content: 'noindex' },
];

/** /registration: create an account; signed in at once. */
export default function Registration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <section className="auth-page" aria-labelledby="registration-title">
      <h1 id="registration-title">{t('auth.sign_up.title')}</h1>
      <RegistrationForm
        locale={locale}
        currency={loaderData.currency}
        onRegistered={() => void navigate(afterSignIn(location.search, to('/')))}
      />
      <p>
        <Link to={to('/login')}>{t('auth.sign_in.title')}</Link>
      </p>
    </section>
  );
}
