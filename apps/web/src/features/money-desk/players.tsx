import { roleMay, type Locale, type Staff, type StaffPlayerPage } from '@casino/contracts';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAddGroup, useAddNote, usePlayerAction, usePlayerPage, usePlayerSearch, type PlayerAction } from './api';
import { DeskTable, ErrorNote, K, ReasonForm, formatFor, type Format } from './parts';
import { PlayerSections } from './player-sections';
import './money-desk.css';

/** The player whose page is open: `?player=<id>` in the address, so the page can be linked and reloaded. */
function useSelectedPlayer(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('player');
  const id = raw !== null && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
  const select = (next: number | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === null) updated.delete('player');
      else updated.set('player', String(next));
      return updated;
    });
  return [id, select];
}

/**
 * The Players section of the back office (docs/decisions/067-money-desk.md): search by id,
 * e-mail, name, phone or payment reference, then the player's page with their money, payments,
 * limits, documents and notes, and the actions the staff member's role allows, each with a reason.
 * The open player is in the address (`/staff/players?player=42`), so a link opens their page.
 */
export function PlayersDesk({ staff, locale }: { staff: Staff; locale: Locale }) {
  const { t } = useTranslation();
  const format = useMemo(() => formatFor(locale), [locale]);
  const search = useForm({ defaultValues: { q: '' } });
  const [q, setQ] = useState('');
  const [selected, setSelected] = useSelectedPlayer();
  const found = usePlayerSearch(q);
  const inputId = useId();
  return (
    <section aria-labelledby="players-desk-title" className="money-desk" lang={locale}>
      <h2 id="players-desk-title">{t(`${K}.players.title`)}</h2>
      <form
        role="search"
        className="money-desk__search"
        onSubmit={(e) =>
          void search.handleSubmit((values) => {
            setSelected(null);
            setQ(values.q.trim());
          })(e)
        }
      >
        <label htmlFor={inputId}>{t(`${K}.players.search_label`)}</label>
        <input id={inputId} type="search" maxLength={200} {...search.register('q')} />
        <button type="submit" className="button button--primary">
          {t(`${K}.players.search`)}
        </button>
      </form>
      <p role="status" className="staff-console__note">
        {found.data ? t(`${K}.players.found`, { count: found.data.length }) : ''}
      </p>
      {found.data && found.data.length > 0 && (
        <ul className="money-desk__results" aria-label={t(`${K}.players.results`)}>
          {found.data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="staff-console__item"
                aria-current={p.id === selected ? 'true' : undefined}
                onClick={() => setSelected(p.id)}
              >
                <strong>{p.name ?? p.email}</strong> <span>#{p.id}</span> <span>{p.email}</span>
                {p.blocked && <span className="staff-console__tag">{t(`${K}.players.blocked`)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected !== null && <PlayerPage id={selected} staff={staff} format={format} />}
    </section>
  );
}

function PlayerPage({ id, staff, format }: { id: number; staff: Staff; format: Format }) {
  const { t } = useTranslation();
  const page = usePlayerPage(id);
  if (page.isPending) return <p className="staff-console__note">{t(`${K}.loading`)}</p>;
  if (!page.data) return <ErrorNote error={page.error} />;
  const { player } = page.data;
  return (
    <article aria-labelledby="player-page-title" className="money-desk__player">
      <h3 id="player-page-title">
        {player.name ?? player.email} <small>#{player.id}</small>
      </h3>
      <dl className="money-desk__facts">
        <dt>{t(`${K}.players.email`)}</dt>
        <dd>{player.email}</dd>
        <dt>{t(`${K}.players.phone`)}</dt>
        <dd>{player.phone ?? '—'}</dd>
        <dt>{t(`${K}.players.country`)}</dt>
        <dd>{player.country ?? '—'}</dd>
        <dt>{t(`${K}.players.joined`)}</dt>
        <dd>{format.dateTime(player.created_at)}</dd>
        <dt>{t(`${K}.players.status`)}</dt>
        <dd>
          {[
            t(player.verified ? `${K}.players.verified` : `${K}.players.unverified`),
            player.blocked ? t(`${K}.players.blocked`) : null,
            player.closed ? t(`${K}.players.closed`) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </dd>
        <dt>{t(`${K}.players.groups`)}</dt>
        <dd>{player.groups.join(', ') || '—'}</dd>
      </dl>
      <PlayerActions page={page.data} staff={staff} />
      {roleMay(staff.role, 'players.vip') && <AddGroup id={player.id} />}
      <Money page={page.data} format={format} />
      <PlayerSections id={player.id} staff={staff} format={format} />
      <Notes page={page.data} staff={staff} format={format} />
    </article>
  );
}

function PlayerActions({ page, staff }: { page: StaffPlayerPage; staff: Staff }) {
  const { t } = useTranslation();
  const action = usePlayerAction(page.player.id);
  if (!roleMay(staff.role, 'players.block')) return null;
  const verbs: { id: PlayerAction; text: string }[] = [
    page.player.blocked ? { id: 'unblock', text: t(`${K}.players.unblock`) } : { id: 'block', text: t(`${K}.players.block`) },
    { id: 'end_sessions', text: t(`${K}.players.end_sessions`) },
    { id: 'reset_password', text: t(`${K}.players.reset_password`) },
  ];
  return (
    <div className="money-desk__block">
      <ReasonForm
        label={t(`${K}.reason`)}
        verbs={verbs}
        pending={action.isPending}
        onSubmit={(verb, reason) => action.mutate({ action: verb as PlayerAction, reason })}
      />
      <p role="status" className="staff-console__note">
        {action.isSuccess ? t(`${K}.done`) : ''}
      </p>
      <ErrorNote error={action.error} />
    </div>
  );
}

function AddGroup({ id }: { id: number }) {
  const { t } = useTranslation();
  const add = useAddGroup(id);
  const form = useForm({ defaultValues: { group: '' } });
  const group = Number(useWatch({ control: form.control, name: 'group' }));
  const inputId = useId();
  const valid = Number.isInteger(group) && group > 0;
  return (
    <div className="money-desk__block">
      <div className="money-desk__field">
        <label htmlFor={inputId}>{t(`${K}.players.group_id`)}</label>
        <input id={inputId} inputMode="numeric" {...form.register('group')} />
      </div>
      <ReasonForm
        label={t(`${K}.reason`)}
        verbs={[{ id: 'add', text: t(`${K}.players.add_group`) }]}
        pending={add.isPending || !valid}
        onSubmit={(_verb, reason) => add.mutate({ groupId: group, reason }, { onSuccess: () => form.reset() })}
      />
      <ErrorNote error={add.error} />
    </div>
  );
}

function Money({ page, format }: { page: StaffPlayerPage; format: Format }) {
  const { t } = useTranslation();
  return (
    <>
      <DeskTable
        title={t(`${K}.players.wallets`)}
        head={[t(`${K}.col.currency`), t(`${K}.col.real`), t(`${K}.col.bonus`)]}
        empty={page.wallets.length === 0}
      >
        {page.wallets.map((w) => (
          <tr key={w.currency}>
            <th scope="row">
              {w.currency} {w.active && <span className="staff-console__tag">{t(`${K}.players.active`)}</span>}
            </th>
            <td className="money-desk__amount">{format.money(w.real_cents, w.currency)}</td>
            <td className="money-desk__amount">{format.money(w.bonus_cents, w.currency)}</td>
          </tr>
        ))}
      </DeskTable>
      <DeskTable
        title={t(`${K}.players.movements`)}
        head={[t(`${K}.col.time`), t(`${K}.col.kind`), t(`${K}.col.part`), t(`${K}.col.amount`)]}
        empty={page.movements.length === 0}
      >
        {page.movements.map((m) => (
          <tr key={`${m.id}-${m.part}-${m.currency}`}>
            <td>{format.dateTime(m.at)}</td>
            <td>{m.kind}</td>
            <td>{m.part}</td>
            <td className="money-desk__amount">{format.money(m.amount_cents, m.currency)}</td>
          </tr>
        ))}
      </DeskTable>
      <DeskTable
        title={t(`${K}.players.payments`)}
        head={[t(`${K}.col.time`), t(`${K}.col.kind`), t(`${K}.col.state`), t(`${K}.col.amount`)]}
        empty={page.payments.length === 0}
      >
        {page.payments.map((p) => (
          <tr key={p.id}>
            <td>{format.dateTime(p.at)}</td>
            <td>{p.action}</td>
            <td>{p.status}</td>
            <td className="money-desk__amount">{format.money(p.amount_cents, p.currency)}</td>
          </tr>
        ))}
      </DeskTable>
      <DeskTable
        title={t(`${K}.players.limits`)}
        head={[t(`${K}.col.kind`), t(`${K}.col.detail`)]}
        empty={page.limits.length === 0}
      >
        {page.limits.map((l) => (
          <tr key={l.id}>
            <td>{l.kind}</td>
            <td>{l.detail}</td>
          </tr>
        ))}
      </DeskTable>
      <DeskTable
        title={t(`${K}.players.documents`)}
        head={[t(`${K}.col.kind`), t(`${K}.col.state`)]}
        empty={page.documents.length === 0}
      >
        {page.documents.map((d) => (
          <tr key={d.id}>
            <td>{d.type}</td>
            <td>{d.status}</td>
          </tr>
        ))}
      </DeskTable>
    </>
  );
}

function Notes({ page, staff, format }: { page: StaffPlayerPage; staff: Staff; format: Format }) {
  const { t } = useTranslation();
  const add = useAddNote(page.player.id);
  const form = useForm({ defaultValues: { body: '' } });
  const body = useWatch({ control: form.control, name: 'body' });
  const id = useId();
  return (
    <div className="money-desk__block">
      <h3>{t(`${K}.players.notes`)}</h3>
      {page.notes.length === 0 && <p className="staff-console__note">{t(`${K}.empty`)}</p>}
      <ul className="money-desk__notes">
        {page.notes.map((n) => (
          <li key={n.id}>
            <span className="staff-console__note">
              {n.staff_name ?? '—'} · <time dateTime={n.at}>{format.dateTime(n.at)}</time>
            </span>
            <p>{n.body}</p>
          </li>
        ))}
      </ul>
      {roleMay(staff.role, 'players.note') && (
        <form
          className="money-desk__reason"
          onSubmit={(e) =>
            void form.handleSubmit((values) => {
              if (values.body.trim()) add.mutate(values.body.trim(), { onSuccess: () => form.reset() });
            })(e)
          }
        >
          <label htmlFor={id}>{t(`${K}.players.note`)}</label>
          <textarea id={id} rows={2} maxLength={2000} {...form.register('body')} />
          <button type="submit" className="button" disabled={add.isPending || body.trim() === ''}>
            {t(`${K}.players.add_note`)}
          </button>
        </form>
      )}
      <ErrorNote error={add.error} />
    </div>
  );
}
