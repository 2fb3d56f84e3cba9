import { zodResolver } from '@hookform/resolvers/zod';
import { LIMIT_PERIODS, MONEY_LIMIT_TYPES, limitRequestSchema, type LimitPeriod, type MoneyLimitType } from '@casino/contracts';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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

/** The typed amount, read in the chosen currency's unit and checked by the contracts' rule. */
const schema = z
  .object({ type: z.enum(MONEY_LIMIT_TYPES), period: z.enum(LIMIT_PERIODS), currency: z.string(), amount: z.string() })
  .transform(({ amount, ...rest }, context) => {
    const cents = limitRequestSchema.shape.amount_cents.unwrap().safeParse(parseAmount(amount, rest.currency));
    if (cents.success) return { ...rest, amount_cents: cents.data };
    context.addIssue({ code: 'custom', path: ['amount'], message: 'invalid' });
    return z.NEVER;
  });

/**
 * Sets a deposit, loss or wager limit of one currency, or changes one: a lower amount applies at
 * once, a higher one waits 24 hours and the mailed confirmation (the answer says which).
 */
export function MoneyLimitForm({
  currencies,
  draft,
  headingId,
}: {
  currencies: readonly string[];
  /** What the form shows; a new draft (a limit's "change" button) replaces what was typed. */
  draft: MoneyLimitDraft;
  headingId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const change = useLimitChange(setLimit.bind(null, browserApi()));
  const form = useForm({ resolver: zodResolver(schema), values: draft });
  const unit = amountUnit(useWatch({ control: form.control, name: 'currency' })).label;
  const invalid = form.formState.errors.amount !== undefined;
  const submit = form.handleSubmit((request) => change.mutate(request));

  return (
    <form className="form limit-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <div className="limit-form__row">
        <div className="form__field">
          <label htmlFor={`${id}-type`}>{t('limits.form.type')}</label>
          <select id={`${id}-type`} className="input" {...form.register('type')}>
            {MONEY_LIMIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`limits.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-period`}>{t('limits.form.period')}</label>
          <select id={`${id}-period`} className="input" {...form.register('period')}>
            {LIMIT_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`limits.period_option.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={`${id}-currency`}>{t('limits.form.currency')}</label>
          <select id={`${id}-currency`} className="input" {...form.register('currency')}>
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
          error={invalid ? t('limits.form.invalid_amount') : undefined}
          {...form.register('amount')}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('limits.form.submit')}
      </button>
      <ChangeResult result={change.data ?? null} error={change.error ? limitErrorText(t, change.error) : null} />
    </form>
  );
}
