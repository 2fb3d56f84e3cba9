import { useQuery } from '@tanstack/react-query';
import { LIMIT_PERIODS, limitRequestSchema, type LimitPeriod, type PaymentHistoryItem } from '@casino/contracts';
import { useId, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { FormField } from '../../common/forms/form-field';
import { limitsQuery, setLimit } from './api';
import { limitErrorText } from './errors';
import { invitesDepositLimit } from './rules';
import { useLimitChange } from './use-limits';
import './limits.css';
import { amountUnit, parseAmount } from '../../common/money/amount-units';

/** "Not now" holds for the rest of the tab's session; the next visit asks again until a first deposit. */
const DISMISSED_KEY = 'deposit_limit_invite_dismissed';
const noSubscription = () => () => undefined;

/**
 * Before the first deposit the player is invited to set a deposit limit (decision 012), in the
 * deposit step itself, with "not now". A limit set here applies at once.
 */
export function DepositLimitInvite({ currency, history }: { currency: string; history: readonly PaymentHistoryItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const limits = useQuery(limitsQuery(browserApi()));
  const stored = useSyncExternalStore(
    noSubscription,
    () => window.sessionStorage.getItem(DISMISSED_KEY) === '1',
    () => true,
  );
  const [dismissed, setDismissed] = useState(false);
  const form = useForm<{ period: LimitPeriod; amount: string }>({ defaultValues: { period: 'month', amount: '' } });
  const change = useLimitChange(setLimit.bind(null, browserApi()));

  if (change.isSuccess && change.data.limit) {
    const account = change.data.limit.accounts.find((a) => a.currency === currency);
    return (
      <p className="limit-result limit-result--applied" role="status">
        {t('limits.invite.done', {
          amount: format.money(account?.amount_cents ?? 0, currency),
          period: t(`limits.period.${change.data.limit.period ?? form.getValues('period')}`),
        })}
      </p>
    );
  }
  if (stored || dismissed || !limits.data || !invitesDepositLimit(limits.data, history)) return null;

  /** The amount is checked by the contracts' rule for a limit request; a wrong one stays in the form. */
  const submit = form.handleSubmit(({ period, amount }) => {
    const request = limitRequestSchema.safeParse({
      type: 'deposit',
      period,
      currency,
      amount_cents: parseAmount(amount, currency) ?? undefined,
    });
    if (request.success && request.data.amount_cents !== undefined) change.mutate(request.data);
    else form.setError('amount', { message: t('limits.form.invalid_amount') });
  });

  return (
    <form className="limit-invite" aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>{t('limits.invite.title')}</h3>
      <p>{t('limits.invite.text')}</p>
      <div className="limit-invite__row">
        <div className="form__field">
          <label htmlFor={`${id}-period`}>{t('limits.form.period')}</label>
          <select id={`${id}-period`} className="input" {...form.register('period')}>
            {LIMIT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`limits.period_option.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t('limits.form.amount', { unit: amountUnit(currency).label })}
          inputMode="decimal"
          autoComplete="off"
          error={form.formState.errors.amount?.message}
          {...form.register('amount', { onChange: () => form.clearErrors('amount') })}
        />
      </div>
      {change.error && (
        <p className="form__error" role="alert">
          {limitErrorText(t, change.error)}
        </p>
      )}
      <div className="limit-invite__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('limits.invite.submit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            window.sessionStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          {t('limits.invite.not_now')}
        </button>
      </div>
    </form>
  );
}
