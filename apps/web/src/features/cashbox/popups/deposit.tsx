import { CashboxFrame } from '../cashbox-frame';
import { DepositStep, type DepositInvite } from '../deposit-step';
import { CASHBOX_POPUPS } from '../paths';
import type { PopupProps } from '../../../common/popups/types';

/** modal-cashbox-step-deposit (/deposit, /accounts/{id}/deposit, /deposit-bonus). */
export default function CashboxDeposit({ titleId, invite }: PopupProps & { invite: DepositInvite }) {
  return (
    <CashboxFrame titleId={titleId} step={CASHBOX_POPUPS.deposit}>
      {(cashbox) => <DepositStep cashbox={cashbox} invite={invite} />}
    </CashboxFrame>
  );
}
