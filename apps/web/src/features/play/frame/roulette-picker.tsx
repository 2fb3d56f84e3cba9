import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIDE_SPOTS, INSIDE_TYPES, type InsideType, type LineSpot } from './roulette-layout';

interface PickerProps {
  disabled: boolean;
  /** Places a chip on the chosen inside bet. */
  onPlace: (spot: LineSpot) => void;
  /** What the last placement was, read out to screen readers. */
  placed: string;
}

/**
 * The inside-bet picker: the bets of the layout's lines chosen by type and numbers, a full-size
 * keyboard control for the small pointer spots (WCAG 2.5.8: an equivalent control).
 */
export function InsideBetPicker({ disabled, onPlace, placed }: PickerProps) {
  const { t } = useTranslation();
  const [pickType, setPickType] = useState<InsideType>('split');
  const [pickKey, setPickKey] = useState<string>('');
  const choices = INSIDE_SPOTS.filter((spot) => spot.type === pickType);
  const picked = choices.find((spot) => spot.key === pickKey) ?? choices[0];
  return (
    <fieldset className="roulette__picker">
      <legend>{t('play.roulette.inside')}</legend>
      <label htmlFor="roulette-inside-type">{t('play.roulette.inside_type')}</label>
      <select
        id="roulette-inside-type"
        value={pickType}
        disabled={disabled}
        onChange={(event) => {
          setPickType(event.target.value as InsideType);
          setPickKey('');
        }}
      >
        {INSIDE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`play.roulette.type_${type}`)}
          </option>
        ))}
      </select>
      <label htmlFor="roulette-inside-numbers">{t('play.roulette.inside_numbers')}</label>
      <select
        id="roulette-inside-numbers"
        value={picked?.key ?? ''}
        disabled={disabled}
        onChange={(event) => setPickKey(event.target.value)}
      >
        {choices.map((spot) => (
          <option key={spot.key} value={spot.key}>
            {spot.numbers.join('-')}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--ghost"
        disabled={disabled || !picked}
        onClick={() => picked && onPlace(picked)}
      >
        {t('play.roulette.place')}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {placed}
      </p>
    </fieldset>
  );
}
