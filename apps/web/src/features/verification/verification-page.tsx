import { DOCUMENT_TYPES, type DocumentType, type VerificationDocument } from '@casino/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useLocale } from '../../i18n/locale';
import { uploadErrorKey } from '../../api/upload-errors';
import { formatSize, useDeleteDocument, useDocuments, useUploadDocument } from './api';
import './verification.css';

/** What the file input offers; the server decides from the bytes whatever the browser allows. */
const ACCEPT = 'image/jpeg,image/png,application/pdf,image/heic,.jpg,.jpeg,.png,.pdf,.heic';

/** /profile/verification (PROF-10): the verified status, and per document type its files and an upload. */
export function VerificationPage() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const [announcement, setAnnouncement] = useState('');
  const list = documents.data;
  return (
    <div className="verification">
      <p className={`verification__status verification__status--${list?.verified ? 'verified' : 'unverified'}`} role="status">
        {list?.verified ? t('verification.status.verified') : t('verification.status.unverified')}
      </p>
      <p>{t('verification.intro')}</p>
      {DOCUMENT_TYPES.map((type) => (
        <DocumentSection
          key={type}
          type={type}
          documents={(list?.data ?? []).filter((d) => d.type === type)}
          onAnnounce={setAnnouncement}
        />
      ))}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function DocumentSection({
  type,
  documents,
  onAnnounce,
}: {
  type: DocumentType;
  documents: VerificationDocument[];
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState(0);
  const form = useForm<{ file: FileList | null }>({ defaultValues: { file: null } });
  const error = form.formState.errors.file?.message ?? null;
  const showFailure = (failure: unknown) =>
    form.setError('file', { message: t(uploadErrorKey(failure, 'verification.upload.error')) });
  const upload = useUploadDocument(setProgress);
  const remove = useDeleteDocument();

  const submit = form.handleSubmit(({ file: files }) => {
    const file = files?.[0];
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { type, file },
      {
        onSuccess: (document) => {
          form.reset();
          onAnnounce(t('verification.upload.done', { name: document.file_name }));
        },
        onError: showFailure,
      },
    );
  });

  return (
    <section className="verification__type" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(`verification.type.${type}`)}</h2>
      <p className="verification__hint">{t(`verification.hint.${type}`)}</p>
      {documents.length === 0 ? (
        <p className="verification__none">{t('verification.documents.none')}</p>
      ) : (
        <ul className="verification__files">
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              deleting={remove.isPending && remove.variables === document.id}
              onDelete={() =>
                remove.mutate(document.id, {
                  onSuccess: () => onAnnounce(t('verification.document.deleted', { name: document.file_name })),
                  onError: showFailure,
                })
              }
            />
          ))}
        </ul>
      )}
      <form className="verification__upload" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-file`}>{t('verification.upload.label', { type: t(`verification.type.${type}`) })}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          {...form.register('file', {
            // A choice clears the last refusal; none chosen is refused at the next upload.
            onChange: () => form.clearErrors('file'),
            validate: (files) => (files && files.length > 0) || t('uploads.error.required'),
          })}
        />
        <p id={`${id}-rules`} className="verification__hint">
          {t('verification.upload.rules')}
        </p>
        {error && (
          <p id={`${id}-error`} className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={upload.isPending} aria-busy={upload.isPending}>
          {upload.isPending ? t('verification.upload.busy', { percent: progress }) : t('verification.upload.submit')}
        </button>
        {upload.isPending && (
          <progress
            className="verification__progress"
            max={100}
            value={progress}
            aria-label={t('verification.upload.busy', { percent: progress })}
          />
        )}
      </form>
    </section>
  );
}

function DocumentItem({
  document,
  deleting,
  onDelete,
}: {
  document: VerificationDocument;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  return (
    <li className="verification__file">
      <span className="verification__name">{document.file_name}</span>
      <span className={`verification__state verification__state--${document.status}`}>
        {t(`verification.state.${document.status}`)}
      </span>
      <span className="verification__meta">
        {t('verification.document.uploaded', { date: format.date(document.uploaded_at) })} · {formatSize(document.size, locale)}
      </span>
      {document.rejection_reason && (
        <span className="verification__reason">
          {t('verification.document.reason', { reason: t(document.rejection_reason) })}
        </span>
      )}
      <span className="verification__actions">
        <a
          className="button button--ghost"
          href={`/api/player/documents/${document.id}/file`}
          target="_blank"
          rel="noopener"
          aria-label={t('verification.document.open_label', { name: document.file_name })}
        >
          {t('verification.document.open')}
        </a>
        {document.status === 'pending' && (
          <button
            type="button"
            className="button"
            disabled={deleting}
            aria-label={t('verification.document.delete_label', { name: document.file_name })}
            onClick={onDelete}
          >
            {t('verification.document.delete')}
          </button>
        )}
      </span>
    </li>
  );
}
