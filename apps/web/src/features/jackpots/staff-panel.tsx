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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, jackpot.currency);
  return (
    <table className="history-table">
      <caption>{t('jackpots.staff_console.pools', { currency: jackpot.currency })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('jackpots.staff_console.col.level')}</th>
          <th scope="col">{t('jackpots.staff_console.col.pool_now')}</th>
          <th scope="col">{t('jackpots.staff_console.col.seeded')}</th>
          <th scope="col">{t('jackpots.staff_console.col.contributed')}</th>
          <th scope="col">{t('jackpots.staff_console.col.paid_out')}</th>
          <th scope="col">{t('jackpots.staff_console.col.hits')}</th>
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
  ['name', 'jackpots.staff_console.field.name', 'text'],
  ['contribution_ppm', 'jackpots.staff_console.field.contribution_ppm', 'number'],
  ['seed_cents', 'jackpots.staff_console.field.seed_cents', 'number'],
  ['mean_win_cents', 'jackpots.staff_console.field.mean_win_cents', 'number'],
] as const;

/** The promotions manager's form of one jackpot: name, state, qualifying games, and per level its share, seed, mean win and ceiling. */
function JackpotEditor({ jackpot }: { jackpot: StaffJackpot }) {
  const { t } = useTranslation();
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
      <label htmlFor={`${prefix}-name`}>{t('jackpots.staff_console.field.name')}</label>
      <input id={`${prefix}-name`} {...form.register('name')} />
      <label htmlFor={`${prefix}-state`}>{t('jackpots.staff_console.field.state')}</label>
      <select id={`${prefix}-state`} {...form.register('state')}>
        {JACKPOT_STATES.map((s) => (
          <option key={s} value={s}>
            {t(`jackpots.staff_console.state.${s}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${prefix}-games`}>{t('jackpots.staff_console.field.games')}</label>
      <textarea id={`${prefix}-games`} rows={4} {...form.register('games')} />
      <table className="history-table">
        <caption>{t('jackpots.staff_console.levels')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('jackpots.staff_console.col.level')}</th>
            {LEVEL_FIELDS.map(([, label]) => (
              <th scope="col" key={label}>
                {t(label)}
              </th>
            ))}
            <th scope="col">{t('jackpots.staff_console.col.ceiling')}</th>
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
                    aria-label={`${t(label)}, ${field.identifier}`}
                    aria-invalid={errors.levels?.[i]?.[key] ? true : undefined}
                    {...form.register(`levels.${i}.${key}`, type === 'number' ? { valueAsNumber: true } : {})}
                  />
                </td>
              ))}
              <td>
                <input
                  type="number"
                  aria-label={t('jackpots.staff_console.ceiling', { level: field.identifier })}
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
          {t('jackpots.staff_console.invalid')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t('jackpots.staff_console.save', { name: jackpot.name })}
      </button>
      {outcome === 'saved' && <p role="status">{t('jackpots.staff_console.saved')}</p>}
      {outcome === 'refused' && (
        <p role="alert" className="staff-console__error">
          {t('jackpots.staff_console.refused')}
        </p>
      )}
    </form>
  );
}

/** The latest payouts of every jackpot. */
function LatestWins() {
  const { t } = useTranslation();
  const wins = useQuery({
    queryKey: ['staff', 'jackpots', 'wins'],
    queryFn: async () => jackpotWinListSchema.parse((await staffApi().get('/api/jackpot_wins?order=latest&limit=20')).data),
  });
  if (!wins.data) return null;
  return (
    <table className="history-table">
      <caption>{t('jackpots.staff_console.latest')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('jackpots.staff_console.col.when')}</th>
          <th scope="col">{t('jackpots.staff_console.col.player')}</th>
          <th scope="col">{t('jackpots.staff_console.col.level')}</th>
          <th scope="col">{t('jackpots.staff_console.col.paid')}</th>
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
  const { t } = useTranslation();
  const jackpots = useQuery({
    queryKey: ['staff', 'jackpots'],
    queryFn: async () =>
      z.object({ data: z.array(staffJackpotSchema) }).parse((await staffApi().get('/api/staff/jackpots')).data).data,
  });
  return (
    <section aria-labelledby="jackpot-panel-title" className="loyalty-staff">
      <h2 id="jackpot-panel-title">{t('jackpots.staff_console.title')}</h2>
      {jackpots.isError && (
        <p role="alert" className="staff-console__error">
          {t('jackpots.staff_console.load_failed')}
        </p>
      )}
      {jackpots.data?.map((j) => (
        <JackpotEditor key={j.id} jackpot={j} />
      ))}
      <LatestWins />
    </section>
  );
}
