import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { SecurityPage, type LoginItem, type SessionItem } from '../features/profile/security-page';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-security';

export async function loader({ request, context }: Route.LoaderArgs) {
  const player = await requirePlayer(context, request);
  const api = serverApi(context, request);
  const [sessions, logins] = await Promise.all([
    api.get<{ data: SessionItem[] }>('/api/player/sessions').then((r) => r.data.data),
    api.get<{ data: LoginItem[] }>('/api/player/login_history').then((r) => r.data.data),
  ]);
  return data({ twoFactor: player.two_factor_enabled, sessions, logins }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'profile.security.title', 'profile.security.title'),
  { name: 'robots', content: 'noindex' },
];

/** /profile/security (PROF-11). */
export default function ProfileSecurity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="profile" aria-labelledby="security-title">
      <h1 id="security-title">{t('profile.security.title')}</h1>
      <ProfileNav />
      <SecurityPage twoFactor={loaderData.twoFactor} sessions={loaderData.sessions} logins={loaderData.logins} />
    </section>
  );
}
