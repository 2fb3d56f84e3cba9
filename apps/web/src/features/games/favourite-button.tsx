import { useTranslation } from 'react-i18next';
import { useFavourite } from './use-favourite';

/** The heart of a tile, for signed-in players only (GAME-16, GAME-17). */
export function FavouriteButton({ gameId, title }: { gameId: number; title: string }) {
  const { t } = useTranslation();
  const { favourite, pending, toggle } = useFavourite(gameId, true);
  return (
    <button
      type="button"
      className="game-tile__favourite"
      aria-pressed={favourite}
      aria-label={t('games.tile.favourite', { title })}
      disabled={pending}
      aria-busy={pending}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
