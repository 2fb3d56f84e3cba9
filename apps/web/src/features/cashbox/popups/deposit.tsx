import { CashboxFrame } from '../cashbox-frame';
import { DepositStep } from '../deposit-step';
import { CASHBOX_POPUPS } from '../paths';
import type { CashboxPopupProps } from './types';

/** modal-cashbox-step-deposit (/deposit, /accounts/{id}/deposit, /deposit-bonus). */
export default function CashboxDeposit({ titleId }: CashboxPopupProps) {
  return (
    <CashboxFrame titleId={titleId} step={CASHBOX_POPUPS.deposit}>
      {(cashbox) => <DepositStep cashbox={cashbox} />}
    </CashboxFrame>
  );
}
