import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/locale';
import type { PopupProps } from './types';

/**
 * The terms popup shown when terms_acceptance is in auth_fields_missed. Neither the overlay nor
 * Escape closes it (SHELL-12); the accounts capability replaces this with the acceptance form.
 */
export default function TermsPlaceholder({ titleId }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('shell.popup.terms.title')}</h2>
      <p>{t('shell.popup.terms.text')}</p>
      <Link className="button button--primary" to={to('/terms-and-conditions')}>
        {t('shell.popup.terms.link')}
      </Link>
    </div>
  );
}
