import type { DepositGift } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { depositGiftsQuery } from './api';
import './deposit-gifts.css';
import { giftTitle } from './rules';

interface DepositGiftPickerProps {
  /** The chosen gift's id as the deposit request's `deposit_bonus`, or null for no bonus. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The amount typed so far, to tell the player when it is below a gift's minimum deposit. */
  amountCents: number | null;
  /** Choose the first gift once the offers arrive (the cashbox opened for a deposit bonus). */
  preferFirst?: boolean;
}

/** What a deposit gift gives, line by line. */
function offerLines(gift: DepositGift, t: TFunction, money: (cents: number) => string): string[] {
  const lines = [t('gifts.deposit.offer', { percent: gift.percent, max: money(gift.max_amount_cents) })];
  if (gift.min_deposit_cents > 0) lines.push(t('gifts.deposit.min', { min: money(gift.min_deposit_cents) }));
  if (gift.wager_multiplier > 0) lines.push(t('gifts.deposit.wager', { multiplier: gift.wager_multiplier }));
  if (gift.freespins_total > 0) lines.push(t('gifts.deposit.spins', { count: gift.freespins_total }));
  return lines;
}

/**
 * The deposit gifts the player may choose in the cashbox (GET /api/bonuses/deposit, GIFT-14 applied
 * by the server), as a radio group with "no bonus" first. Nothing shows while they load, when the
 * call fails, or when there is none to choose.
 */
export function DepositGiftPicker({ value, onChange, amountCents, preferFirst = false }: DepositGiftPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = useId();
  const gifts = useQuery(depositGiftsQuery(browserApi())).data ?? [];
  const first = gifts[0] ? String(gifts[0].id) : null;
  useEffect(() => {
    if (preferFirst && first !== null) onChange(first);
    // Only when the offers first arrive: a later choice of the player's stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preferFirst, first]);
  if (gifts.length === 0) return null;
  return (
    <fieldset className="deposit-gifts" data-testid="deposit-gift-picker">
      <legend>{t('gifts.deposit.legend')}</legend>
      <label className="deposit-gifts__option">
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <span>{t('gifts.deposit.none')}</span>
      </label>
      {gifts.map((gift) => {
        const id = String(gift.id);
        const money = (cents: number) => format.money(cents, gift.currency);
        const tooSmall = amountCents !== null && amountCents < gift.min_deposit_cents;
        return (
          <label key={id} className="deposit-gifts__option">
            <input type="radio" name={name} value={id} checked={value === id} onChange={() => onChange(id)} />
            <span>
              <strong>{giftTitle(gift, (key) => t(key))}</strong>
              {offerLines(gift, t, money).map((line) => (
                <span key={line} className="deposit-gifts__line">
                  {line}
                </span>
              ))}
              {tooSmall && value === id && (
                <span className="deposit-gifts__line form__error">
                  {t('gifts.deposit.too_small', { min: money(gift.min_deposit_cents) })}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
