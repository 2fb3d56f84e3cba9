import { CashboxFrame } from '../cashbox-frame';
import { CASHBOX_POPUPS } from '../paths';
import { WithdrawStep } from '../withdraw-step';
import type { CashboxPopupProps } from './types';

/** modal-cashbox-step-withdraw (/withdraw). */
export default function CashboxWithdraw({ titleId }: CashboxPopupProps) {
  return (
    <CashboxFrame titleId={titleId} step={CASHBOX_POPUPS.withdraw}>
      {(cashbox) => <WithdrawStep cashbox={cashbox} />}
    </CashboxFrame>
  );
}
