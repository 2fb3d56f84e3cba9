import { useQuery } from '@tanstack/react-query';
import type { PaymentHistoryItem } from '@casino/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { historyQuery, methodsQuery, type DepositResponse } from './api';
import { CashboxSkeleton, type ReadyCashbox } from './cashbox-frame';
import { CryptoAddress } from './crypto-address';
import { DepositForm } from './deposit-form';
import { MethodPicker } from './method-picker';
import { PaymentStatus } from './payment-status';
import { ACCOUNT_PARAM, BONUS_PARAM } from './paths';
import { canChooseDepositGift, visibleMethods } from './rules';
import { useCashboxNav } from './use-cashbox';

/**
 * What the deposit step shows above its methods for a wallet: the limits feature's invitation to
 * set a deposit limit before the first deposit (decision 012). The shell hands it in, so the
 * cashbox does not import another feature (docs/architecture.md §7).
 */
export type DepositInvite = (deposit: { currency: string; history: readonly PaymentHistoryItem[] }) => ReactNode;

/**
 * The deposit step: the methods of the wallet's currency (PAY-04..10), the chosen method's
 * form, then the payment followed live until it succeeds or fails (with the bank's challenge
 * when a card asks for one).
 */
export function DepositStep({ cashbox, invite }: { cashbox: ReadyCashbox; invite: DepositInvite }) {
  const { t } = useTranslation();
  const { params } = useCashboxNav();
  const api = browserApi();
  // /accounts/{id}/deposit: the wallet named in the path, when it is the player's.
  const named = cashbox.accounts.find((account) => String(account.id) === params.get(ACCOUNT_PARAM));
  const currency = named?.currency ?? cashbox.currency;
  const methods = useQuery(methodsQuery(api, currency));
  const history = useQuery(historyQuery(api));
  const [chosen, setChosen] = useState<string | null>(null);
  const [started, setStarted] = useState<DepositResponse | null>(null);

  if (started) {
    return (
      <section className="cashbox__section" aria-labelledby="deposit-started-title">
        <h3 id="deposit-started-title">{t('cashbox.deposit.started')}</h3>
        {started.lithuanian_iban && <p className="cashbox__notice">{t('payments.lithuanian_iban')}</p>}
        <PaymentStatus
          started={started.payment}
          challenge={started.challenge !== null}
          confirmations={started.crypto?.confirmations_required}
        />
        <button type="button" className="button button--ghost" onClick={() => setStarted(null)}>
          {t('cashbox.deposit.again')}
        </button>
      </section>
    );
  }
  if (methods.isPending || history.isPending) return <CashboxSkeleton />;
  const list = visibleMethods(methods.data?.deposit ?? [], cashbox.player.groups);
  if (list.length === 0) {
    return (
      <p className="cashbox__notice" role="alert">
        {t('cashbox.method.none', { currency })}
      </p>
    );
  }
  const method = list.find((item) => item.id === chosen) ?? list[0];
  if (!method) return null;
  return (
    <>
      {invite({ currency, history: history.data?.data ?? [] })}
      <p className="cashbox__wallet-line">{t('cashbox.deposit.to_wallet', { currency })}</p>
      <MethodPicker methods={list} action="deposit" value={method.id} onChange={setChosen} />
      {method.type === 'crypto' && <CryptoAddress currency={currency} />}
      <DepositForm
        key={method.id}
        player={cashbox.player}
        method={method}
        history={history.data?.data ?? []}
        giftOffered={canChooseDepositGift(cashbox.player)}
        giftChosen={params.get(BONUS_PARAM) === '1'}
        onStarted={setStarted}
      />
    </>
  );
}
