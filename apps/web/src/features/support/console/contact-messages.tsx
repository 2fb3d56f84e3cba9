import { staffContactMessageListSchema, staffContactMessageSchema, type StaffContactMessage } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffKeys } from './api';
import { staffApi } from '../../../api/staff-api';

type Status = StaffContactMessage['status'];
const contactKeys = {
  all: [...staffKeys.all, 'contact'] as const,
  list: (status: Status) => [...staffKeys.all, 'contact', status] as const,
};
/** The form writes no realtime event: the list is fetched again every minute while the console is open. */
const REFRESH_MS = 60_000;
const TABS: Status[] = ['open', 'answered', 'closed'];
/** The console's texts of the contact-form messages (issue 25). */
const K = 'support.staff_console.contact';

/**
 * Contact-form messages (POST /api/send_contact_message) for the agents of the default queue
 * (docs/decisions/017-staff-and-support.md): read them, answer by e-mail, then mark them answered
 * or close them. In the staff member's language, like the back office (issue 25).
 */
export function ContactMessages() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('open');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: contactKeys.list(status),
    queryFn: async () =>
      staffContactMessageListSchema.parse(
        (await staffApi().get('/api/staff/support/contact-messages', { params: { status } })).data,
      ).data,
    refetchInterval: REFRESH_MS,
  });
  const settle = useMutation({
    mutationFn: async ({ id, next }: { id: number; next: 'answered' | 'closed' }) =>
      staffContactMessageSchema.parse(
        (await staffApi().post(`/api/staff/support/contact-messages/${id}/status`, { status: next })).data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
  return (
    <section aria-labelledby="contact-messages-title" className="staff-console__contact">
      <h2 id="contact-messages-title">{t(`${K}.title`)}</h2>
      <nav aria-label={t(`${K}.by_status`)} className="staff-console__queues">
        {TABS.map((tab) => (
          <button key={tab} type="button" className="button" aria-pressed={tab === status} onClick={() => setStatus(tab)}>
            {t(`${K}.tab.${tab}`)}
          </button>
        ))}
      </nav>
      {list.isError && <p className="staff-console__error">{t(`${K}.load_failed`)}</p>}
      {list.data?.length === 0 && <p className="staff-console__note">{t(`${K}.empty`)}</p>}
      <ul className="staff-console__contact-list">
        {list.data?.map((m) => (
          <li key={m.id} className="staff-console__contact-item">
            <h3>{m.subject}</h3>
            <p className="staff-console__preview">
              {m.name} · <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}>{m.email}</a>
              {m.player_id !== null && <> · {t(`${K}.player`, { id: m.player_id })}</>} ·{' '}
              <time dateTime={m.created_at}>{new Date(m.created_at).toLocaleString()}</time>
            </p>
            <p className="support-chat__body">{m.message}</p>
            {m.status === 'open' && (
              <div className="staff-console__actions">
                <button
                  type="button"
                  className="button"
                  disabled={settle.isPending}
                  onClick={() => settle.mutate({ id: m.id, next: 'answered' })}
                >
                  {t(`${K}.mark_answered`)}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={settle.isPending}
                  onClick={() => settle.mutate({ id: m.id, next: 'closed' })}
                >
                  {t(`${K}.close`)}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {settle.isError && (
        <p role="alert" className="staff-console__error">
          {t('support.staff_console.action_failed')}
        </p>
      )}
    </section>
  );
}
