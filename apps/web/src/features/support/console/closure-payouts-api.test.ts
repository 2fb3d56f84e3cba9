import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { CLOSURE_PAYOUT_MESSAGES } from '@casino/contracts';
import { REFERENCE_ERRORS, completeErrorKey, referenceErrorKey } from './closure-payouts-api';

const answered = (status: number, data: unknown) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('marking a closure payout as paid', () => {
  it('LIMIT-closure checks the reference with the server rule before sending it', () => {
    expect(referenceErrorKey('SEPA-2025-00042')).toBeNull();
    expect(referenceErrorKey('  abc  ')).toBeNull();
    expect(referenceErrorKey('ab')).toBe(REFERENCE_ERRORS.length);
    expect(referenceErrorKey('   ')).toBe(REFERENCE_ERRORS.length);
    expect(referenceErrorKey('x'.repeat(101))).toBe(REFERENCE_ERRORS.length);
    expect(referenceErrorKey('REF\u0007123')).toBe(REFERENCE_ERRORS.invalid);
  });

  it("LIMIT-closure shows the server's message for a payout already paid or gone, and a generic one otherwise", () => {
    expect(completeErrorKey(answered(409, { error: CLOSURE_PAYOUT_MESSAGES.alreadyCompleted }))).toBe(
      CLOSURE_PAYOUT_MESSAGES.alreadyCompleted,
    );
    expect(completeErrorKey(answered(404, { error: CLOSURE_PAYOUT_MESSAGES.notFound }))).toBe(CLOSURE_PAYOUT_MESSAGES.notFound);
    expect(completeErrorKey(answered(422, { errors: { reference: ['is invalid'] } }))).toBe(REFERENCE_ERRORS.invalid);
    expect(completeErrorKey(answered(403, { error: 'Your role may not do this.' }))).toBe('support.closure_payouts.error.failed');
    expect(completeErrorKey(new Error('offline'))).toBe('support.closure_payouts.error.failed');
  });
});
