import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmChange } from '../features/limits/confirm-change';
import { requirePlayer } from '../features/profile/require-player.server';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-limits-confirm';

/** LIM-07: the mailed link lands here signed in (a guest signs in first and comes back). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const token = new URL(request.url).searchParams.get('token');
  return data({ token: token && token.length <= 200 ? token : null }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'limits.confirm_page.title', 'limits.meta_description'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** /profile/limits/confirm?token=...: the player confirms the waiting change with one deliberate press. */
export default function ProfileLimitsConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="profile" aria-labelledby="limits-confirm-title">
      <h1 id="limits-confirm-title">{t('limits.confirm_page.title')}</h1>
      {loaderData.token ? <ConfirmChange token={loaderData.token} /> : <p role="alert">{t('limits.error.token_invalid')}</p>}
      <p>
        <Link to={to('/profile/limits')}>{t('limits.confirm_page.back')}</Link>
      </p>
    </section>
  );
}
