import {
  intlLocale,
  type Locale,
  tournamentFormSchema,
  tournamentListSchema,
  type TournamentFormValues,
  type TournamentInput,
} from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../api/staff-api';
import { StaffTournamentBoard } from './staff-board';
import './tournaments.css';

const K = 'competitions.staff';
const listKey = ['staff', 'tournaments'] as const;

/** The form's fields in order, with their input type. */
const FIELDS = [
  ['frontend_identifier', 'text'],
  ['title', 'text'],
  ['min_bet_cents', 'number'],
  ['categories', 'text'],
  ['start_at', 'datetime-local'],
  ['end_at', 'datetime-local'],
  ['first_prize_cents', 'number'],
  ['second_prize_points', 'number'],
] as const;

function NewTournament() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<TournamentFormValues, unknown, TournamentInput>({
    resolver: zodResolver(tournamentFormSchema),
    defaultValues: {
      strategy: 'bet_sum',
      confirmation_required: false,
      min_bet_cents: 0,
      categories: '',
      first_prize_cents: 10_000,
      second_prize_points: 0,
    },
  });
  const create = useMutation({
    mutationFn: async (input: TournamentInput) => (await staffApi().post('/api/staff/tournaments', input)).data,
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="staff-tournaments__form"
      noValidate
      onSubmit={(e) => void form.handleSubmit((input) => create.mutate(input))(e)}
    >
      <h3>{t(`${K}.new`)}</h3>
      {FIELDS.map(([name, type]) => (
        <div key={name} className="staff-tournaments__field">
          <label htmlFor={`${id}-${name}`}>{t(`${K}.field.${name}`)}</label>
          <input
            id={`${id}-${name}`}
            type={type}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            {...form.register(name)}
          />
          {errors[name] && (
            <p id={`${id}-${name}-error`} className="staff-console__error">
              {t(`${K}.invalid`)}
            </p>
          )}
        </div>
      ))}
      <div className="staff-tournaments__field">
        <label htmlFor={`${id}-strategy`}>{t(`${K}.field.strategy`)}</label>
        <select id={`${id}-strategy`} {...form.register('strategy')}>
          {(['bet_sum', 'bet_count', 'best_multiplier'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`competitions.rules.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="staff-tournaments__check">
        <input type="checkbox" {...form.register('confirmation_required')} /> {t(`${K}.field.confirmation_required`)}
      </label>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t(`${K}.create`)}
      </button>
      {create.isError && <p role="alert">{t(`${K}.failed`)}</p>}
      {create.isSuccess && <p role="status">{t(`${K}.created`)}</p>}
    </form>
  );
}

/** The promotions manager's panel of the staff console: the tournaments, a new one, and cancel (decision 050). */
export function StaffTournaments({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<number | null>(null);
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => tournamentListSchema.parse((await staffApi().get('/api/staff/tournaments')).data),
  });
  const selected = list.data?.find((item) => item.id === shown);
  const cancel = useMutation({
    mutationFn: async (id: number) => (await staffApi().post(`/api/staff/tournaments/${id}/cancel`)).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
  return (
    <section className="staff-tournaments" aria-labelledby="staff-tournaments-title" lang={locale}>
      <h2 id="staff-tournaments-title">{t(`${K}.title`)}</h2>
      <table className="staff-tournaments__table">
        <thead>
          <tr>
            <th scope="col">{t(`${K}.field.title`)}</th>
            <th scope="col">{t(`${K}.field.frontend_identifier`)}</th>
            <th scope="col">{t(`${K}.status`)}</th>
            <th scope="col">{t(`${K}.field.end_at`)}</th>
            <th scope="col">
              <span className="visually-hidden">{t(`${K}.board.open`)}</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">{t(`${K}.cancel`)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((item) => (
            <tr key={item.id}>
              <td>{item.title}</td>
              <td>{item.frontend_identifier}</td>
              <td>{item.canceled ? t(`${K}.canceled`) : t(`${K}.state.${item.status}`)}</td>
              <td>{new Date(item.end_at).toLocaleString(intlLocale(locale))}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={`${t(`${K}.board.open`)}: ${item.title}`}
                  aria-pressed={shown === item.id}
                  onClick={() => setShown(shown === item.id ? null : item.id)}
                >
                  {t(`${K}.board.open`)}
                </button>
              </td>
              <td>
                {!item.canceled && item.status !== 'archive' && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`${t(`${K}.cancel`)}: ${item.title}`}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(item.id)}
                  >
                    {t(`${K}.cancel`)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {selected && <StaffTournamentBoard tournament={selected} locale={locale} onClose={() => setShown(null)} />}
      <NewTournament />
    </section>
  );
}
