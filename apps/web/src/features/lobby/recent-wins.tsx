import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { recentWinsQuery } from '../../realtime/wins';

/** The live feed of wins (public:wins); empty until the first win arrives. */
export function RecentWins() {
  const { t } = useTranslation();
  const format = useFormat();
  const wins = useQuery(recentWinsQuery);
  const list = wins.data ?? [];
  return (
    <section className="recent-wins" aria-labelledby="recent-wins-title" aria-live="polite">
      <h2 id="recent-wins-title">{t('lobby.recent_wins')}</h2>
      {list.length === 0 ? (
        <p className="recent-wins__empty">{t('lobby.recent_wins_empty')}</p>
      ) : (
        <ul>
          {list.map((win) => (
            <li key={`${win.at}-${win.nickname}-${win.game_identifier}`}>
              {t('lobby.win_line', {
                nickname: win.nickname,
                amount: format.money(win.amount_cents, win.currency),
                game: win.game_title,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
