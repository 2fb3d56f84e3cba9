import type { UserLevel } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { levelsQuery, playerLevelQuery } from './api';
import './loyalty.css';

function LevelRow({ level, current }: { level: UserLevel; current: boolean }) {
  const { t } = useTranslation();
  const number = Number(level.id.replace('level_', ''));
  return (
    <li className={`level-row ${current ? 'level-row--current' : ''}`} aria-current={current ? 'step' : undefined}>
      <span className="level-row__badge" aria-hidden="true">
        {number}
      </span>
      <div>
        <h3>{t('loyalty.level.name', { number, name: level.name })}</h3>
        <p>{t('loyalty.level.from', { count: level.conditions.persistent_comp_points.min })}</p>
        {(level.gift_descriptions.length > 0 || level.loot_boxes > 0) && (
          <ul className="level-row__gifts">
            {level.gift_descriptions.map((gift) => (
              <li key={`${gift.type}-${gift.name}`}>{t(`loyalty.gift.${gift.type}`, { name: gift.name })}</li>
            ))}
            {level.loot_boxes > 0 && <li>{t('loyalty.gift.loot_boxes', { count: level.loot_boxes })}</li>}
          </ul>
        )}
      </div>
    </li>
  );
}

/** /profile/level (VIP-12…14): the progress bar to the next level, the current and next level, what each level gives. */
export function LevelPage() {
  const { t } = useTranslation();
  const levels = useQuery(levelsQuery(browserApi()));
  const mine = useQuery(playerLevelQuery(browserApi()));
  if (levels.isError || mine.isError) {
    return (
      <p role="alert" className="shop__failed">
        {t('loyalty.error.load')}
      </p>
    );
  }
  if (!levels.data || !mine.data) return <div className="level-progress level-progress--skeleton" aria-busy="true" />;
  const current = levels.data.find((l) => l.id === mine.data.level);
  const next = levels.data.find((l) => l.id === mine.data.next_level);
  const label = (level: UserLevel | undefined) =>
    level
      ? t('loyalty.level.name', { number: Number(level.id.replace('level_', '')), name: level.name })
      : t('loyalty.level.none');
  return (
    <div className="levels">
      <section className="level-progress" aria-labelledby="level-progress-title">
        <h2 id="level-progress-title">{t('loyalty.level.current', { level: label(current) })}</h2>
        <p>{t('loyalty.level.points', { count: mine.data.persistent_points })}</p>
        <div
          className="level-progress__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={mine.data.progress_percent}
          aria-label={t('loyalty.level.progress')}
        >
          <span style={{ width: `${mine.data.progress_percent}%` }} />
        </div>
        <p>
          {next
            ? t('loyalty.level.next', {
                level: label(next),
                count: Math.max(0, next.conditions.persistent_comp_points.min - mine.data.persistent_points),
              })
            : t('loyalty.level.top')}
        </p>
      </section>
      <ol className="levels__list">
        {levels.data.map((level) => (
          <LevelRow key={level.id} level={level} current={level.id === mine.data.level} />
        ))}
      </ol>
    </div>
  );
}
