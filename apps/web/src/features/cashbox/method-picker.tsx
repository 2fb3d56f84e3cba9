import type { PaymentMethod } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { CardBrandLogo } from './brand-logo';
import { isCardBrand, logoBrandOf, methodName } from './brands';

/** The limits line of a method: from translations for cards (PAY-08), crypto ranges (PAY-10), instant and fee-free (PAY-09). */
export function useMethodLimits() {
  const { t } = useTranslation();
  const format = useFormat();
  return (method: PaymentMethod, action: 'deposit' | 'cashout'): string => {
    const range = action === 'deposit' ? method.info.deposit : method.info.withdrawal;
    if (!range) return '';
    const min = format.money(range.min, method.currency);
    const max = format.money(range.max, method.currency);
    if (method.type === 'crypto' && action === 'deposit') return t('cashbox.limits.crypto_deposit', { min });
    if (isCardBrand(method.brand)) return t(`cashbox.limits.card_${action}`, { min, max });
    return t('cashbox.limits.range', { min, max });
  };
}

/** A card method's brand logo beside its name (decorative: the name says the brand). */
function MethodLogo({ brand }: { brand: string }) {
  const logo = logoBrandOf(brand);
  return logo ? <CardBrandLogo brand={logo} /> : null;
}

/** The methods of the currency as a radio group; each says its limits, that it is instant and free. */
export function MethodPicker({
  methods,
  action,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  action: 'deposit' | 'cashout';
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const limits = useMethodLimits();
  return (
    <fieldset className="method-picker">
      <legend>{t('cashbox.method.legend')}</legend>
      <div className="method-picker__list">
        {methods.map((method) => (
          <label key={method.id} className="method" data-checked={value === method.id ? 'true' : undefined}>
            <input
              type="radio"
              name="method"
              value={method.id}
              checked={value === method.id}
              onChange={() => onChange(method.id)}
            />
            <span className="method__name">
              <MethodLogo brand={method.brand} />
              {methodName(method, t)}
            </span>
            <span className="method__info">{limits(method, action)}</span>
            {method.info.processingTime === 'instant' && method.info.fee === 0 && (
              <span className="method__info">{t('cashbox.method.instant_free')}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
