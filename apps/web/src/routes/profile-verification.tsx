import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverApi } from '../api/server-api';
import { ProfileNav } from '../features/profile/profile-nav';
import { requirePlayer } from '../features/profile/require-player.server';
import { documentsQuery } from '../features/verification/api';
import { VerificationPage } from '../features/verification/verification-page';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/profile-verification';

/** /profile/verification (PROF-10): the player's documents, rendered for this player only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(documentsQuery(serverApi(context, request)));
  return data({ dehydratedState: dehydrate(queryClient) }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'verification.title', 'verification.title'),
  { name: 'robots', content: 'noindex' },
];

export default function ProfileVerification({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="profile" aria-labelledby="verification-title">
      <h1 id="verification-title">{t('verification.title')}</h1>
      <ProfileNav />
      <HydrationBoundary state={loaderData.dehydratedState}>
        <VerificationPage />
      </HydrationBoundary>
    </section>
  );
}
