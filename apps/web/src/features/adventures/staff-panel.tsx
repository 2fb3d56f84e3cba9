import { zodResolver } from '@hookform/resolvers/zod';
import { vipAdventuresConfigSchema, type VipAdventuresConfig } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
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

/** The server's answer to a refused save, as one line per field. */
function refusal(error: unknown): string {
  const errors = (error as { response?: { data?: { errors?: Record<string, string[]> } } }).response?.data?.errors;
  if (!errors) return 'The server refused the change.';
  return Object.entries(errors)
    .map(([field, reasons]) => `${field}: ${reasons.join(', ')}`)
    .join('; ');
}

function DayRow({ form, index, onRemove }: { form: UseFormReturn<AdventureForm>; index: number; onRemove: () => void }) {
  const field = (name: string) => `Day ${index + 1}, ${name}`;
  const invalid = form.formState.errors.days?.[index];
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      <td>
        <input
          aria-label={field('minimum deposit')}
          aria-invalid={invalid?.min_dep ? true : undefined}
          {...form.register(`days.${index}.min_dep`)}
        />
      </td>
      <td>
        <input
          type="number"
          aria-label={field('wager multiple')}
          {...form.register(`days.${index}.wager`, { valueAsNumber: true })}
        />
      </td>
      <td>
        <input
          type="number"
          aria-label={field('activation days')}
          {...form.register(`days.${index}.period_activation_days`, { valueAsNumber: true })}
        />
      </td>
      <td>
        <select aria-label={field('prize')} {...form.register(`days.${index}.type`)}>
          <option value="bonus">Bonus</option>
          <option value="freespins">Free spins</option>
        </select>
      </td>
      <td>
        <input
          type="number"
          aria-label={field('free spins')}
          {...form.register(`days.${index}.freespins_count`, { valueAsNumber: true })}
        />
      </td>
      <td>
        <input
          aria-label={field('bonus amounts')}
          aria-invalid={invalid?.bonus_cents ? true : undefined}
          {...form.register(`days.${index}.bonus_cents`)}
        />
      </td>
      <td>
        <input aria-label={field('gift template id')} {...form.register(`days.${index}.gift_template_id`)} />
      </td>
      <td>
        <button type="button" className="button" onClick={onRemove} aria-label={`Remove day ${index + 1}`}>
          Remove
        </button>
      </td>
    </tr>
  );
}

function AdventureEditor({ initial }: { initial: VipAdventuresConfig | null }) {
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
      setOutcome({ ok: true, text: 'Saved.' });
    } catch (error) {
      setOutcome({ ok: false, text: refusal(error) });
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={save} noValidate aria-labelledby="adventure-staff-title">
      <h3 id="adventure-staff-title">Adventure calendar</h3>
      <p className="staff-console__note">
        Amounts are minor units per currency, such as EUR=2000 USD=2000. Day n falls on the start date plus n - 1 days.
      </p>
      <p>
        <label>
          <input type="checkbox" {...form.register('is_enabled')} /> Enabled
        </label>
      </p>
      <p>
        <label htmlFor="adventure-start">Start date (YYYY-MM-DD)</label>{' '}
        <input id="adventure-start" aria-invalid={errors.start_date ? true : undefined} {...form.register('start_date')} />
      </p>
      <p>
        <label htmlFor="adventure-groups">Widget groups besides testers (ids, comma separated)</label>{' '}
        <input id="adventure-groups" aria-invalid={errors.group_ids ? true : undefined} {...form.register('group_ids')} />
      </p>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Minimum deposit</th>
            <th scope="col">Wager ×</th>
            <th scope="col">Activation days</th>
            <th scope="col">Prize</th>
            <th scope="col">Free spins</th>
            <th scope="col">Bonus amounts</th>
            <th scope="col">Gift template</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
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
        <label htmlFor="adventure-super">Super prize amounts</label>{' '}
        <input id="adventure-super" aria-invalid={errors.super_amounts ? true : undefined} {...form.register('super_amounts')} />
      </p>
      <p>
        <label htmlFor="adventure-super-template">Super prize gift template</label>{' '}
        <input id="adventure-super-template" {...form.register('super_template_id')} />
      </p>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="staff-console__error">
          Some fields are not valid: amounts as EUR=2000, whole numbers for wager and days, a date as YYYY-MM-DD.
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
        Add a day
      </button>{' '}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Save the adventure
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
  const current = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => vipAdventuresConfigSchema.nullable().parse((await staffApi().get('/api/staff/adventure')).data),
  });
  if (current.isPending) return <p className="staff-console__note">Loading the adventure…</p>;
  if (current.isError) return <p role="alert">The adventure could not be loaded.</p>;
  return (
    <section className="staff-console__panel" aria-label="Adventure calendar">
      <AdventureEditor initial={current.data} />
    </section>
  );
}
