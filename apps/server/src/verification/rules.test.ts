import { describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_TYPE } from '@casino/contracts';
import { ValidationError } from '../http/errors';
import { mayUploadAnother, reviewOf, verifiesPlayer } from './rules';

describe('verification rules', () => {
  it('PROF-01 a player is verified once identity and address both have an approved document', () => {
    expect(verifiesPlayer(new Set(['identity', 'address']))).toBe(true);
    expect(verifiesPlayer(new Set(['identity', 'address', 'payment']))).toBe(true);
    expect(verifiesPlayer(new Set(['identity']))).toBe(false);
    expect(verifiesPlayer(new Set())).toBe(false);
  });

  it('PROF-10 a player holds at most DOCUMENTS_PER_TYPE pending or approved documents of a type', () => {
    expect(mayUploadAnother(DOCUMENTS_PER_TYPE - 1)).toBe(true);
    expect(mayUploadAnother(DOCUMENTS_PER_TYPE)).toBe(false);
  });

  it('a rejection must name its reason; an approval carries none', () => {
    const at = new Date('2026-11-15T12:00:00Z');
    expect(() => reviewOf({ decision: 'reject' }, 7, at)).toThrow(ValidationError);
    expect(reviewOf({ decision: 'reject', reason: 'expired' }, 7, at)).toEqual({
      status: 'rejected',
      rejectionReason: 'expired',
      reviewedAt: at,
      reviewedBy: 7,
    });
    expect(reviewOf({ decision: 'approve' }, 7, at)).toMatchObject({ status: 'approved', rejectionReason: null });
  });
});
