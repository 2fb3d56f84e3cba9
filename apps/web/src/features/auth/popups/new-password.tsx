import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../i18n/locale';
import { NewPasswordForm } from '../new-password-form';
import type { PopupProps } from '../../../common/popups/types';

/** The new-password popup (#new-password): the token comes from the mailed link's query. */
export default function NewPasswordPopup({ titleId, close }: PopupProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div className="popup-panel">
      <h2 id={titleId}>{t('auth.new_password.title')}</h2>
      <NewPasswordForm
        token={params.get('reset_password_token') ?? ''}
        onDone={() => {
          close();
          void navigate(to('/login'));
        }}
      />
    </div>
  );
}
