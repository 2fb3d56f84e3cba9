import { LIMIT_PERIODS, MONEY_LIMIT_TYPES, limitRequestSchema, type LimitPeriod, type MoneyLimitType } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import { setLimit } from './api';
import { ChangeResult } from './change-result';
import { limitErrorText } from './errors';
import { useLimitChange } from './use-limits';
import { amountUnit, parseAmount } from '../../common/money/amount-units';

export interface MoneyLimitDraft {
  type: MoneyLimitType;
  period: LimitPeriod;
  currency: string;
  amount: string;
}

/**
 * Sets a deposit, loss or wager limit of one currency, or changes one: a lower amount applies at
 * once, a higher one waits 24 hours and the mailed confirmation (the answer says which).
 */
export function MoneyLimitForm({
  currencies,
  draft,
  onDraft,
  headingId,
}: {
  currencies: readonly string[];
  draft: MoneyLimitDraft;
  onDraft: (draft: MoneyLimitDraft) => void;
  headingId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const change = useLimitChange(setLimit.bind(null, browserApi()));
  const [invalid, setInvalid] = useState<string | null>(null);
  const unit = amountUnit(draft.currency).label;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const request = limitRequestSchema.safeParse({
      type: draft.type,
      period: draft.period,
      currency: draft.currency,
      amount_cents: parseAmount(draft.amount, draft.currency) ?? undefined,
    });
    if (!request.success || request.data.amount_cents === undefined) {
      setInvalid(t('limits.form.invalid_amount'));
      return;
    }
    setInvalid(null);
    change.mutate(request.data);
  }

  return (
    <form className="form limit-form" noValidate aria-labelledby={headingId} onSubmit={submit}>
      <div className="limit-form__row">
        <div className="form__field">
          <label htmlFor={`${id}-type`}>{t('limits.form.type')}</label>
          <select
            id={`${id}-type`}
            className="input"
            value={draft.type}
            onChange={(e) => onDraft({ ...draft, type: e.target.value as MoneyLimitType })}
          >
            {MONEY_LIMIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`limits.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-period`}>{t('limits.form.period')}</label>
          <select
            id={`${id}-period`}
            className="input"
            value={draft.period}
            onChange={(e) => onDraft({ ...draft, period: e.target.value as LimitPeriod })}
          >
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`limits.period_option.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-currency`}>{t('limits.form.currency')}</label>
          <select
            id={`${id}-currency`}
            className="input"
            value={draft.currency}
            onChange={(e) => onDraft({ ...draft, currency: e.target.value })}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t('limits.form.amount', { unit })}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          error={invalid ?? undefined}
          onChange={(e) => onDraft({ ...draft, amount: e.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('limits.form.submit')}
      </button>
      <ChangeResult result={change.data ?? null} error={change.error ? limitErrorText(t, change.error) : null} />
    </form>
  );
}
