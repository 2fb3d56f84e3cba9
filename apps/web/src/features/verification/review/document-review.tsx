import { REJECTION_REASONS, type RejectionReason, type StaffDocument } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewDocument, useReviewQueue } from './api';

/** The console's texts of the document review (issue 25): `type.<document type>`, `reason.<rejection reason>`, … */
const K = 'verification.staff_console';

/** The reviewers' section of the staff console (PROF-10): pending documents, open, approve, reject with a reason. */
export function DocumentReview() {
  const { t } = useTranslation();
  const queue = useReviewQueue('pending');
  return (
    <section aria-labelledby="documents-title" className="staff-console__documents">
      <h2 id="documents-title">{t(`${K}.title`)}</h2>
      {queue.isPending && <p className="staff-console__note">{t(`${K}.loading`)}</p>}
      {queue.data?.length === 0 && <p className="staff-console__note">{t(`${K}.empty`)}</p>}
      <ul className="staff-console__document-list">
        {queue.data?.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </ul>
    </section>
  );
}

function DocumentRow({ document }: { document: StaffDocument }) {
  const { t } = useTranslation();
  const review = useReviewDocument();
  const [reason, setReason] = useState<RejectionReason>('unreadable');
  const selectId = `reason-${document.id}`;
  const who = document.player.name ?? document.player.email;
  return (
    <li className="staff-console__document">
      <p>
        <strong>{t(`${K}.type.${document.type}`)}</strong> · {who}{' '}
        {document.player.name && <small>({document.player.email})</small>}
        {document.player.verified && <span className="staff-console__tag">{t(`${K}.verified`)}</span>}
      </p>
      <p className="staff-console__note">
        {t(`${K}.file`, {
          name: document.file_name,
          type: document.media_type,
          size: Math.ceil(document.size / 1024),
          date: new Date(document.uploaded_at).toLocaleString(),
        })}
      </p>
      <div className="staff-console__actions">
        <a className="button" href={`/api/staff/documents/${document.id}/file`} target="_blank" rel="noopener">
          {t(`${K}.view`)} <span className="visually-hidden">{document.file_name}</span>
        </a>
        <button
          type="button"
          className="button button--primary"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: document.id, review: { decision: 'approve' } })}
        >
          {t(`${K}.approve`)}
        </button>
        <label htmlFor={selectId} className="visually-hidden">
          {t(`${K}.reason_label`, { file: document.file_name })}
        </label>
        <select id={selectId} value={reason} onChange={(e) => setReason(e.target.value as RejectionReason)}>
          {REJECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`${K}.reason.${r}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: document.id, review: { decision: 'reject', reason } })}
        >
          {t(`${K}.reject`)}
        </button>
      </div>
      {review.isError && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.failed`)}
        </p>
      )}
    </li>
  );
}
