import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupProps } from './types';

/** The search popup's frame; the game search (3+ characters, 300 ms debounce) fills it with results. */
export default function SearchPopup({ titleId }: PopupProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="popup-panel popup-panel--search">
      <h2 id={titleId}>{t('shell.search.title')}</h2>
      <label htmlFor={inputId} className="visually-hidden">
        {t('shell.search.label')}
      </label>
      <input id={inputId} type="search" className="input" placeholder={t('shell.search.placeholder')} autoComplete="off" />
      <p className="popup-panel__hint">{t('shell.search.hint')}</p>
    </div>
  );
}
