import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LevelPage } from '../features/loyalty/level-page';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-level';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'loyalty.level.title', 'loyalty.level.meta_description'),
  { name: 'robots', content: 'noindex' },
];

/** /profile/level (VIP-14, alias /users/level). */
export default function ProfileLevel() {
  const { t } = useTranslation();
  return (
    <section className="profile" aria-labelledby="level-title">
      <h1 id="level-title">{t('loyalty.level.title')}</h1>
      <ProfileNav />
      <LevelPage />
    </section>
  );
}
