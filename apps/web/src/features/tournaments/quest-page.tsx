import type { Tournament } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { useLocalePath } from '../../i18n/locale';
import { questProgressQuery } from './api';
import { Countdown } from './countdown';
import { prizeLabel } from './prize-label';
import './tournaments.css';

/** /action/{slug} (QUEST-01): the quest's ladder with each level's state and the player's progress (QUEST-11). */
export function QuestPage({ quest, playerId }: { quest: Tournament; playerId: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const to = useLocalePath();
  const progress = useQuery({ ...questProgressQuery(browserApi(), quest.id, playerId ?? 0), enabled: playerId !== null });
  const data = progress.data;
  return (
    <article className="tournament" aria-labelledby="quest-title">
      <Link className="tournament__back" to={to('/tournaments/actions')}>
        {t('competitions.tab.actions')}
      </Link>
      <h1 id="quest-title">{quest.title}</h1>
      <p className="tournament-card__status">
        <span>{t(`competitions.status.${quest.status}`)}</span>{' '}
        {quest.status !== 'archive' && <Countdown to={quest.status === 'future' ? quest.start_at : quest.end_at} />}
      </p>
      {data ? (
        <p className="quest__progress" data-testid="quest-progress">
          {t('competitions.quest.progress', { amount: format.money(data.bets, data.currency) })}
        </p>
      ) : (
        <p className="tournaments__empty">{t('competitions.quest.sign_in')}</p>
      )}
      <section className="tournament__section" aria-labelledby="ladder-title">
        <h2 id="ladder-title">{t('competitions.quest.ladder')}</h2>
        {data && (
          <ol className="quest__ladder">
            {data.levels.map((level) => {
              const prize = quest.prizes.find((p) => p.place === level.position);
              return (
                <li key={level.position} className={`quest__level quest__level--${level.state}`}>
                  <strong>{t('competitions.quest.level', { position: level.position })}</strong>
                  <span>{t('competitions.quest.threshold', { amount: format.money(level.min_bets_cents, data.currency) })}</span>
                  {prize && <span>{prizeLabel(prize, quest.currency, t, format.money)}</span>}
                  <span className="quest__state">{t(`competitions.quest.state.${level.state}`)}</span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </article>
  );
}
