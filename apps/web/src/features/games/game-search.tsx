import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type Game, type GamesPage } from '@casino/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { gamesPageQuery, searchQuery } from './api';
import { GameGrid } from './game-grid';
import { deviceFromUserAgent, gameItems, searchMode, uniqueGames } from './rules';
import { useDebouncedValue } from './use-debounced-value';
import { useGamePlayer } from '../../common/games/use-game-player';

const RECOMMENDED_COUNT = 12;

/**
 * The game search of the search popup (GAME-22..26): the title search runs 300 ms after the last
 * keystroke for 3 or more characters; below that the recommended games show; a search with no
 * result shows the empty-list text; a failed search shows nothing. A search says how many games
 * it found in all and loads them page by page as the player scrolls. The field has the focus when
 * the popup opens, and Escape in it closes the popup (`onClose`) rather than only clearing it.
 */
export function GameSearch({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const player = useGamePlayer();
  const device = deviceFromUserAgent(typeof navigator === 'undefined' ? null : navigator.userAgent);
  const mode = searchMode(useDebouncedValue(query, SEARCH_DEBOUNCE_MS));
  const found = useInfiniteQuery({
    ...searchQuery(browserApi(), mode.kind === 'search' ? mode.title : '', device, mode.kind === 'search'),
    placeholderData: keepPreviousData,
  });
  const recommended = useQuery({
    ...gamesPageQuery(browserApi(), { categories: ['recommended'] }, device, RECOMMENDED_COUNT),
    enabled: mode.kind === 'recommended',
  });
  // The dialog focuses its first control (the close button) as it opens, after this effect when
  // the popup's code was loaded before: the field takes the focus in the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const search = useSearchResults(found.data?.pages);
  let games: Game[] | null = null;
  let status = '';
  if (mode.kind === 'search') {
    games = search?.games ?? null;
    if (search) status = search.total === 0 ? t('games.search.empty') : t('games.search.found', { count: search.total });
  } else {
    games = recommended.data?.data ?? null;
  }
  const canClear = focused && query.trim().length >= SEARCH_MIN_LENGTH;

  return (
    <div className="game-search">
      <h2 id={titleId}>{t('shell.search.title')}</h2>
      <div
        className="game-search__field"
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('shell.search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="input game-search__input"
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          aria-describedby={hintId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // A search field's Escape would clear it first; a search dialog closes on Escape.
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onClose();
          }}
        />
        {canClear && (
          <button
            type="button"
            className="game-search__clear"
            aria-label={t('games.search.clear')}
            // Keeps the focus in the field, so the button is still there when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      <p id={hintId} className="popup-panel__hint">
        {t('shell.search.hint')}
      </p>
      <p
        className={mode.kind === 'search' && search && search.total > 0 ? 'game-search__count' : 'visually-hidden'}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {mode.kind === 'search' && games?.length === 0 && <p className="game-search__empty">{t('games.search.empty')}</p>}
      {mode.kind === 'recommended' && <h3 className="game-search__heading">{t('games.search.recommended')}</h3>}
      {games && games.length > 0 && (
        <GameGrid
          items={gameItems(games)}
          games={games}
          player={player}
          label={mode.kind === 'search' ? t('games.search.results') : t('games.search.recommended')}
          {...(mode.kind === 'search'
            ? {
                hasMore: found.hasNextPage,
                loadingMore: found.isFetchingNextPage,
                onLoadMore: () => void found.fetchNextPage({ cancelRefetch: false }),
              }
            : {})}
        />
      )}
    </div>
  );
}

/** The games of a search's pages so far and the count of all it found; null when the first page failed or is not there yet. */
function useSearchResults(pages: readonly (GamesPage | null)[] | undefined) {
  return useMemo(() => {
    const first = pages?.[0];
    if (!pages || !first) return null;
    const loaded = pages.filter((page): page is GamesPage => page !== null);
    return { games: uniqueGames(loaded), total: first.pagination.total_count };
  }, [pages]);
}
