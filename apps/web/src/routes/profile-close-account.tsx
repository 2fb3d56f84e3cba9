import { isHttpError } from '../api/is-http-error';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Player } from '@casino/contracts';
import { serverApi } from '../api/server-api';
import { AccountClosed, CloseAccount } from '../features/profile/close-account';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-close-account';

const noStore = { headers: { 'cache-control': 'private, no-store' } };

export async function loader({ request, context }: Route.LoaderArgs) {
  // After the closure the browser lands here signed out: it sees the confirmation, not a sign-up redirect.
  if (new URL(request.url).searchParams.has('closed')) {
    const signedIn = await serverApi(context, request)
      .get<Player>('/api/player')
      .then((r) => Boolean(r.data.id))
      .catch((error: unknown) => {
        if (isHttpError(error) && (error.response?.status === 401 || error.response?.status === 403)) return false;
        throw error;
      });
    if (!signedIn) return data({ closed: true }, noStore);
  }
  await requirePlayer(context, request);
  return data({ closed: false }, noStore);
}

export const meta: Route.MetaFunction = ({ matches, location, data: loaded }) => [
  ...metaFromLayout(
    matches,
    location.pathname,
    loaded?.closed ? 'account.closed.title' : 'account.close.title',
    loaded?.closed ? 'account.closed.title' : 'account.close.title',
  ),
  { name: 'robots', content: 'noindex' },
];

/** /profile/close-account: account closure on request, and its confirmation once signed out. */
export default function ProfileCloseAccount({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.closed) {
    return (
      <section className="profile" aria-labelledby="closed-title">
        <h1 id="closed-title">{t('account.closed.title')}</h1>
        <AccountClosed />
      </section>
    );
  }
  return (
    <section className="profile" aria-labelledby="close-title">
      <h1 id="close-title">{t('account.close.title')}</h1>
      <ProfileNav />
      <CloseAccount />
    </section>
  );
}
