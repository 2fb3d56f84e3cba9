import { useTranslation } from 'react-i18next';
import { EmailVerifyForm } from '../email-verify-form';
import type { PopupProps } from '../../../common/popups/types';

/** The email-verify popup (AUTH-03): the confirmation mail sent again. */
export default function EmailVerifyPopup({ titleId }: PopupProps) {
  const { t } = useTranslation();
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('auth.email_verify.title')}</h2>
      <EmailVerifyForm />
    </div>
  );
}
