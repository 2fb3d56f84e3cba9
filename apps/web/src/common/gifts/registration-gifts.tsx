import { registrationGiftListSchema, type RegistrationGift } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import './deposit-gifts.css';
import { giftTitle } from './rules';

/** What a registration gift gives, line by line. */
function giftLines(gift: RegistrationGift, t: TFunction, money: (cents: number) => string): string[] {
  const lines: string[] = [];
  if (gift.amount_cents > 0) lines.push(t('gifts.signup.bonus', { amount: money(gift.amount_cents) }));
  if (gift.amount_cents > 0 && gift.wager_multiplier > 0) {
    lines.push(t('gifts.deposit.wager', { multiplier: gift.wager_multiplier }));
  }
  if (gift.freespins_total > 0) lines.push(t('gifts.signup.spins', { count: gift.freespins_total }));
  return lines;
}

/**
 * The gifts a new player receives, shown on the sign-up sheet (GIFT-11): the registration gifts
 * open to everyone in the currency the sheet offers first. Nothing while they load or when there
 * are none; it is part of the lazy sign-up sheet, so the lobby loads none of it.
 */
export function RegistrationGifts({ currency }: { currency: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const offers = useQuery({
    queryKey: ['gifts', 'registration-preview', currency],
    enabled: currency !== undefined,
    staleTime: 5 * 60_000,
    queryFn: async () =>
      registrationGiftListSchema.parse(
        (await browserApi().get('/api/bonuses/registration/preview', { params: { currency } })).data,
      ),
  }).data;
  if (!offers || offers.length === 0 || !currency) return null;
  return (
    <section className="registration-gifts" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('gifts.signup.heading')}</h3>
      <ul>
        {offers.map((gift) => (
          <li key={gift.id}>
            <strong>{giftTitle(gift, t)}</strong>
            {giftLines(gift, t, (cents) => format.money(cents, currency)).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
