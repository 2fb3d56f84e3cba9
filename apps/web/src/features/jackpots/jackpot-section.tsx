import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { jackpotsQuery } from './api';
import { Leaderboard } from './leaderboard';
import { isActive, shownJackpot } from './rules';

const STEPS = ['jackpots.step_1', 'jackpots.step_2', 'jackpots.step_3'] as const;
const PERKS = ['jackpots.perk_1', 'jackpots.perk_2'] as const;

/** JACK-01: the levels as a slider of cards; amounts follow public:jackpots_changes (the query is invalidated). */
function LevelSlider() {
  const { t } = useTranslation();
  const format = useFormat();
  const jackpots = useQuery(jackpotsQuery(browserApi()));
  const jackpot = shownJackpot(jackpots.data);
  if (!jackpot) return null;
  const active = isActive(jackpot);
  return (
    <div className="jackpot-levels">
      <p className="jackpot-levels__count">
        {active ? t('jackpots.levels_count', { count: jackpot.levels.length }) : t('jackpots.paused')}
      </p>
      {/* A region that scrolls sideways takes the keyboard focus, so its hidden levels can be reached (WCAG 2.1.1). */}
      <div className="jackpot-levels__track" role="region" aria-label={t('jackpots.levels')} tabIndex={0}>
        <ul className="jackpot-levels__list">
          {jackpot.levels.map((level) => (
            <li key={level.id} className={`jackpot-level jackpot-level--${level.identifier}`}>
              <span className="jackpot-level__name">{level.name}</span>
              <span className="jackpot-level__amount" data-testid={`jackpot-${level.identifier}`}>
                {format.money(level.amount_cents, jackpot.currency)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The jackpot section of the lobby and of the mystic-jackpots category (JACK-01). */
export default function JackpotSection() {
  const { t } = useTranslation();
  return (
    <section className="jackpots" aria-labelledby="jackpots-title">
      <h2 id="jackpots-title">{t('jackpots.title')}</h2>
      <p className="jackpots__intro">{t('jackpots.intro')}</p>
      <LevelSlider />
      <div className="jackpots__columns">
        <Leaderboard />
        <div className="jackpots__how">
          <h3>{t('jackpots.how_title')}</h3>
          <ol>
            {STEPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
          <h3>{t('jackpots.perks_title')}</h3>
          <ul>
            {PERKS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
