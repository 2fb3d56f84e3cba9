import { rolesWith } from './staff-permissions';
import { z } from 'zod';

/** Identity documents a player uploads for verification (PROF-10, docs/decisions/019-uploads.md). */
export const DOCUMENT_TYPES = ['identity', 'address', 'payment', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Approved documents of these types make the player verified. */
export const VERIFYING_DOCUMENT_TYPES: readonly DocumentType[] = ['identity', 'address'];

/** Why staff refused a document; each is a message key `verification.reason.<reason>`. */
export const REJECTION_REASONS = ['unreadable', 'expired', 'mismatch', 'incomplete', 'wrong_document'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** A player keeps at most this many pending or approved documents of one type. */
export const DOCUMENTS_PER_TYPE = 5;

export const verificationDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  /** `verification.reason.<reason>` when rejected, else null. */
  rejection_reason: z.string().nullable(),
  uploaded_at: z.string(),
  reviewed_at: z.string().nullable(),
  file_name: z.string(),
  media_type: z.string(),
  size: z.number().int(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;
export const verificationDocumentListSchema = z.object({
  verified: z.boolean(),
  data: z.array(verificationDocumentSchema),
});
export type VerificationDocumentList = z.infer<typeof verificationDocumentListSchema>;

/** The multipart text field naming the document's type. */
export const documentTypeFieldSchema = z.enum(DOCUMENT_TYPES);

// ---- Staff side ----

/** Staff roles that review documents and may open their files. */
export const VERIFICATION_REVIEW_ROLES = rolesWith('documents.review');

export const staffDocumentSchema = verificationDocumentSchema.extend({
  player: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable(), verified: z.boolean() }),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;
export const staffDocumentListSchema = z.object({ data: z.array(staffDocumentSchema) });
export const staffDocumentListQuerySchema = z.object({ status: z.enum(DOCUMENT_STATUSES).default('pending') }).strict();
/** Approve, or reject with a reason (a reject without one answers 422 on reason). */
export const documentReviewRequestSchema = z
  .object({ decision: z.enum(['approve', 'reject']), reason: z.enum(REJECTION_REASONS).optional() })
  .strict();
export type DocumentReviewRequest = z.infer<typeof documentReviewRequestSchema>;
