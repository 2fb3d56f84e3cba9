import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { depositPresets } from './rules';

/**
 * Amount presets of the deposit step (the rule is `depositPresets`): each button fills the amount
 * field; the one equal to the typed amount is pressed. Plain buttons, so Tab and Enter reach them.
 */
export function AmountPresets({
  currency,
  range,
  selected,
  onPick,
}: {
  currency: string;
  range: { min: number; max: number } | null;
  selected: number | null;
  onPick: (minor: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const presets = depositPresets(currency, range);
  if (presets.length === 0) return null;
  return (
    <div className="amount-presets" role="group" aria-label={t('cashbox.presets.label')}>
      {presets.map((minor) => (
        <button
          key={minor}
          type="button"
          className="button button--ghost amount-presets__button"
          aria-pressed={selected === minor}
          onClick={() => onPick(minor)}
        >
          {format.money(minor, currency)}
        </button>
      ))}
    </div>
  );
}
