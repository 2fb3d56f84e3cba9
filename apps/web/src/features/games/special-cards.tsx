import type { Game } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import { usePlayHref } from './game-tile';
import { pickRandomGame } from './rules';
import type { GamePlayer } from '../../common/games/use-game-player';

/** The random-game card (GAME-18): opens one game picked at random from the loaded list. */
export function RandomGameCard({ games, player }: { games: readonly Game[]; player: GamePlayer | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const playHref = usePlayHref();
  return (
    <div className="game-card game-card--random">
      <p className="game-card__title">{t('games.random.title')}</p>
      <p className="game-card__text">{t('games.random.text')}</p>
      <p className="game-card__brand">{t('games.random.brand')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          const game = pickRandomGame(games);
          if (game) void navigate(playHref(game, player));
        }}
      >
        {t('games.random.button')}
      </button>
    </div>
  );
}

/** Where the cashback card leads: the promotions page of the CMS (the promotions have no page of their own yet). */
const CASHBACK_PROMOTIONS_PATH = '/promotions-info';

/** The cashback card that opens the live category (GAME-19), linking to the promotions. */
export function CashbackCard() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="game-card game-card--cashback">
      <p className="game-card__title">{t('games.cashback.title')}</p>
      <p className="game-card__text">{t('games.cashback.text')}</p>
      <Link className="button button--primary" to={to(CASHBACK_PROMOTIONS_PATH)}>
        {t('games.cashback.button')}
      </Link>
    </div>
  );
}
