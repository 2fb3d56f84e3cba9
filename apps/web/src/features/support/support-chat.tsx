import { SUPPORT_MESSAGE_MAX } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadErrorKey } from '../../api/upload-errors';
import { useConversation, useMarkRead, useSendAttachment, useSendMessage } from './api';
import { Attachment } from './attachment';
import './support.css';

/** The live support chat (SHELL-20): the conversation, answers arriving live, and the composer. */
export function SupportChat() {
  const { t, i18n } = useTranslation();
  const conversation = useConversation();
  const send = useSendMessage();
  const sendFile = useSendAttachment();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const busy = send.isPending || sendFile.isPending;
  const markRead = useMarkRead();
  const form = useForm({ defaultValues: { draft: '' } });
  const draft = useWatch({ control: form.control, name: 'draft' });
  const clearDraft = () => form.setValue('draft', '');
  const logRef = useRef<HTMLDivElement>(null);
  const data = conversation.data ?? null;
  const unread = data?.unread_count ?? 0;
  const { mutate: markAllRead } = markRead;

  // The chat is open, so whatever arrived is read now.
  useEffect(() => {
    if (unread > 0) markAllRead();
  }, [unread, markAllRead]);

  const count = data?.messages.length ?? 0;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  const sendDraft = ({ draft: typed }: { draft: string }) => {
    const body = typed.trim();
    if (busy) return;
    if (file) {
      setFileError(null);
      sendFile.mutate(
        { file, body },
        {
          onSuccess: () => {
            clearDraft();
            setFile(null);
            if (fileRef.current) fileRef.current.value = '';
          },
          onError: (failure) => setFileError(t(uploadErrorKey(failure, 'support.chat.error'))),
        },
      );
      return;
    }
    if (body) send.mutate(body, { onSuccess: clearDraft });
  };
  const submit = (event: React.SyntheticEvent) => form.handleSubmit(sendDraft)(event);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <section className="support-chat" aria-label={t('support.chat.title')}>
      {conversation.isPending ? (
        <p className="support-chat__note">{t('support.chat.loading')}</p>
      ) : (
        <div ref={logRef} className="support-chat__log" role="log" aria-live="polite" aria-label={t('support.chat.log')}>
          <ol className="support-chat__list">
            {count === 0 && <li className="support-chat__note">{t('support.chat.empty')}</li>}
            {data?.messages.map((message) => (
              <li key={message.id} className={`support-chat__message support-chat__message--${message.author}`}>
                <span className="support-chat__meta">
                  {message.author === 'player' ? t('support.chat.you') : (message.agent_name ?? t('support.chat.agent'))}
                  {' · '}
                  <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
                </span>
                {message.body && <span className="support-chat__body">{message.body}</span>}
                {message.attachment && (
                  <Attachment
                    file={message.attachment}
                    href={`/api/support/attachments/${message.attachment.id}`}
                    downloadLabel={t('support.attach.download', { name: message.attachment.name })}
                  />
                )}
              </li>
            ))}
            {data?.status === 'closed' && <li className="support-chat__note">{t('support.chat.closed')}</li>}
          </ol>
        </div>
      )}
      <form className="support-chat__form" onSubmit={(event) => void submit(event)}>
        <label htmlFor="support-chat-input" className="visually-hidden">
          {t('support.chat.label')}
        </label>
        <textarea
          id="support-chat-input"
          className="support-chat__input"
          rows={2}
          maxLength={SUPPORT_MESSAGE_MAX}
          placeholder={t('support.chat.placeholder')}
          {...form.register('draft')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) void submit(event);
          }}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || (draft.trim() === '' && !file)}
          aria-busy={busy}
        >
          {sendFile.isPending ? t('support.attach.busy') : t('support.chat.send')}
        </button>
      </form>
      <div className="support-chat__attach">
        <label htmlFor="support-chat-file">{t('support.attach.label')}</label>
        <input
          ref={fileRef}
          id="support-chat-file"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          aria-describedby={`support-chat-file-rules${fileError ? ' support-chat-file-error' : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => {
            setFileError(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      <p id="support-chat-file-rules" className="support-chat__note">
        {t('support.attach.rules')}
      </p>
      {fileError && (
        <p id="support-chat-file-error" className="support-chat__error" role="alert">
          {fileError}
        </p>
      )}
      {send.isError && (
        <p className="support-chat__error" role="alert">
          {t('support.chat.error')}
        </p>
      )}
    </section>
  );
}
