import { zodResolver } from '@hookform/resolvers/zod';
import {
  JACKPOT_STATES,
  formatMoney,
  jackpotConfigSchema,
  jackpotWinListSchema,
  staffJackpotSchema,
  type StaffJackpot,
} from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { staffApi } from '../../api/staff-api';

/** The settings as a form: the qualifying games one per line. */
const formSchema = jackpotConfigSchema.omit({ game_identifiers: true }).extend({ games: z.string().max(60_000) });
type JackpotForm = z.infer<typeof formSchema>;
type Outcome = 'saved' | 'refused' | null;

const toForm = (j: StaffJackpot): JackpotForm => ({
  name: j.name,
  state: j.state,
  rates: j.rates,
  levels: j.levels,
  games: j.game_identifiers.join('\n'),
});

/** Each level's pool now and what moved through it: seeds, contributions, payouts and hits. */
function PoolTable({ jackpot }: { jackpot: StaffJackpot }) {
  const money = (cents: number) => formatMoney(cents, jackpot.currency);
  return (
    <table className="history-table">
      <caption>Pools ({jackpot.currency})</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Pool now</th>
          <th scope="col">Seeded</th>
          <th scope="col">Contributed</th>
          <th scope="col">Paid out</th>
          <th scope="col">Hits</th>
        </tr>
      </thead>
      <tbody>
        {jackpot.level_totals.map((l) => (
          <tr key={l.identifier}>
            <th scope="row">{l.identifier}</th>
            <td>{money(l.amount_cents)}</td>
            <td>{money(l.seeded_cents)}</td>
            <td>{money(l.contributed_cents)}</td>
            <td>{money(l.paid_cents)}</td>
            <td>{l.hits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const LEVEL_FIELDS = [
  ['name', 'Name', 'text'],
  ['contribution_ppm', 'Share of real stakes (per million)', 'number'],
  ['seed_cents', 'Seed (cents)', 'number'],
  ['mean_win_cents', 'Mean win (cents)', 'number'],
] as const;

/** The promotions manager's form of one jackpot: name, state, qualifying games, and per level its share, seed, mean win and ceiling. */
function JackpotEditor({ jackpot }: { jackpot: StaffJackpot }) {
  const client = useQueryClient();
  const form = useForm<JackpotForm>({ resolver: zodResolver(formSchema), defaultValues: toForm(jackpot) });
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const prefix = `jackpot-${jackpot.id}`;
  const save = form.handleSubmit(async ({ games, ...values }) => {
    setOutcome(null);
    const game_identifiers = games
      .split('\n')
      .map((g) => g.trim())
      .filter(Boolean);
    try {
      await staffApi().put(`/api/staff/jackpots/${jackpot.id}`, { ...values, game_identifiers });
      setOutcome('saved');
      await client.invalidateQueries({ queryKey: ['staff', 'jackpots'] });
    } catch {
      setOutcome('refused');
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={save} noValidate aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`}>
        {jackpot.name} ({jackpot.identifier})
      </h3>
      <PoolTable jackpot={jackpot} />
      <label htmlFor={`${prefix}-name`}>Name</label>
      <input id={`${prefix}-name`} {...form.register('name')} />
      <label htmlFor={`${prefix}-state`}>State</label>
      <select id={`${prefix}-state`} {...form.register('state')}>
        {JACKPOT_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <label htmlFor={`${prefix}-games`}>Qualifying games (one identifier a line)</label>
      <textarea id={`${prefix}-games`} rows={4} {...form.register('games')} />
      <table className="history-table">
        <caption>Levels</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            {LEVEL_FIELDS.map(([, label]) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
            <th scope="col">Must-drop ceiling (cents, empty for none)</th>
          </tr>
        </thead>
        <tbody>
          {levels.fields.map((field, i) => (
            <tr key={field.id}>
              <th scope="row">{field.identifier}</th>
              {LEVEL_FIELDS.map(([key, label, type]) => (
                <td key={key}>
                  <input
                    type={type}
                    aria-label={`${label}, ${field.identifier}`}
                    aria-invalid={errors.levels?.[i]?.[key] ? true : undefined}
                    {...form.register(`levels.${i}.${key}`, type === 'number' ? { valueAsNumber: true } : {})}
                  />
                </td>
              ))}
              <td>
                <input
                  type="number"
                  aria-label={`Ceiling, ${field.identifier}`}
                  {...form.register(`levels.${i}.ceiling_cents`, {
                    setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
                  })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="staff-console__error">
          Some values are not valid: a mean win above the seed, a ceiling above the seed, shares from 0 to 100,000 per million.
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Save {jackpot.name}
      </button>
      {outcome === 'saved' && <p role="status">Saved.</p>}
      {outcome === 'refused' && (
        <p role="alert" className="staff-console__error">
          The server refused the change: check the values.
        </p>
      )}
    </form>
  );
}

/** The latest payouts of every jackpot. */
function LatestWins() {
  const wins = useQuery({
    queryKey: ['staff', 'jackpots', 'wins'],
    queryFn: async () => jackpotWinListSchema.parse((await staffApi().get('/api/jackpot_wins?order=latest&limit=20')).data),
  });
  if (!wins.data) return null;
  return (
    <table className="history-table">
      <caption>Latest payouts</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Player</th>
          <th scope="col">Level</th>
          <th scope="col">Paid</th>
        </tr>
      </thead>
      <tbody>
        {wins.data.map((w) => (
          <tr key={w.id}>
            <td>{new Date(w.created_at).toISOString().replace('T', ' ').slice(0, 16)}</td>
            <td>{w.user_name}</td>
            <td>{w.jackpot_level_name}</td>
            <td>{formatMoney(w.amount_cents, w.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The promotions manager's jackpot panel of the staff console (docs/decisions/053-progressive-jackpots.md):
 * each jackpot's pools and settings, and the latest payouts; saves are in the staff audit log.
 */
export function JackpotStaffPanel() {
  const jackpots = useQuery({
    queryKey: ['staff', 'jackpots'],
    queryFn: async () =>
      z.object({ data: z.array(staffJackpotSchema) }).parse((await staffApi().get('/api/staff/jackpots')).data).data,
  });
  return (
    <section aria-labelledby="jackpot-panel-title" className="loyalty-staff">
      <h2 id="jackpot-panel-title">Jackpots</h2>
      {jackpots.isError && (
        <p role="alert" className="staff-console__error">
          The jackpots could not be loaded.
        </p>
      )}
      {jackpots.data?.map((j) => (
        <JackpotEditor key={j.id} jackpot={j} />
      ))}
      <LatestWins />
    </section>
  );
}
