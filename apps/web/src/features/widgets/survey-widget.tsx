import type { FeConfig } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

/** Where a survey of the survey-config answers (its id and collector in the address). */
export const surveyUrl = (config: FeConfig<'survey-config'>) =>
  `https://surveys.casino.example/r/${encodeURIComponent(config.survey_id)}?collector=${encodeURIComponent(config.survey_collector_id)}`;

/** The survey widget: a small card in the corner, not a dialog, so it never blocks the page. */
export function SurveyWidget({ config, onDone }: { config: FeConfig<'survey-config'>; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="survey-widget" aria-labelledby="survey-widget-title">
      <button type="button" className="icon-button survey-widget__close" aria-label={t('widgets.close')} onClick={onDone}>
        ×
      </button>
      <h2 id="survey-widget-title">{t('widgets.survey.title')}</h2>
      <p>{t('widgets.survey.text')}</p>
      <a className="button button--primary" href={surveyUrl(config)} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {t('widgets.survey.open')}
      </a>
    </aside>
  );
}
