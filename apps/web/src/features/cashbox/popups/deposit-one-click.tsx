import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/server-api';
import { historyQuery, methodsQuery, type DepositResponse } from '../api';
import { CashboxFrame, CashboxSkeleton, type ReadyCashbox } from '../cashbox-frame';
import { DepositForm } from '../deposit-form';
import { DepositStep, type DepositInvite } from '../deposit-step';
import { CASHBOX_POPUPS } from '../paths';
import { PaymentStatus } from '../payment-status';
import { canChooseDepositGift, visibleMethods } from '../rules';
import type { PopupProps } from '../../../common/popups/types';

/**
 * modal-cashbox-deposit-one-click (/deposit-fast): a deposit with the player's saved card in one
 * step; without a saved card it is the ordinary deposit step.
 */
export default function CashboxDepositOneClick({ titleId, invite }: PopupProps & { invite: DepositInvite }) {
  return (
    <CashboxFrame titleId={titleId} step={CASHBOX_POPUPS.oneClick}>
      {(cashbox) => <OneClick cashbox={cashbox} invite={invite} />}
    </CashboxFrame>
  );
}

function OneClick({ cashbox, invite }: { cashbox: ReadyCashbox; invite: DepositInvite }) {
  const { t } = useTranslation();
  const api = browserApi();
  const methods = useQuery(methodsQuery(api, cashbox.currency));
  const history = useQuery(historyQuery(api));
  const [started, setStarted] = useState<DepositResponse | null>(null);
  if (methods.isPending || history.isPending) return <CashboxSkeleton />;
  const method = visibleMethods(methods.data?.deposit ?? [], cashbox.player.groups).find(
    (item) => item.type === 'card' && item.savedProfiles.length > 0,
  );
  if (!method) return <DepositStep cashbox={cashbox} invite={invite} />;
  if (started) {
    return <PaymentStatus started={started.payment} challenge={started.challenge !== null} />;
  }
  return (
    <>
      <p className="cashbox__wallet-line">{t('cashbox.one_click.hint')}</p>
      <DepositForm
        player={cashbox.player}
        method={method}
        history={history.data?.data ?? []}
        giftOffered={canChooseDepositGift(cashbox.player)}
        giftChosen={false}
        onStarted={setStarted}
      />
    </>
  );
}
