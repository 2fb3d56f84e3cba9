import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@casino/contracts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { cashboxKeys, currenciesQuery, selectAccount } from './api';
import { BalanceSummary } from './balance-summary';
import { ACCOUNT_PARAM, CASHBOX_POPUPS } from './paths';
import { useCashboxNav } from './use-cashbox';

/**
 * The player's wallets with their balances (PAY-14, PAY-15); choosing one or opening a new one
 * goes through POST /api/player/accounts (PAY-17), whose failure shows the answer's message.
 */
export function Wallets({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { href } = useCashboxNav();
  const queryClient = useQueryClient();
  const currencies = useQuery(currenciesQuery(browserApi()));
  const selectId = useId();
  const [error, setError] = useState<string | null>(null);
  const opened = new Set(accounts.map((account) => account.currency));
  const choices = (currencies.data?.enabled ?? []).filter((code) => !opened.has(code));
  const form = useForm<{ currency: string }>({ defaultValues: { currency: '' } });
  const newCurrency = useWatch({ control: form.control, name: 'currency' });
  const choose = useMutation({
    mutationFn: (currency: string) => selectAccount(browserApi(), currency),
    onSuccess: async (result) => {
      if ('errors' in result) {
        setError(Object.values(result.errors)[0]?.[0] ?? t('cashbox.error.generic'));
        return;
      }
      setError(null);
      form.reset({ currency: '' });
      await queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts });
    },
  });

  return (
    <section className="cashbox__section" aria-labelledby="cashbox-wallets-title">
      <h3 id="cashbox-wallets-title">{t('cashbox.wallets.title')}</h3>
      <ul className="wallets">
        {accounts.map((account) => (
          <li key={account.id} className="wallet" data-active={account.active ? 'true' : undefined}>
            <div className="wallet__head">
              <span className="wallet__currency">{account.currency}</span>
              <strong className="wallet__total">{format.money(account.amount_cents, account.currency)}</strong>
              {account.active && <span className="wallet__badge">{t('cashbox.wallets.active')}</span>}
            </div>
            <BalanceSummary account={account} currency={account.currency} />
            <div className="wallet__actions">
              {!account.active && (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={choose.isPending}
                  onClick={() => choose.mutate(account.currency)}
                >
                  {t('cashbox.wallets.use', { currency: account.currency })}
                </button>
              )}
              <Link
                className="button button--primary"
                to={href(CASHBOX_POPUPS.deposit, { [ACCOUNT_PARAM]: String(account.id) })}
                replace
                preventScrollReset
                aria-label={t('cashbox.wallets.deposit_to', { currency: account.currency })}
              >
                {t('cashbox.tab.deposit')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {choices.length > 0 && (
        <form
          className="wallets__open"
          onSubmit={(event) =>
            void form.handleSubmit(({ currency }) => {
              if (currency) choose.mutate(currency);
            })(event)
          }
        >
          <label htmlFor={selectId}>{t('cashbox.wallets.open')}</label>
          <select id={selectId} className="input" {...form.register('currency')}>
            <option value="">{t('cashbox.wallets.pick_currency')}</option>
            {choices.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--ghost" disabled={!newCurrency || choose.isPending}>
            {t('cashbox.wallets.open_button')}
          </button>
        </form>
      )}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
