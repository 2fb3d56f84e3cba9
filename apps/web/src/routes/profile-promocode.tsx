import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileNav } from '../features/profile/profile-nav';
import { PromocodePage } from '../features/profile/promocode-page';
import { requirePlayer } from '../features/profile/require-player.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-promocode';

export async function loader({ request, context }: Route.LoaderArgs) {
  const player = await requirePlayer(context, request);
  return data({ code: player.deposit_bonus_code }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'account.promocode.title', 'account.promocode.title'),
  { name: 'robots', content: 'noindex' },
];

/** /profile/promocode (PROF-02, GIFT-17). */
export default function ProfilePromocode({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="profile" aria-labelledby="promocode-title">
      <h1 id="promocode-title">{t('account.promocode.title')}</h1>
      <ProfileNav />
      <PromocodePage code={loaderData.code} />
    </section>
  );
}
