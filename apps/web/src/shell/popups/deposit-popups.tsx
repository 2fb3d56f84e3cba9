import CashboxDeposit from '../../features/cashbox/popups/deposit';
import CashboxDepositOneClick from '../../features/cashbox/popups/deposit-one-click';
import type { DepositInvite } from '../../features/cashbox/deposit-step';
import { DepositLimitInvite } from '../../features/limits/deposit-limit-invite';
import type { PopupProps } from '../../common/popups/types';

/** Before the first deposit, the deposit step invites the player to set a deposit limit (decision 012). */
const depositLimitInvite: DepositInvite = ({ currency, history }) => <DepositLimitInvite currency={currency} history={history} />;

/** modal-cashbox-step-deposit: the cashbox's deposit step with the limits feature's invitation. */
export function DepositPopup(props: PopupProps) {
  return <CashboxDeposit {...props} invite={depositLimitInvite} />;
}

/** modal-cashbox-deposit-one-click: the same, when the player has no saved card. */
export function DepositOneClickPopup(props: PopupProps) {
  return <CashboxDepositOneClick {...props} invite={depositLimitInvite} />;
}
