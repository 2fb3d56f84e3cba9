import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../api/server-api';
import { PersonalDataForm } from '../features/profile/personal-data-form';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { SubscriptionsSection } from '../features/profile/subscriptions-section';
import { useLocalePath } from '../i18n/locale';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile';
import { signOut } from '../common/player/sign-out';

/** PROF-02: the profile needs a session (AUTH-05). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data({ player: await requirePlayer(context, request) }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'profile.title', 'profile.title'),
  { name: 'robots', content: 'noindex' },
];

/** /profile (alias /users): the personal data of the edition context. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { player } = loaderData;
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('profile.title')}</h1>
      <ProfileNav />
      {/* AUTH-17 AUTH-18: a full page load after logout drops every piece of the player's client state. */}
      <button
        type="button"
        className="button"
        onClick={() => void signOut(browserApi()).then(() => window.location.assign(to('/')))}
      >
        {t('auth.sign_out')}
      </button>
      <p>
        {player.email}
        {!player.confirmed_at && <> · {t('auth.confirmation.notice')}</>}
      </p>
      <PersonalDataForm player={player} />
      <SubscriptionsSection />
    </section>
  );
}
