import { REJECTION_REASONS, type RejectionReason, type StaffDocument } from '@casino/contracts';
import { useState } from 'react';
import { useReviewDocument, useReviewQueue } from './api';

const TYPE_NAMES: Record<StaffDocument['type'], string> = {
  identity: 'Identity',
  address: 'Proof of address',
  payment: 'Payment method',
  other: 'Other',
};
const REASON_NAMES: Record<RejectionReason, string> = {
  unreadable: 'Unreadable',
  expired: 'Expired',
  mismatch: 'Details do not match the profile',
  incomplete: 'Incomplete',
  wrong_document: 'Wrong document',
};

/** The reviewers' section of the staff console (PROF-10): pending documents, open, approve, reject with a reason. */
export function DocumentReview() {
  const queue = useReviewQueue('pending');
  return (
    <section aria-labelledby="documents-title" className="staff-console__documents">
      <h2 id="documents-title">Documents waiting for review</h2>
      {queue.isPending && <p className="staff-console__note">Loading…</p>}
      {queue.data?.length === 0 && <p className="staff-console__note">No documents are waiting.</p>}
      <ul className="staff-console__document-list">
        {queue.data?.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </ul>
    </section>
  );
}

function DocumentRow({ document }: { document: StaffDocument }) {
  const review = useReviewDocument();
  const [reason, setReason] = useState<RejectionReason>('unreadable');
  const selectId = `reason-${document.id}`;
  const who = document.player.name ?? document.player.email;
  return (
    <li className="staff-console__document">
      <p>
        <strong>{TYPE_NAMES[document.type]}</strong> · {who} {document.player.name && <small>({document.player.email})</small>}
        {document.player.verified && <span className="staff-console__tag">verified</span>}
      </p>
      <p className="staff-console__note">
        {document.file_name} · {document.media_type} · {Math.ceil(document.size / 1024)} KB · uploaded{' '}
        {new Date(document.uploaded_at).toLocaleString()}
      </p>
      <div className="staff-console__actions">
        <a className="button" href={`/api/staff/documents/${document.id}/file`} target="_blank" rel="noopener">
          View file <span className="visually-hidden">{document.file_name}</span>
        </a>
        <button
          type="button"
          className="button button--primary"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: document.id, review: { decision: 'approve' } })}
        >
          Approve
        </button>
        <label htmlFor={selectId} className="visually-hidden">
          Reason to reject {document.file_name}
        </label>
        <select id={selectId} value={reason} onChange={(e) => setReason(e.target.value as RejectionReason)}>
          {REJECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {REASON_NAMES[r]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: document.id, review: { decision: 'reject', reason } })}
        >
          Reject
        </button>
      </div>
      {review.isError && (
        <p role="alert" className="staff-console__error">
          The review failed. Refresh and try again.
        </p>
      )}
    </li>
  );
}
