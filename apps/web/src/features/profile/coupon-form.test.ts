import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { couponErrorText } from './coupon-form';

const i18n = createI18n('en', {
  'gifts.coupon.refused.used_up': 'This coupon has been used up.',
  'gifts.coupon.refused.already_redeemed': 'You have already redeemed this coupon.',
  'gifts.coupon.failed': 'The coupon could not be redeemed. Please try again.',
});
const t = i18n.t.bind(i18n);
const refusal = (status: number, data: unknown) => ({ isAxiosError: true, response: { status, data } });

describe('coupon refusals', () => {
  it('GIFT-20 a refused coupon says why, from the reason the server gives for coupon_code', () => {
    expect(couponErrorText(t, refusal(422, { errors: { coupon_code: ['used_up'] } }))).toBe('This coupon has been used up.');
    expect(couponErrorText(t, refusal(422, { errors: { coupon_code: ['already_redeemed'] } }))).toBe(
      'You have already redeemed this coupon.',
    );
  });

  it('GIFT-20 any other failure, or a reason the page does not know, is the generic message', () => {
    expect(couponErrorText(t, refusal(500, { error: 'Internal' }))).toBe('The coupon could not be redeemed. Please try again.');
    expect(couponErrorText(t, refusal(422, { errors: { coupon_code: ['something new'] } }))).toBe(
      'The coupon could not be redeemed. Please try again.',
    );
    expect(couponErrorText(t, new Error('network'))).toBe('The coupon could not be redeemed. Please try again.');
  });
});
