import { CashboxFrame } from '../cashbox-frame';
import { PaymentHistory } from '../payment-history';
import { CASHBOX_POPUPS } from '../paths';
import { Wallets } from '../wallets';
import type { PopupProps } from '../../../common/popups/types';

/** modal-cashbox-dashboard (/cashbox, /dashboard): wallets, balances and the payment history. */
export default function CashboxDashboard({ titleId }: PopupProps) {
  return (
    <CashboxFrame titleId={titleId} step={CASHBOX_POPUPS.dashboard}>
      {({ accounts }) => (
        <>
          <Wallets accounts={accounts} />
          <PaymentHistory />
        </>
      )}
    </CashboxFrame>
  );
}
