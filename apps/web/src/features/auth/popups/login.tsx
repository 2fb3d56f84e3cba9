import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { useLocalePath } from '../../../i18n/locale';
import { SignInForm } from '../sign-in-form';
import type { PopupProps } from '../../../common/popups/types';

/** The sign-in popup (modal-login-form, AUTH-02): signed in, it closes and the page reloads its data. */
export default function LoginPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const revalidator = useRevalidator();
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('auth.sign_in.title')}</h2>
      <SignInForm
        onSignedIn={() => {
          close();
          void revalidator.revalidate();
        }}
      />
      <p>
        <Link to={{ search: '?popup=remind-pass-form' }}>{t('auth.remind.title')}</Link> ·{' '}
        <Link to={to('/registration')}>{t('auth.sign_up.title')}</Link> ·{' '}
        <Link to={{ search: '?popup=email-verify' }}>{t('auth.email_verify.link')}</Link>
      </p>
    </div>
  );
}
