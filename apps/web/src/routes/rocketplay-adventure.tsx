import { data } from 'react-router';
import { AdventurePage } from '../features/adventures/adventure-page';
import { requireAdventureEnabled } from '../features/adventures/page-enabled.server';
import { CASHBOX_POPUPS } from '../features/cashbox/paths';
import { requirePlayer } from '../features/profile/require-player.server';
import { usePopup } from '../common/popups/use-popup';
import { metaFromLayout } from './route-meta';
import type { Route } from './+types/rocketplay-adventure';

/** The calendar is the player's own: a guest signs up or in first (AUTH-05); the cards load in the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const player = await requirePlayer(context, request);
  await requireAdventureEnabled(context, request, player);
  return data({}, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...metaFromLayout(matches, location.pathname, 'adventures.title', 'adventures.meta_description'),
  { name: 'robots', content: 'noindex' },
];

/** /rocketplay-adventure (ADV-03): the adventure calendar; its Deposit opens the cashbox, its Play the slots. */
export default function RocketplayAdventure() {
  const popup = usePopup();
  return (
    <section className="text-page">
      <AdventurePage links={{ openDeposit: () => void popup.open(CASHBOX_POPUPS.deposit), gamesPath: '/pokies/all' }} />
    </section>
  );
}
