import { lotteryDrawSchema, lotteryListSchema, type Lottery } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../../api/staff-api';
import {
  cancelable,
  editable,
  grantFormSchema,
  lotteryFormSchema,
  lotteryFormOf,
  lotteryInputOf,
  type GrantFormInput,
  type GrantFormValues,
  type LotteryFormValues,
} from './staff-forms';
import './lotteries.css';

const listKey = ['staff', 'lotteries'] as const;

const FIELDS = [
  ['frontend_identifier', 'text'],
  ['title', 'text'],
  ['start_at', 'datetime-local'],
  ['end_at', 'datetime-local'],
  ['prizes', 'text'],
] as const;

/** The lottery form: a new lottery, or an edit of one not yet started (PUT keeps its seed, currency and groups). */
function LotteryForm({ lottery, onDone }: { lottery?: Lottery; onDone?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<LotteryFormValues>({
    resolver: zodResolver(lotteryFormSchema),
    defaultValues: lottery ? lotteryFormOf(lottery) : { prizes: '100, 50, 25' },
  });
  const save = useMutation({
    mutationFn: async (values: LotteryFormValues) =>
      lottery
        ? (await staffApi().put(`/api/staff/lotteries/${lottery.id}`, lotteryInputOf(values, lottery))).data
        : (await staffApi().post('/api/staff/lotteries', lotteryInputOf(values))).data,
    onSuccess: () => {
      if (!lottery) form.reset();
      void queryClient.invalidateQueries({ queryKey: listKey });
      onDone?.();
    },
  });
  const { errors } = form.formState;
  return (
    <form className="staff-lotteries__form" noValidate onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}>
      <h3>{lottery ? t('lotteries.staff_console.edit', { title: lottery.title }) : t('lotteries.staff_console.new')}</h3>
      {FIELDS.map(([name, type]) => (
        <div key={name} className="staff-lotteries__field">
          <label htmlFor={`${id}-${name}`}>{t(`lotteries.staff_console.field.${name}`)}</label>
          <input
            id={`${id}-${name}`}
            type={type}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            {...form.register(name)}
          />
          {errors[name] && (
            <p id={`${id}-${name}-error`} className="staff-console__error">
              {t('lotteries.staff_console.expected', { message: errors[name]?.message })}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {lottery ? t('lotteries.staff_console.save') : t('lotteries.staff_console.create')}
      </button>
      {save.isError && (
        <p role="alert">{lottery ? t('lotteries.staff_console.edit_refused') : t('lotteries.staff_console.create_refused')}</p>
      )}
      {save.isSuccess && !lottery && <p role="status">{t('lotteries.staff_console.created')}</p>}
    </form>
  );
}

/** Cancels a lottery not yet drawn, after the operator confirms: no draw, its tickets void. */
function CancelLottery({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const cancel = useMutation({
    mutationFn: async () => (await staffApi().post(`/api/staff/lotteries/${lottery.id}/cancel`)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
  if (!asked)
    return (
      <button type="button" className="button" onClick={() => setAsked(true)}>
        {t('lotteries.staff_console.cancel')}
      </button>
    );
  return (
    <div role="group" aria-label={t('lotteries.staff_console.cancel')}>
      <p>{t('lotteries.staff_console.cancel_question', { title: lottery.title, count: lottery.tickets_count })}</p>
      <button type="button" className="button button--primary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        {t('lotteries.staff_console.cancel_yes')}
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsked(false)}>
        {t('lotteries.staff_console.cancel_keep')}
      </button>
      {cancel.isError && <p role="alert">{t('lotteries.staff_console.cancel_refused')}</p>}
    </div>
  );
}

/** Grants tickets; one request id per submitted grant, so a retry after a lost answer adds nothing. */
function GrantTickets({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const requestId = useRef<string | null>(null);
  const form = useForm<GrantFormInput, unknown, GrantFormValues>({
    resolver: zodResolver(grantFormSchema),
    defaultValues: { player_id: '', count: '1' },
  });
  const grant = useMutation({
    mutationFn: async (values: GrantFormValues) => {
      requestId.current ??= crypto.randomUUID();
      const body = { ...values, request_id: requestId.current };
      return (await staffApi().post<{ tickets: number[] }>(`/api/staff/lotteries/${lottery.id}/tickets`, body)).data;
    },
    onSuccess: () => {
      requestId.current = null;
      form.reset();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  const { errors } = form.formState;
  return (
    <form className="staff-lotteries__form" noValidate onSubmit={(e) => void form.handleSubmit((v) => grant.mutate(v))(e)}>
      <h4>{t('lotteries.staff_console.grant')}</h4>
      <div className="staff-lotteries__field">
        <label htmlFor={`${id}-player`}>{t('lotteries.staff_console.player_id')}</label>
        <input
          id={`${id}-player`}
          inputMode="numeric"
          aria-invalid={errors.player_id ? true : undefined}
          {...form.register('player_id')}
        />
      </div>
      <div className="staff-lotteries__field">
        <label htmlFor={`${id}-count`}>{t('lotteries.staff_console.count')}</label>
        <input
          id={`${id}-count`}
          type="number"
          min={1}
          max={1000}
          aria-invalid={errors.count ? true : undefined}
          {...form.register('count')}
        />
      </div>
      {(errors.player_id || errors.count) && <p className="staff-console__error">{t('lotteries.staff_console.grant_invalid')}</p>}
      <button type="submit" className="button button--primary" disabled={grant.isPending}>
        {t('lotteries.staff_console.grant_button')}
      </button>
      {grant.isError && <p role="alert">{t('lotteries.staff_console.grant_refused')}</p>}
      {grant.isSuccess && (
        <p role="status">
          {t('lotteries.staff_console.granted', {
            tickets: grant.data.tickets.map((n) => `#${n}`).join(', ') || t('lotteries.staff_console.none_new'),
          })}
        </p>
      )}
    </form>
  );
}

function DrawResult({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const draw = useQuery({
    queryKey: [...listKey, lottery.id, 'draw'],
    queryFn: async () => lotteryDrawSchema.parse((await staffApi().get(`/api/staff/lotteries/${lottery.id}/draw`)).data),
  });
  if (!draw.data) return <p>{t('lotteries.staff_console.loading_draw')}</p>;
  return (
    <div>
      <h4>{t('lotteries.staff_console.draw')}</h4>
      <p>
        {t('lotteries.staff_console.draw_tickets', { count: draw.data.tickets.length })} <code>{draw.data.server_seed_hash}</code>
      </p>
      {draw.data.server_seed ? (
        <>
          <p>
            {t('lotteries.staff_console.revealed')} <code>{draw.data.server_seed}</code>
          </p>
          <ul>
            {draw.data.winners.map((w) => (
              <li key={w.place}>
                {t(w.paid ? 'lotteries.staff_console.winner_paid' : 'lotteries.staff_console.winner_pending', {
                  place: w.place,
                  ticket: w.ticket,
                  player: w.player_id,
                  nickname: w.nickname,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('lotteries.staff_console.not_drawn')}</p>
      )}
    </div>
  );
}

/** The promotions manager's lottery panel: create, edit before start, cancel, grant tickets, read the draw (decisions 054, 063). */
export function LotteriesStaffPanel() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => lotteryListSchema.parse((await staffApi().get('/api/staff/lotteries')).data),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.data?.find((l) => l.id === openId) ?? null;
  return (
    <section className="staff-lotteries" aria-labelledby="staff-lotteries-title">
      <h2 id="staff-lotteries-title">{t('lotteries.staff_console.title')}</h2>
      <ul className="staff-lotteries__list">
        {(list.data ?? []).map((l) => (
          <li key={l.id}>
            <button type="button" className="button" aria-pressed={l.id === openId} onClick={() => setOpenId(l.id)}>
              {l.title} ({l.frontend_identifier}) · {t(`lotteries.staff_console.status.${l.canceled ? 'canceled' : l.status}`)} ·{' '}
              {t('lotteries.staff_console.list_tickets', { count: l.tickets_count })}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div className="staff-lotteries__detail">
          {open.canceled && <p>{t('lotteries.staff_console.canceled_note')}</p>}
          {open.status !== 'archive' && !open.canceled && <GrantTickets key={open.id} lottery={open} />}
          {editable(open) && <LotteryForm key={`edit-${open.id}`} lottery={open} />}
          {cancelable(open) && <CancelLottery key={`cancel-${open.id}`} lottery={open} />}
          <DrawResult lottery={open} />
        </div>
      )}
      <LotteryForm />
    </section>
  );
}
