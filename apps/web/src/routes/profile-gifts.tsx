import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GiftsPage } from '../features/gifts/gifts-page';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-gifts';

/** The page needs a session; the gifts load in the browser after it (GIFT-11), under skeletons of their size. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'gifts.title', 'gifts.meta_description'),
  { name: 'robots', content: 'noindex' },
];

/** /profile/gifts (GIFT-01, alias /users/gifts). */
export default function ProfileGifts() {
  const { t } = useTranslation();
  return (
    <section className="profile" aria-labelledby="gifts-title">
      <h1 id="gifts-title">{t('gifts.title')}</h1>
      <ProfileNav />
      <GiftsPage signedIn />
    </section>
  );
}
