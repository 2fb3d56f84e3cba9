import { useTranslation } from 'react-i18next';
import { RemindForm } from '../remind-form';
import type { PopupProps } from '../../../common/popups/types';

/** The remind popup (remind-pass-form, AUTH-19). */
export default function RemindPopup({ titleId }: PopupProps) {
  const { t } = useTranslation();
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('auth.remind.title')}</h2>
      <RemindForm />
    </div>
  );
}
