import { limitsResponseSchema, type Account } from '@casino/contracts';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { LimitsPage } from '../features/limits/limits-page';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-limits';

/** LIM-08: the limits page needs a session; limits and wallets come with the first HTML (no layout shift). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const player = await requirePlayer(context, request);
  const api = serverApi(context, request);
  const [limits, accounts] = await Promise.all([
    api.get('/api/user_limits').then((answer) => limitsResponseSchema.parse(answer.data)),
    api.get<Account[]>('/api/player/accounts', { params: { compatibility: '' } }).then((answer) => answer.data),
  ]);
  const currency = accounts.find((account) => account.active)?.currency ?? player.currency ?? 'EUR';
  const currencies = [...new Set([currency, ...accounts.map((account) => account.currency)])];
  return data({ limits, currency, currencies }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'limits.title', 'limits.meta_description'),
  { name: 'robots', content: 'noindex' },
];

/** /profile/limits (alias /users/limits). */
export default function ProfileLimits({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="profile" aria-labelledby="limits-title">
      <h1 id="limits-title">{t('limits.title')}</h1>
      <ProfileNav />
      <LimitsPage initial={loaderData.limits} currency={loaderData.currency} currencies={loaderData.currencies} />
    </section>
  );
}
