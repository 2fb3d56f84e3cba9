import { DEFAULT_CURRENCY, formatMoney, type StaffGiftTemplate } from '@casino/contracts';
import { useState } from 'react';
import { useRetire, useTemplates } from './api';
import { ReasonAction } from './retire-button';
import { TemplateForm } from './template-form';

/** What a template pays, for the list: in the default currency, else the first it has. */
function headline(t: StaffGiftTemplate): string {
  const money = t.kind === 'deposit' ? t.max_amounts : t.amounts;
  const entries = Object.entries(money).filter((e): e is [string, number] => e[1] !== undefined);
  const entry = entries.find(([code]) => code === DEFAULT_CURRENCY) ?? entries[0];
  const parts = [];
  if (t.kind === 'deposit') parts.push(`${t.percent ?? 0}%${entry ? ` up to ${formatMoney(entry[1], entry[0])}` : ''}`);
  else if (entry) parts.push(formatMoney(entry[1], entry[0]));
  if (t.freespins_count > 0) parts.push(`${t.freespins_count} ${t.freespins_count === 1 ? 'spin' : 'spins'}`);
  return parts.join(' + ');
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Gift templates: the list with their state and the form to create or edit one. */
export function Templates() {
  const templates = useTemplates();
  const retire = useRetire('templates');
  const [editing, setEditing] = useState<StaffGiftTemplate | null | 'new'>(null);
  if (editing !== null)
    return (
      <TemplateForm
        key={editing === 'new' ? 'new' : editing.id}
        template={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <div>
      <div className="staff-console__actions">
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          New template
        </button>
      </div>
      {templates.isPending && <p className="staff-console__note">Loading…</p>}
      {templates.data && (
        <div className="promo-console__scroll">
          <table className="promo-console__table">
            <caption className="visually-hidden">Gift templates</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Kind</th>
                <th scope="col">Gives</th>
                <th scope="col">Wager</th>
                <th scope="col">State</th>
                <th scope="col">Window</th>
                <th scope="col">Issued</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {templates.data.map((t) => (
                <tr key={t.id}>
                  <th scope="row">
                    {t.title} <small className="staff-console__note">#{t.id}</small>
                  </th>
                  <td>{t.kind}</td>
                  <td>{headline(t)}</td>
                  <td>×{t.wager_multiplier}</td>
                  <td>{t.state}</td>
                  <td>
                    {when(t.active_from)} – {when(t.active_until)}
                  </td>
                  <td>{t.issued_count}</td>
                  <td>
                    {t.state !== 'retired' && (
                      <div className="staff-console__actions">
                        <button type="button" className="button" onClick={() => setEditing(t)}>
                          Edit <span className="visually-hidden">{t.title}</span>
                        </button>
                        <ReasonAction
                          label="Retire"
                          subject={t.title}
                          run={(reason) => retire.mutateAsync({ id: t.id, reason })}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
