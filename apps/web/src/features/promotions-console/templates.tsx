import { DEFAULT_CURRENCY, formatMoney, type StaffGiftTemplate } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetire, useTemplates } from './api';
import { ReasonAction } from './retire-button';
import { TemplateForm } from './template-form';

/** What a template pays, for the list: in the default currency, else the first it has. */
function headline(t: StaffGiftTemplate, tr: TFunction): string {
  const money = t.kind === 'deposit' ? t.max_amounts : t.amounts;
  const entries = Object.entries(money).filter((e): e is [string, number] => e[1] !== undefined);
  const entry = entries.find(([code]) => code === DEFAULT_CURRENCY) ?? entries[0];
  const parts = [];
  if (t.kind === 'deposit')
    parts.push(
      entry
        ? tr('promotions.staff_console.templates.up_to', { percent: t.percent ?? 0, amount: formatMoney(entry[1], entry[0]) })
        : `${t.percent ?? 0}%`,
    );
  else if (entry) parts.push(formatMoney(entry[1], entry[0]));
  if (t.freespins_count > 0) parts.push(tr('promotions.staff_console.spins', { count: t.freespins_count }));
  return parts.join(' + ');
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Gift templates: the list with their state and the form to create or edit one. */
export function Templates() {
  const { t: tr } = useTranslation();
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
          {tr('promotions.staff_console.templates.new')}
        </button>
      </div>
      {templates.isPending && <p className="staff-console__note">{tr('promotions.staff_console.loading')}</p>}
      {templates.data && (
        <div className="promo-console__scroll">
          <table className="promo-console__table">
            <caption className="visually-hidden">{tr('promotions.staff_console.templates.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{tr('promotions.staff_console.templates.col.title')}</th>
                <th scope="col">{tr('promotions.staff_console.templates.col.kind')}</th>
                <th scope="col">{tr('promotions.staff_console.templates.col.gives')}</th>
                <th scope="col">{tr('promotions.staff_console.templates.col.wager')}</th>
                <th scope="col">{tr('promotions.staff_console.templates.col.state')}</th>
                <th scope="col">{tr('promotions.staff_console.templates.col.window')}</th>
                <th scope="col">{tr('promotions.staff_console.templates.col.issued')}</th>
                <th scope="col">{tr('promotions.staff_console.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {templates.data.map((t) => (
                <tr key={t.id}>
                  <th scope="row">
                    {t.title} <small className="staff-console__note">#{t.id}</small>
                  </th>
                  <td>{t.kind}</td>
                  <td>{headline(t, tr)}</td>
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
                          {tr('promotions.staff_console.templates.edit')} <span className="visually-hidden">{t.title}</span>
                        </button>
                        <ReasonAction
                          action="retire"
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
