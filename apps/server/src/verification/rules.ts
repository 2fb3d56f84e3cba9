import { DOCUMENTS_PER_TYPE, VERIFYING_DOCUMENT_TYPES, type DocumentReviewRequest, type DocumentType } from '@casino/contracts';
import { ValidationError } from '../http/errors';
import type { DocumentRow } from './documents';

/** Whether a player holding `held` documents of a type (pending or approved) may upload another (DOCUMENTS_PER_TYPE). */
export const mayUploadAnother = (held: number): boolean => held < DOCUMENTS_PER_TYPE;

/** PROF-01: a player is verified once every verifying type (identity and address) has an approved document. */
export const verifiesPlayer = (approved: ReadonlySet<DocumentType>): boolean =>
  VERIFYING_DOCUMENT_TYPES.every((t) => approved.has(t));

/** The review a decision writes; a rejection must say why (422 otherwise). */
export function reviewOf(
  decision: DocumentReviewRequest,
  staffId: number,
  at: Date,
): Pick<DocumentRow, 'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedBy'> {
  if (decision.decision === 'reject' && !decision.reason) throw new ValidationError({ reason: ['is required to reject'] });
  return {
    status: decision.decision === 'approve' ? 'approved' : 'rejected',
    rejectionReason: decision.decision === 'reject' ? (decision.reason ?? null) : null,
    reviewedAt: at,
    reviewedBy: staffId,
  };
}
