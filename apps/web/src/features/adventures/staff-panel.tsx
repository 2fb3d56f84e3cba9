import { zodResolver } from '@hookform/resolvers/zod';
import { vipAdventuresConfigSchema, type VipAdventuresConfig } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../api/staff-api';
import { adventureFormSchema, fromForm, toForm, type AdventureForm } from './staff-form';

const QUERY_KEY = ['staff', 'adventure'] as const;

const EMPTY: VipAdventuresConfig = {
  is_enabled: false,
  group_ids: [],
  start_date: new Date().toISOString().slice(0, 10),
  days: [
    {
      day: 1,
      condition: { min_dep: { EUR: 2_000 }, wager: 0, period_activation_days: 3 },
      prize: { type: 'bonus', text_key: 'adventures.prize.bonus' },
    },
  ],
  super_prize: { text_key: 'adventures.super_prize', amounts: {} },
};

/** The server's answer to a refused save, as one line per field (`fallback` when it names none). */
function refusal(error: unknown, fallback: string): string {
  const errors = (error as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data?.errors;
  if (!errors) return fallback;
  return Object.entries(errors)
    .map(([field, reasons]) => `${field}: ${reasons.join(', ')}`)
    .join('; ');
}

function DayRow({ form, index, onRemove }: { form: UseFormReturn<AdventureForm>; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const field = (name: string) => t(`adventures.staff_console.day_field.${name}`, { day: index + 1 });
  const invalid = form.formState.errors.days?.[index];
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      <td>
        <input
          aria-label={field('min_dep')}
          aria-invalid={invalid?.min_dep ? true : undefined}
          {...form.register(`days.${index}.min_dep`)}
        />
      </td>
      <td>
        <input type="number" aria-label={field('wager')} {...form.register(`days.${index}.wager`, { valueAsNumber: true })} />
      </td>
      <td>
        <input
          type="number"
          aria-label={field('activation')}
          {...form.register(`days.${index}.period_activation_days`, { valueAsNumber: true })}
        />
      </td>
      <td>
        <select aria-label={field('prize')} {...form.register(`days.${index}.type`)}>
          <option value="bonus">{t('adventures.staff_console.prize.bonus')}</option>
          <option value="freespins">{t('adventures.staff_console.prize.freespins')}</option>
        </select>
      </td>
      <td>
        <input
          type="number"
          aria-label={field('freespins')}
          {...form.register(`days.${index}.freespins_count`, { valueAsNumber: true })}
        />
      </td>
      <td>
        <input
          aria-label={field('bonus')}
          aria-invalid={invalid?.bonus_cents ? true : undefined}
          {...form.register(`days.${index}.bonus_cents`)}
        />
      </td>
      <td>
        <input aria-label={field('template')} {...form.register(`days.${index}.gift_template_id`)} />
      </td>
      <td>
        <button
          type="button"
          className="button"
          onClick={onRemove}
          aria-label={t('adventures.staff_console.remove_day', { day: index + 1 })}
        >
          {t('adventures.staff_console.remove')}
        </button>
      </td>
    </tr>
  );
}

function AdventureEditor({ initial }: { initial: VipAdventuresConfig | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<AdventureForm>({ resolver: zodResolver(adventureFormSchema), defaultValues: toForm(initial ?? EMPTY) });
  const days = useFieldArray({ control: form.control, name: 'days' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    const parsed = vipAdventuresConfigSchema.safeParse(fromForm(values, initial));
    if (!parsed.success) {
      setOutcome({ ok: false, text: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      return;
    }
    try {
      await staffApi().put('/api/staff/adventure', parsed.data);
      await client.invalidateQueries({ queryKey: QUERY_KEY });
      setOutcome({ ok: true, text: t('adventures.staff_console.saved') });
    } catch (error) {
      setOutcome({ ok: false, text: refusal(error, t('adventures.staff_console.refused')) });
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={save} noValidate aria-labelledby="adventure-staff-title">
      <h3 id="adventure-staff-title">{t('adventures.staff_console.title')}</h3>
      <p className="staff-console__note">{t('adventures.staff_console.note')}</p>
      <p>
        <label>
          <input type="checkbox" {...form.register('is_enabled')} /> {t('adventures.staff_console.enabled')}
        </label>
      </p>
      <p>
        <label htmlFor="adventure-start">{t('adventures.staff_console.start')}</label>{' '}
        <input id="adventure-start" aria-invalid={errors.start_date ? true : undefined} {...form.register('start_date')} />
      </p>
      <p>
        <label htmlFor="adventure-groups">{t('adventures.staff_console.groups')}</label>{' '}
        <input id="adventure-groups" aria-invalid={errors.group_ids ? true : undefined} {...form.register('group_ids')} />
      </p>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">{t('adventures.staff_console.col.day')}</th>
            <th scope="col">{t('adventures.staff_console.col.min_dep')}</th>
            <th scope="col">{t('adventures.staff_console.col.wager')}</th>
            <th scope="col">{t('adventures.staff_console.col.activation')}</th>
            <th scope="col">{t('adventures.staff_console.col.prize')}</th>
            <th scope="col">{t('adventures.staff_console.col.freespins')}</th>
            <th scope="col">{t('adventures.staff_console.col.bonus')}</th>
            <th scope="col">{t('adventures.staff_console.col.template')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('adventures.staff_console.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.fields.map((row, i) => (
            <DayRow key={row.id} form={form} index={i} onRemove={() => days.remove(i)} />
          ))}
        </tbody>
      </table>
      <p>
        <label htmlFor="adventure-super">{t('adventures.staff_console.super')}</label>{' '}
        <input id="adventure-super" aria-invalid={errors.super_amounts ? true : undefined} {...form.register('super_amounts')} />
      </p>
      <p>
        <label htmlFor="adventure-super-template">{t('adventures.staff_console.super_template')}</label>{' '}
        <input id="adventure-super-template" {...form.register('super_template_id')} />
      </p>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="staff-console__error">
          {t('adventures.staff_console.invalid')}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() =>
          days.append({
            min_dep: 'EUR=2000',
            wager: 0,
            period_activation_days: 3,
            type: 'bonus',
            freespins_count: 0,
            bonus_cents: '',
            gift_template_id: '',
          })
        }
      >
        {t('adventures.staff_console.add_day')}
      </button>{' '}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t('adventures.staff_console.save')}
      </button>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : 'staff-console__error'}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}

/** The adventure calendar for the promotions manager (decision 057); each save is in the staff audit log. */
export function AdventureStaffPanel() {
  const { t } = useTranslation();
  const current = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => vipAdventuresConfigSchema.nullable().parse((await staffApi().get('/api/staff/adventure')).data),
  });
  if (current.isPending) return <p className="staff-console__note">{t('adventures.staff_console.loading')}</p>;
  if (current.isError) return <p role="alert">{t('adventures.staff_console.load_failed')}</p>;
  return (
    <section className="staff-console__panel" aria-label={t('adventures.staff_console.title')}>
      <AdventureEditor initial={current.data} />
    </section>
  );
}
