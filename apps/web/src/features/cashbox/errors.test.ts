import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { AxiosError, AxiosHeaders } from 'axios';
import { LIMIT_MESSAGES, PAYMENT_FIELD_REQUIRED } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { cashboxKeys } from './api';
import { paymentErrors, refusedForPaymentProfile, reloadPaymentProfile } from './errors';
import { playerKeys } from '../../common/player/player-query';

function answer(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, undefined, { status, statusText: '', headers: {}, config, data });
}

describe('PAY-03 a payment the server refuses for the profile', () => {
  it('PAY-03 is told apart from the other refusals of a payment', () => {
    expect(refusedForPaymentProfile(answer(422, { errors: { city: [PAYMENT_FIELD_REQUIRED] } }))).toBe(true);
    expect(refusedForPaymentProfile(answer(422, { errors: { amount_cents: ['not enough money'] } }))).toBe(false);
    expect(refusedForPaymentProfile(answer(403, { error: 'payments.error.restricted_country' }))).toBe(false);
    expect(refusedForPaymentProfile(new Error('network'))).toBe(false);
  });

  it('PAY-03 reads the player and the field metadata again, so the gate can ask for the fields', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(playerKeys.player, { id: 5 });
    queryClient.setQueryData(cashboxKeys.playerFields, { contexts: {} });
    queryClient.setQueryData(['player', 'accounts'], []);
    reloadPaymentProfile(queryClient);
    expect(queryClient.getQueryState(playerKeys.player)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cashboxKeys.playerFields)?.isInvalidated).toBe(true);
    // The wallets are not the profile: they stay as they were.
    expect(queryClient.getQueryState(['player', 'accounts'])?.isInvalidated).toBe(false);
  });
});

/** The limits messages as the server seeds them, in two languages. */
const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../server/src/seed/messages/limits/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('LIM-10 a deposit refused by a deposit limit', () => {
  const refusal = (details: unknown) => answer(422, { errors: { amount_cents: [LIMIT_MESSAGES.depositLimit] }, details });
  async function tIn(lng: string) {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: catalogue(lng) } }, interpolation: { escapeValue: false } });
    return i18n.t;
  }
  const euros = (bound: string) => `€${(Number(bound) / 100).toFixed(2)}`;

  it('LIM-10 says how much more the player can deposit in the period of the limit that refused', async () => {
    const t = await tIn('en');
    const today = paymentErrors(t, refusal({ remaining_cents: 2_000, currency: 'EUR', period: 'day' }), euros);
    expect(today['amount_cents']).toBe('This deposit would go over your deposit limit. You can deposit €20.00 more today.');
    const week = paymentErrors(t, refusal({ remaining_cents: 550, currency: 'EUR', period: 'week' }), euros);
    expect(week['amount_cents']).toContain('You can deposit €5.50 more this week.');
    const none = paymentErrors(t, refusal({ remaining_cents: 0, currency: 'EUR', period: 'month' }), euros);
    expect(none['amount_cents']).toContain('Your deposit limit for this month is used up.');
  });

  it("LIM-10 says it in the page's language, and only the limit message when the refusal has no details", async () => {
    const t = await tIn('de');
    const de = paymentErrors(t, refusal({ remaining_cents: 2_000, currency: 'EUR', period: 'day' }), euros);
    expect(de['amount_cents']).toContain('Du kannst heute noch €20.00 einzahlen.');
    const plain = paymentErrors(t, answer(422, { errors: { amount_cents: [LIMIT_MESSAGES.depositLimit] } }), euros);
    expect(plain['amount_cents']).toBe(catalogue('de')[LIMIT_MESSAGES.depositLimit]);
  });
});
