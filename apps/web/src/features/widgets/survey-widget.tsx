import type { FeConfig } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { surveyUrl } from './survey-gate';

/** The survey widget: a small card in the corner, not a dialog, so it never blocks the page. */
export function SurveyWidget({ config, onDone }: { config: FeConfig<'survey-config'>; onDone: () => void }) {
  const { t } = useTranslation();
  const href = surveyUrl(config);
  if (!href) return null;
  return (
    <aside className="survey-widget" aria-labelledby="survey-widget-title">
      <button type="button" className="icon-button survey-widget__close" aria-label={t('widgets.close')} onClick={onDone}>
        ×
      </button>
      <h2 id="survey-widget-title">{t('widgets.survey.title')}</h2>
      <p>{t('widgets.survey.text')}</p>
      <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {t('widgets.survey.open')}
      </a>
    </aside>
  );
}
