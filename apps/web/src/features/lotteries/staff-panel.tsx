import { lotteryDrawSchema, lotteryListSchema, type Lottery } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  ['frontend_identifier', 'Identifier (the page is /lottery/…)', 'text'],
  ['title', 'Title', 'text'],
  ['start_at', 'Start', 'datetime-local'],
  ['end_at', 'Draw (end)', 'datetime-local'],
  ['prizes', 'Money prizes in EUR by place (100, 50, 25)', 'text'],
] as const;

/** The lottery form: a new lottery, or an edit of one not yet started (PUT keeps its seed, currency and groups). */
function LotteryForm({ lottery, onDone }: { lottery?: Lottery; onDone?: () => void }) {
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
      <h3>{lottery ? `Edit ${lottery.title}` : 'New lottery'}</h3>
      {FIELDS.map(([name, label, type]) => (
        <div key={name} className="staff-lotteries__field">
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            id={`${id}-${name}`}
            type={type}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            {...form.register(name)}
          />
          {errors[name] && (
            <p id={`${id}-${name}-error`} className="staff-console__error">
              Expected: {errors[name]?.message}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {lottery ? 'Save the lottery' : 'Create the lottery'}
      </button>
      {save.isError && (
        <p role="alert">
          {lottery
            ? 'The server refused the change (has the lottery started, or is the identifier taken?).'
            : 'The server refused the lottery (is the identifier taken?).'}
        </p>
      )}
      {save.isSuccess && !lottery && <p role="status">Lottery created; its seed hash is published.</p>}
    </form>
  );
}

/** Cancels a lottery not yet drawn, after the operator confirms: no draw, its tickets void. */
function CancelLottery({ lottery }: { lottery: Lottery }) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const cancel = useMutation({
    mutationFn: async () => (await staffApi().post(`/api/staff/lotteries/${lottery.id}/cancel`)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
  if (!asked)
    return (
      <button type="button" className="button" onClick={() => setAsked(true)}>
        Cancel the lottery
      </button>
    );
  return (
    <div role="group" aria-label="Cancel the lottery">
      <p>
        Cancel {lottery.title}? It will not be drawn and its {lottery.tickets_count} tickets become void.
      </p>
      <button type="button" className="button button--primary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        Yes, cancel it
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsked(false)}>
        Keep it
      </button>
      {cancel.isError && <p role="alert">The server refused (has the lottery been drawn already?).</p>}
    </div>
  );
}

/** Grants tickets; one request id per submitted grant, so a retry after a lost answer adds nothing. */
function GrantTickets({ lottery }: { lottery: Lottery }) {
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
      <h4>Grant tickets</h4>
      <div className="staff-lotteries__field">
        <label htmlFor={`${id}-player`}>Player id</label>
        <input
          id={`${id}-player`}
          inputMode="numeric"
          aria-invalid={errors.player_id ? true : undefined}
          {...form.register('player_id')}
        />
      </div>
      <div className="staff-lotteries__field">
        <label htmlFor={`${id}-count`}>Tickets (1–1000)</label>
        <input
          id={`${id}-count`}
          type="number"
          min={1}
          max={1000}
          aria-invalid={errors.count ? true : undefined}
          {...form.register('count')}
        />
      </div>
      {(errors.player_id || errors.count) && <p className="staff-console__error">A player id and 1 to 1000 tickets.</p>}
      <button type="submit" className="button button--primary" disabled={grant.isPending}>
        Grant
      </button>
      {grant.isError && (
        <p role="alert">The server refused the grant (unknown player, not in the groups, or the lottery has ended).</p>
      )}
      {grant.isSuccess && <p role="status">Granted tickets {grant.data.tickets.map((n) => `#${n}`).join(', ') || 'none new'}.</p>}
    </form>
  );
}

function DrawResult({ lottery }: { lottery: Lottery }) {
  const draw = useQuery({
    queryKey: [...listKey, lottery.id, 'draw'],
    queryFn: async () => lotteryDrawSchema.parse((await staffApi().get(`/api/staff/lotteries/${lottery.id}/draw`)).data),
  });
  if (!draw.data) return <p>Loading the draw…</p>;
  return (
    <div>
      <h4>Draw</h4>
      <p>
        {draw.data.tickets.length} tickets · seed hash <code>{draw.data.server_seed_hash}</code>
      </p>
      {draw.data.server_seed ? (
        <>
          <p>
            Revealed seed <code>{draw.data.server_seed}</code>
          </p>
          <ul>
            {draw.data.winners.map((w) => (
              <li key={w.place}>
                Place {w.place}: ticket #{w.ticket}, player {w.player_id} ({w.nickname}) — {w.paid ? 'paid' : 'payment pending'}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Not drawn yet: the draw runs when the lottery ends.</p>
      )}
    </div>
  );
}

/** The promotions manager's lottery panel: create, edit before start, cancel, grant tickets, read the draw (decisions 054, 063). */
export function LotteriesStaffPanel() {
  const list = useQuery({
    queryKey: listKey,
    queryFn: async () => lotteryListSchema.parse((await staffApi().get('/api/staff/lotteries')).data),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.data?.find((l) => l.id === openId) ?? null;
  return (
    <section className="staff-lotteries" aria-labelledby="staff-lotteries-title">
      <h2 id="staff-lotteries-title">Lotteries</h2>
      <ul className="staff-lotteries__list">
        {(list.data ?? []).map((l) => (
          <li key={l.id}>
            <button type="button" className="button" aria-pressed={l.id === openId} onClick={() => setOpenId(l.id)}>
              {l.title} ({l.frontend_identifier}) · {l.canceled ? 'canceled' : l.status} · {l.tickets_count} tickets
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div className="staff-lotteries__detail">
          {open.canceled && <p>Canceled: this lottery is not drawn and its tickets are void.</p>}
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
