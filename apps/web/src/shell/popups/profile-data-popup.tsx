import { CashboxSkeleton } from '../../features/cashbox/cashbox-frame';
import { PersonalInfoForm } from '../../features/cashbox/personal-info-form';
import { ProfileDataPopup, type ProfileDataParts } from '../../features/play/popups/profile-data';
import type { PopupProps } from '../../common/popups/types';

const CASHBOX_PARTS: ProfileDataParts = { Skeleton: CashboxSkeleton, PersonalInfoForm };

/** modal-profile-data (PLAY-04): game play's popup asking the fields with the cashbox's form. */
export default function ProfileDataPopupWithCashboxForm(props: PopupProps) {
  return <ProfileDataPopup {...props} parts={CASHBOX_PARTS} />;
}
