import { useTranslation } from 'react-i18next';
import { usePopup } from '../common/popups/use-popup';
import { authButtonsDisabled } from './restrictions';
import { useRestriction } from './visitor';

/** Login and sign-up for a guest; disabled in partially restricted countries (GEO-05). */
export function AuthButtons({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const disabled = authButtonsDisabled(useRestriction());
  return (
    <div className={`auth-buttons ${className}`}>
      <button type="button" className="button button--ghost" disabled={disabled} onClick={() => open('modal-login-form')}>
        {t('shell.login')}
      </button>
      <button type="button" className="button button--primary" disabled={disabled} onClick={() => open('modal-sign-up')}>
        {t('shell.sign_up')}
      </button>
    </div>
  );
}
