import { QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { PAYMENT_FIELD_REQUIRED } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { cashboxKeys } from './api';
import { refusedForPaymentProfile, reloadPaymentProfile } from './errors';
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
