import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_PARTS,
  ADJUSTMENT_REASONS,
  PAYMENT_ACTIONS,
  PAYMENT_STATUSES,
  roleMay,
  type AdjustmentProposal,
  type Locale,
  type Staff,
  type StaffPaymentQuery,
} from '@casino/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../../common/money/amount-units';
import { useAdjustments, useDecideAdjustment, useDecideHold, useProposeAdjustment, useStaffPayments } from './api';
import { DeskTable, ErrorNote, K, ReasonForm, formatFor, type Format } from './parts';
import './money-desk.css';

/**
 * The Money section of the back office (docs/decisions/067-money-desk.md): manual adjustments
 * under four eyes, the withdrawal review queue, and the payments list with its filters and the
 * stuck payments. Each part shows to the roles whose permissions it needs.
 */
export function MoneyDesk({ staff, locale }: { staff: Staff; locale: Locale }) {
  const { t } = useTranslation();
  const format = useMemo(() => formatFor(locale), [locale]);
  return (
    <section aria-labelledby="money-desk-title" className="money-desk" lang={locale}>
      <h2 id="money-desk-title">{t(`${K}.money.title`)}</h2>
      {roleMay(staff.role, 'payments.read') && <HeldWithdrawals staff={staff} format={format} />}
      {roleMay(staff.role, 'money.adjust.propose') && (
        <>
          <ProposeAdjustment />
          <Adjustments staff={staff} format={format} />
        </>
      )}
      {roleMay(staff.role, 'payments.read') && <Payments format={format} />}
    </section>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="money-desk__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

const EMPTY_PROPOSAL = {
  player: '',
  currency: 'EUR',
  direction: 'credit' as AdjustmentProposal['direction'],
  part: 'real' as AdjustmentProposal['part'],
  amount: '',
  reason: 'goodwill' as AdjustmentProposal['reason'],
  comment: '',
};

/** The proposal as the server takes it, or null while a field is not filled in right. */
function proposalOf(draft: typeof EMPTY_PROPOSAL): AdjustmentProposal | null {
  const cents = parseAmount(draft.amount, draft.currency);
  const playerId = Number(draft.player);
  const comment = draft.comment.trim();
  if (!Number.isInteger(playerId) || playerId <= 0 || cents === null || cents <= 0 || comment.length < 3) return null;
  const { currency, direction, part, reason } = draft;
  return { player_id: playerId, currency, direction, part, amount_cents: cents, reason, comment };
}

function ProposeAdjustment() {
  const { t } = useTranslation();
  const propose = useProposeAdjustment();
  const form = useForm({ defaultValues: EMPTY_PROPOSAL });
  const draft = useWatch({ control: form.control }) as typeof EMPTY_PROPOSAL;
  const ready = proposalOf(draft) !== null;
  return (
    <form
      className="money-desk__block money-desk__form"
      aria-labelledby="propose-title"
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit((values) => {
          const proposal = proposalOf(values);
          if (proposal) propose.mutate(proposal, { onSuccess: () => form.reset({ ...values, amount: '', comment: '' }) });
        })(e)
      }
    >
      <h3 id="propose-title">{t(`${K}.money.propose_title`)}</h3>
      <Field label={t(`${K}.money.player_id`)}>
        {(id) => <input id={id} inputMode="numeric" {...form.register('player')} />}
      </Field>
      <Field label={t(`${K}.col.currency`)}>{(id) => <input id={id} maxLength={5} {...form.register('currency')} />}</Field>
      <Field label={t(`${K}.money.direction`)}>
        {(id) => (
          <select id={id} {...form.register('direction')}>
            {ADJUSTMENT_DIRECTIONS.map((d) => (
              <option key={d} value={d}>
                {t(`${K}.direction.${d}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(`${K}.col.part`)}>
        {(id) => (
          <select id={id} {...form.register('part')}>
            {ADJUSTMENT_PARTS.map((p) => (
              <option key={p} value={p}>
                {t(`${K}.part.${p}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(`${K}.col.amount`)}>{(id) => <input id={id} inputMode="decimal" {...form.register('amount')} />}</Field>
      <Field label={t(`${K}.money.reason_kind`)}>
        {(id) => (
          <select id={id} {...form.register('reason')}>
            {ADJUSTMENT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`${K}.adjustment_reason.${r}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t(`${K}.money.comment`)}>{(id) => <input id={id} maxLength={500} {...form.register('comment')} />}</Field>
      <button type="submit" className="button button--primary" disabled={!ready || propose.isPending}>
        {t(`${K}.money.propose`)}
      </button>
      <p role="status" className="staff-console__note">
        {propose.isSuccess ? t(`${K}.money.proposed`) : ''}
      </p>
      <ErrorNote error={propose.error} />
    </form>
  );
}

function Adjustments({ staff, format }: { staff: Staff; format: Format }) {
  const { t } = useTranslation();
  const list = useAdjustments();
  const decide = useDecideAdjustment();
  const mayApprove = roleMay(staff.role, 'money.adjust.approve');
  const rows = list.data ?? [];
  return (
    <>
      <DeskTable
        title={t(`${K}.money.adjustments_title`)}
        head={[
          t(`${K}.col.player`),
          t(`${K}.col.amount`),
          t(`${K}.money.reason_kind`),
          t(`${K}.col.state`),
          t(`${K}.money.proposed_by`),
          t(`${K}.col.action`),
        ]}
        empty={rows.length === 0}
      >
        {rows.map((a) => (
          <tr key={a.id}>
            <td>#{a.player_id}</td>
            <td className="money-desk__amount">
              {t(`${K}.direction.${a.direction}`)} {format.money(a.amount_cents, a.currency)} ({t(`${K}.part.${a.part}`)})
            </td>
            <td>
              {t(`${K}.adjustment_reason.${a.reason}`)}: {a.comment}
            </td>
            <td>{t(`${K}.adjustment_status.${a.status}`)}</td>
            <td>
              {a.proposed_by.name ?? '—'} · {format.dateTime(a.proposed_at)}
            </td>
            <td>
              {a.status === 'pending' && mayApprove && a.proposed_by.id !== staff.id ? (
                <ReasonForm
                  label={t(`${K}.money.note_for`, { id: a.id })}
                  minLength={0}
                  pending={decide.isPending}
                  verbs={[
                    { id: 'approve', text: t(`${K}.approve`) },
                    { id: 'reject', text: t(`${K}.reject`) },
                  ]}
                  onSubmit={(verb, note) => decide.mutate({ id: a.id, verb: verb as 'approve' | 'reject', note })}
                />
              ) : (
                (a.decided_by?.name ?? (a.status === 'pending' ? t(`${K}.money.waits_for_colleague`) : '—'))
              )}
            </td>
          </tr>
        ))}
      </DeskTable>
      <ErrorNote error={decide.error} />
    </>
  );
}

function HeldWithdrawals({ staff, format }: { staff: Staff; format: Format }) {
  const { t } = useTranslation();
  const held = useStaffPayments({ view: 'held' });
  const decide = useDecideHold();
  const mayDecide = roleMay(staff.role, 'payments.review');
  const rows = held.data ?? [];
  return (
    <>
      <DeskTable
        title={t(`${K}.money.held_title`)}
        head={[t(`${K}.col.player`), t(`${K}.col.amount`), t(`${K}.money.why_held`), t(`${K}.col.time`), t(`${K}.col.action`)]}
        empty={rows.length === 0}
      >
        {rows.map((p) => (
          <tr key={p.id}>
            <td>
              {p.player_email ?? `#${p.player_id}`} <small>#{p.player_id}</small>
            </td>
            <td className="money-desk__amount">{format.money(p.amount_cents, p.currency)}</td>
            <td>{p.hold?.reasons.map((r) => t(`${K}.hold_reason.${r}`)).join(', ')}</td>
            <td>{format.dateTime(p.created_at)}</td>
            <td>
              {mayDecide && (
                <ReasonForm
                  label={t(`${K}.money.reason_for`, { id: p.id })}
                  pending={decide.isPending}
                  verbs={[
                    { id: 'approve', text: t(`${K}.approve`) },
                    { id: 'reject', text: t(`${K}.reject`) },
                  ]}
                  onSubmit={(verb, reason) => decide.mutate({ id: p.id, verb: verb as 'approve' | 'reject', reason })}
                />
              )}
            </td>
          </tr>
        ))}
      </DeskTable>
      <p role="status" className="staff-console__note">
        {decide.data?.hold ? t(`${K}.hold_status.${decide.data.hold.status}`) : ''}
      </p>
      <ErrorNote error={decide.error} />
    </>
  );
}

function Payments({ format }: { format: Format }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Partial<StaffPaymentQuery>>({ view: 'all' });
  const payments = useStaffPayments(filters);
  const rows = payments.data ?? [];
  const choose = (key: 'view' | 'action' | 'state') => (e: { target: { value: string } }) =>
    setFilters({ ...filters, [key]: e.target.value || undefined });
  return (
    <div className="money-desk__block">
      <fieldset className="money-desk__filters">
        <legend>{t(`${K}.money.filters`)}</legend>
        <Field label={t(`${K}.money.view`)}>
          {(id) => (
            <select id={id} value={filters.view} onChange={choose('view')}>
              {(['all', 'held', 'stuck'] as const).map((v) => (
                <option key={v} value={v}>
                  {t(`${K}.view.${v}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(`${K}.col.kind`)}>
          {(id) => (
            <select id={id} value={filters.action ?? ''} onChange={choose('action')}>
              <option value="">{t(`${K}.money.any`)}</option>
              {PAYMENT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`${K}.action.${a}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(`${K}.col.state`)}>
          {(id) => (
            <select id={id} value={filters.state ?? ''} onChange={choose('state')}>
              <option value="">{t(`${K}.money.any`)}</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`${K}.state.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t(`${K}.col.reference`)}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={filters.reference ?? ''}
              maxLength={100}
              onChange={(e) => setFilters({ ...filters, reference: e.target.value.trim() || undefined })}
            />
          )}
        </Field>
      </fieldset>
      <DeskTable
        title={t(`${K}.money.payments_title`)}
        head={[
          t(`${K}.col.time`),
          t(`${K}.col.player`),
          t(`${K}.col.kind`),
          t(`${K}.col.amount`),
          t(`${K}.col.state`),
          t(`${K}.col.reference`),
        ]}
        empty={rows.length === 0}
      >
        {rows.map((p) => (
          <tr key={p.id}>
            <td>{format.dateTime(p.created_at)}</td>
            <td>{p.player_email ?? `#${p.player_id}`}</td>
            <td>
              {t(`${K}.action.${p.action}`)} · {p.method_id}
            </td>
            <td className="money-desk__amount">{format.money(p.amount_cents, p.currency)}</td>
            <td>
              {t(`${K}.state.${p.state}`)}
              {p.stuck && <span className="staff-console__tag">{t(`${K}.money.stuck`)}</span>}
              {p.hold && <span className="staff-console__tag">{t(`${K}.hold_status.${p.hold.status}`)}</span>}
            </td>
            <td>
              {p.provider} · {p.reference ?? '—'}
            </td>
          </tr>
        ))}
      </DeskTable>
    </div>
  );
}
