import { GameSearch } from '../../features/games/game-search';
import type { PopupProps } from '../../common/popups/types';

/** The search popup (GAME-22): the game search fills it. */
export default function SearchPopup({ titleId, close }: PopupProps) {
  return (
    <div className="popup-panel popup-panel--search">
      <GameSearch titleId={titleId} onClose={close} />
    </div>
  );
}
