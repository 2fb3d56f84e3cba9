import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { LockedBonusNotice } from '../../common/gifts/locked-bonus';
import { methodsQuery, type WithdrawalResponse } from './api';
import { CashboxSkeleton, type ReadyCashbox } from './cashbox-frame';
import { MethodPicker } from './method-picker';
import { PaymentHistory } from './payment-history';
import { PaymentStatus } from './payment-status';
import { visibleMethods } from './rules';
import { WithdrawForm } from './withdraw-form';

/**
 * The withdrawal step: cashout methods of the wallet's currency, the form, then the reserved
 * payment followed live; the history below recalls it while it is recallable (PAY-20).
 */
export function WithdrawStep({ cashbox }: { cashbox: ReadyCashbox }) {
  const { t } = useTranslation();
  const { currency, account } = cashbox;
  const methods = useQuery(methodsQuery(browserApi(), currency));
  const [chosen, setChosen] = useState<string | null>(null);
  const [started, setStarted] = useState<WithdrawalResponse | null>(null);

  let body: React.ReactNode;
  if (started) {
    body = (
      <section className="cashbox__section" aria-labelledby="withdraw-started-title">
        <h3 id="withdraw-started-title">{t('cashbox.withdraw.started')}</h3>
        {started.lithuanian_iban && <p className="cashbox__notice">{t('payments.lithuanian_iban')}</p>}
        <PaymentStatus started={started.payment} challenge={false} />
        <button type="button" className="button button--ghost" onClick={() => setStarted(null)}>
          {t('cashbox.withdraw.again')}
        </button>
      </section>
    );
  } else if (methods.isPending) body = <CashboxSkeleton />;
  else if (!account || account.available_to_cashout_cents <= 0) {
    body = <p className="cashbox__notice">{t('cashbox.withdraw.nothing')}</p>;
  } else {
    const list = visibleMethods(methods.data?.cashout ?? [], cashbox.player.groups);
    const method = list.find((item) => item.id === chosen) ?? list[0];
    body = method ? (
      <>
        <MethodPicker methods={list} action="cashout" value={method.id} onChange={setChosen} />
        <WithdrawForm key={method.id} player={cashbox.player} account={account} method={method} onStarted={setStarted} />
      </>
    ) : (
      <p className="cashbox__notice" role="alert">
        {t('cashbox.method.none', { currency })}
      </p>
    );
  }
  return (
    <>
      {!started && account && <LockedBonusNotice wallet={account} />}
      {body}
      <PaymentHistory />
    </>
  );
}
