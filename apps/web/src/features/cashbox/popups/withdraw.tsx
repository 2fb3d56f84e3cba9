import { CashboxFrame } from '../cashbox-frame';
import { CASHBOX_POPUPS } from '../paths';
import { WithdrawStep } from '../withdraw-step';
import type { PopupProps } from '../../../common/popups/types';

/** modal-cashbox-step-withdraw (/withdraw). */
export default function CashboxWithdraw({ titleId }: PopupProps) {
  return (
    <CashboxFrame titleId={titleId} step={CASHBOX_POPUPS.withdraw}>
      {(cashbox) => <WithdrawStep cashbox={cashbox} />}
    </CashboxFrame>
  );
}
