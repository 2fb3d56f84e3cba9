import {
  CLOSURE_PAYOUT_ROLES,
  CONFIG_EDITOR_ROLES,
  CONTACT_MESSAGE_QUEUE,
  GROUPS,
  PROMOTIONS_PANEL_ROLES,
  STAFF_SUPPORT_EVENT,
  SUPPORT_QUEUES,
  VERIFICATION_REVIEW_ROLES,
  roleMay,
  type Staff,
  type StaffConversationSummary,
  type StaffPermission,
  type StaffRole,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { withRealtime } from '../../../realtime/client';
import { Attachment } from '../attachment';
import { ClosurePayouts } from './closure-payouts';
import { ConfigEditor } from './config-editor';
import { ContactMessages } from './contact-messages';
import { meQuery, staffKeys, useConversationAction, useQueue, useStaffConversation, useStaffSignOut } from './api';
import { StaffSignInForm } from './sign-in-form';
import { InStaffLanguage } from './staff-language';
import './console.css';

/** The console's own texts (issue 25); the back office's sections keep theirs in `staff_access`. */
const K = 'support.staff_console';

/** The queues' names, `support.staff_console.queue.<name>`; an unknown queue shows its number. */
const QUEUE_NAMES: Record<number, string> = {
  [GROUPS.supportDefault]: 'default',
  [GROUPS.supportGeneral]: 'general',
  [GROUPS.supportVip]: 'vip',
};

function useQueueName() {
  const { t } = useTranslation();
  return (groupId: number) => {
    const name = QUEUE_NAMES[groupId];
    return name ? t(`${K}.queue.${name}`) : String(groupId);
  };
}

/**
 * The back-office panels other features own, shown to the roles they serve. The route composes
 * them (routes/staff-support.tsx), so support does not import verification (docs/architecture.md §7).
 */
interface ConsolePanels {
  /** The identity documents' review, for VERIFICATION_REVIEW_ROLES. */
  documentReview: ReactNode;
  /** Tournaments and quests, for promotions_manager (docs/decisions/050-tournaments.md). */
  tournaments: ReactNode;
  /** Gift templates, coupons, issued gifts and the audit log, for PROMOTIONS_PANEL_ROLES. */
  promotions: (role: StaffRole) => ReactNode;
  /** The loyalty shop's earning rates and sale, for the promotions manager (decision 052). */
  loyaltyShop: ReactNode;
  /** Lotteries, for promotions_manager (docs/decisions/054-lotteries.md). */
  lotteries?: ReactNode;
  /** Staff accounts, for the roles with staff.manage (docs/decisions/066-staff-access.md). */
  staffAccounts?: (selfId: number) => ReactNode;
  /** The audit log's search, for the roles with audit.read (decision 066). */
  auditLog?: ReactNode;
  /** Player search and the player's page, for players.read (docs/decisions/067-money-desk.md). */
  players?: (staff: Staff) => ReactNode;
  /** Adjustments, the withdrawal review queue and the payments list (decision 067). */
  money?: (staff: Staff) => ReactNode;
  /** Responsible-gaming oversight, for rg.read (decision 067). */
  risk?: (staff: Staff) => ReactNode;
  /** The business reports, for `reports.read` (docs/decisions/068-reports-and-system.md). */
  reports?: ReactNode;
  /** Health, undelivered events and the jobs' last runs, for `operations.dead_letters` (decision 068). */
  system?: ReactNode;
}

/**
 * The agent console (/staff/support): queues, a conversation, answer and close, all live; in the
 * browser's language, like the back office (issue 25), the panels the route composes included.
 */
export function AgentConsole({ panels }: { panels: ConsolePanels }) {
  return <InStaffLanguage className="staff-console__note">{() => <Console panels={panels} />}</InStaffLanguage>;
}

function Console({ panels }: { panels: ConsolePanels }) {
  const { t } = useTranslation();
  const me = useQuery(meQuery());
  if (me.isPending) return <p className="staff-console__note">{t(`${K}.loading`)}</p>;
  if (!me.data) {
    return (
      <main className="staff-console staff-console--narrow">
        <StaffSignInForm />
      </main>
    );
  }
  return <Workspace staff={me.data} panels={panels} />;
}

/** The back office's sections (decision 059), shown to the roles whose permissions they need; titled `staff_access.nav.<id>`. */
const SECTIONS: { id: string; visible: (staff: Staff) => boolean }[] = [
  { id: 'support', visible: (s) => s.queues.length > 0 },
  { id: 'players', visible: (s) => roleMay(s.role, 'players.read') },
  { id: 'documents', visible: (s) => roleMay(s.role, 'documents.review') },
  {
    id: 'money',
    visible: (s) =>
      ['money.closure_payouts', 'payments.read', 'money.adjust.propose'].some((p) => roleMay(s.role, p as StaffPermission)),
  },
  { id: 'risk', visible: (s) => roleMay(s.role, 'rg.read') },
  { id: 'promotions', visible: (s) => roleMay(s.role, 'promotions.manage') || roleMay(s.role, 'audit.read') },
  { id: 'configuration', visible: (s) => roleMay(s.role, 'config.edit') },
  { id: 'staff', visible: (s) => roleMay(s.role, 'staff.manage') },
  { id: 'audit', visible: (s) => roleMay(s.role, 'audit.read') },
  { id: 'reports', visible: (s) => roleMay(s.role, 'reports.read') },
  { id: 'system', visible: (s) => roleMay(s.role, 'operations.dead_letters') },
];

/** The sections' navigation, in the browser's language (decision 066). */
function SectionNav({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff_access.nav.label')} className="staff-console__sections">
      {SECTIONS.filter((s) => s.visible(staff)).map((s) => (
        <NavLink key={s.id} to={`/staff/${s.id}`} className="button">
          {t(`staff_access.nav.${s.id}`)}
        </NavLink>
      ))}
    </nav>
  );
}

function Workspace({ staff, panels }: { staff: Staff; panels: ConsolePanels }) {
  const { t } = useTranslation();
  const signOut = useStaffSignOut();
  const { section } = useParams();
  const reviews = (VERIFICATION_REVIEW_ROLES as readonly string[]).includes(staff.role);
  // /staff/support keeps every panel of the role on one page; /staff/<section> shows one section.
  const shows = (id: string) => section === undefined || section === id;
  return (
    <main className="staff-console">
      <header className="staff-console__header">
        <h1>
          {t(`${K}.title.${staff.queues.length > 0 ? 'support' : staff.role === 'kyc_agent' ? 'documents' : 'back_office'}`)}
        </h1>
        <span>
          {staff.name} · {staff.role.replace('_', ' ')}
        </span>
        <button type="button" className="button" onClick={() => signOut.mutate()}>
          {t(`${K}.sign_out`)}
        </button>
      </header>
      <SectionNav staff={staff} />
      {shows('support') && <SupportSection staff={staff} />}
      {shows('documents') && reviews && panels.documentReview}
      {section === 'players' && panels.players?.(staff)}
      {shows('money') && <MoneySection staff={staff} />}
      {section === 'money' && panels.money?.(staff)}
      {section === 'risk' && panels.risk?.(staff)}
      {shows('configuration') && <ConfigurationSection staff={staff} />}
      {shows('promotions') && <PromotionsSection staff={staff} panels={panels} />}
      {section === 'staff' && roleMay(staff.role, 'staff.manage') && panels.staffAccounts?.(staff.id)}
      {section === 'audit' && roleMay(staff.role, 'audit.read') && panels.auditLog}
      {section === 'reports' && roleMay(staff.role, 'reports.read') && panels.reports}
      {section === 'system' && roleMay(staff.role, 'operations.dead_letters') && panels.system}
    </main>
  );
}

function SupportSection({ staff }: { staff: Staff }) {
  return (
    <>
      {staff.queues.length > 0 && <Queues staff={staff} />}
      {staff.queues.includes(CONTACT_MESSAGE_QUEUE) && <ContactMessages />}
    </>
  );
}

function MoneySection({ staff }: { staff: Staff }) {
  return (CLOSURE_PAYOUT_ROLES as readonly string[]).includes(staff.role) ? <ClosurePayouts /> : null;
}

function ConfigurationSection({ staff }: { staff: Staff }) {
  return (CONFIG_EDITOR_ROLES as readonly string[]).includes(staff.role) ? <ConfigEditor /> : null;
}

function PromotionsSection({ staff, panels }: { staff: Staff; panels: ConsolePanels }) {
  const mayManage = roleMay(staff.role, 'promotions.manage');
  return (
    <>
      {mayManage && panels.tournaments}
      {PROMOTIONS_PANEL_ROLES.includes(staff.role) && panels.promotions(staff.role)}
      {mayManage && panels.loyaltyShop}
      {mayManage && panels.lotteries}
    </>
  );
}

function ConversationList(props: {
  'aria-labelledby': string;
  items: StaffConversationSummary[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (props.items.length === 0) return null;
  return (
    <ul aria-labelledby={props['aria-labelledby']}>
      {props.items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="staff-console__item"
            aria-current={c.id === props.selected ? 'true' : undefined}
            onClick={() => props.onSelect(c.id)}
          >
            <strong>{c.player.name ?? c.player.email}</strong>
            {c.player.vip && <span className="staff-console__tag">VIP</span>}
            {c.unread_count > 0 && <span className="staff-console__badge">{t(`${K}.unread`, { count: c.unread_count })}</span>}
            <span className="staff-console__preview">{c.last_message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Queues({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const queueName = useQueueName();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<number>(staff.queues[0] ?? GROUPS.supportDefault);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQueue(queue);
  const mine = list.data?.filter((c) => c.assigned_staff_id === staff.id) ?? [];
  const others = list.data?.filter((c) => c.assigned_staff_id !== staff.id) ?? [];

  // The staff room: the socket's handshake carries the staff cookie, so (re)connect once signed in.
  useEffect(
    () =>
      withRealtime((socket) => {
        const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.all });
        socket.on(STAFF_SUPPORT_EVENT, refresh);
        if (socket.connected) socket.disconnect().connect();
        else socket.connect();
        return () => {
          socket.off(STAFF_SUPPORT_EVENT, refresh);
        };
      }),
    [queryClient, staff.id],
  );

  return (
    <>
      <nav aria-label={t(`${K}.queues`)} className="staff-console__queues">
        {staff.queues.map((groupId) => (
          <button
            key={groupId}
            type="button"
            className="button"
            aria-pressed={groupId === queue}
            onClick={() => {
              setQueue(groupId);
              setSelected(null);
            }}
          >
            {queueName(groupId)} ({groupId})
          </button>
        ))}
      </nav>
      <div className="staff-console__panes">
        <section aria-labelledby="queue-title" className="staff-console__list">
          <h2 id="queue-title">{t(`${K}.open_conversations`)}</h2>
          {list.data?.length === 0 && <p className="staff-console__note">{t(`${K}.no_open_conversations`)}</p>}
          {/* A VIP manager's own players (assigned when filed) come first, under their own heading. */}
          {mine.length > 0 && (
            <>
              <h3 id="queue-mine">{t(`${K}.mine`)}</h3>
              <ConversationList aria-labelledby="queue-mine" items={mine} selected={selected} onSelect={setSelected} />
              {others.length > 0 && <h3 id="queue-others">{t(`${K}.unassigned`)}</h3>}
            </>
          )}
          <ConversationList
            aria-labelledby={mine.length > 0 ? 'queue-others' : 'queue-title'}
            items={others}
            selected={selected}
            onSelect={setSelected}
          />
        </section>
        {selected === null ? (
          <p className="staff-console__note">{t(`${K}.choose`)}</p>
        ) : (
          <ConversationPane id={selected} onClosed={() => setSelected(null)} />
        )}
      </div>
    </>
  );
}

function ConversationPane({ id, onClosed }: { id: number; onClosed: () => void }) {
  const { t } = useTranslation();
  const queueName = useQueueName();
  const conversation = useStaffConversation(id);
  const action = useConversationAction(id);
  const unread = conversation.data?.unread_count ?? 0;
  const { mutate } = action;
  useEffect(() => {
    if (unread > 0) mutate({ kind: 'read' });
  }, [unread, mutate]);
  const c = conversation.data;
  // Moved to a queue this agent does not work: the conversation is gone from here.
  if (conversation.isError) return <p className="staff-console__note">{t(`${K}.gone`)}</p>;
  if (!c) return <p className="staff-console__note">{t(`${K}.loading`)}</p>;
  return (
    <section aria-labelledby="conversation-title" className="staff-console__conversation">
      <h2 id="conversation-title">
        {c.player.name ?? c.player.email} {c.player.name && <small>({c.player.email})</small>}
      </h2>
      <div className="support-chat__log" role="log" aria-live="polite" aria-label={t(`${K}.messages`)}>
        <ol className="support-chat__list">
          {c.messages.map((m) => (
            <li
              key={m.id}
              className={`support-chat__message support-chat__message--${m.author === 'agent' ? 'player' : 'agent'}`}
            >
              <span className="support-chat__meta">
                {m.author === 'agent' ? m.agent_name : t(`${K}.player`)} ·{' '}
                <time dateTime={m.created_at}>{new Date(m.created_at).toLocaleTimeString()}</time>
              </span>
              {m.body && <span className="support-chat__body">{m.body}</span>}
              {m.attachment && (
                <Attachment
                  file={m.attachment}
                  href={`/api/staff/support/attachments/${m.attachment.id}`}
                  downloadLabel={t(`${K}.download`, { name: m.attachment.name })}
                />
              )}
            </li>
          ))}
        </ol>
      </div>
      {c.status === 'open' ? <AnswerForm action={action} /> : <p className="staff-console__note">{t(`${K}.closed`)}</p>}
      {c.status === 'open' && (
        <div className="staff-console__actions">
          {SUPPORT_QUEUES.filter((g) => g !== c.group_id).map((groupId) => (
            <button
              key={groupId}
              type="button"
              className="button"
              disabled={action.isPending}
              onClick={() => action.mutate({ kind: 'move', groupId }, { onSuccess: onClosed })}
            >
              {t(`${K}.move`, { queue: queueName(groupId), id: groupId })}
            </button>
          ))}
          <button type="button" className="button" onClick={() => action.mutate({ kind: 'close' }, { onSuccess: onClosed })}>
            {t(`${K}.close`)}
          </button>
        </div>
      )}
      {action.isError && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.action_failed`)}
        </p>
      )}
    </section>
  );
}

/** The agent's answer: a text, a file, or both; both are cleared once the answer is sent. */
function AnswerForm({ action }: { action: ReturnType<typeof useConversationAction> }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const form = useForm({ defaultValues: { draft: '' } });
  const draft = useWatch({ control: form.control, name: 'draft' });
  const submit = form.handleSubmit(({ draft: typed }) => {
    const body = typed.trim();
    const done = () => {
      form.setValue('draft', '');
      setFile(null);
      setFileKey((k) => k + 1);
    };
    if (file) action.mutate({ kind: 'attach', body, file }, { onSuccess: done });
    else if (body) action.mutate({ kind: 'answer', body }, { onSuccess: done });
  });
  return (
    <form className="support-chat__form" onSubmit={(event) => void submit(event)}>
      <label htmlFor="staff-answer" className="visually-hidden">
        {t(`${K}.answer`)}
      </label>
      <textarea id="staff-answer" className="support-chat__input" rows={3} {...form.register('draft')} />
      <label htmlFor="staff-attachment" className="staff-console__file">
        {t(`${K}.attach`)}
        <input
          key={fileKey}
          id="staff-attachment"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={action.isPending || (draft.trim() === '' && !file)}>
        {t(`${K}.send`)}
      </button>
    </form>
  );
}
