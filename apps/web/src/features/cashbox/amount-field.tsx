import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { amountUnit } from '../../common/money/amount-units';

/** The amount, typed in the currency's display unit (µBTC, mETH, EUR...), with its limits under it. */
export function AmountField({
  currency,
  hint,
  error,
  ...input
}: { currency: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const id = useId();
  const unit = amountUnit(currency);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form__field amount-field">
      <label htmlFor={id}>{t('cashbox.amount', { unit: unit.label })}</label>
      <div className="amount-field__box">
        <input
          id={id}
          className="input"
          inputMode={unit.fractionDigits > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        <span className="amount-field__unit" aria-hidden="true">
          {unit.label}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}
