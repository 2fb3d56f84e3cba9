import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../api/server-api';
import { useNotifications } from '../features/notifications/use-notifications';
import { TimedWidgets } from '../features/widgets/timed-widgets';
import { playerQuery } from '../common/player/player-query';

/**
 * The timed widgets with the player's notifications, which time the accepted-messages popup
 * (NOTIF-10). Loaded after hydration like both features, and composed here so the widgets do not
 * import the notifications feature (docs/architecture.md §7).
 */
export default function TimedWidgetsHost({ popup, openPopup }: { popup: string | null; openPopup: (name: string) => void }) {
  const playerId = useQuery(playerQuery(browserApi())).data?.id ?? null;
  const { list } = useNotifications(playerId);
  return <TimedWidgets popup={popup} openPopup={openPopup} notifications={list} />;
}
