import { lotteryDrawSchema, lotteryListSchema, type Lottery } from '@casino/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffApi } from '../../api/staff-api';
import {
  grantFormSchema,
  lotteryFormSchema,
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

function NewLottery() {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<LotteryFormValues>({ resolver: zodResolver(lotteryFormSchema), defaultValues: { prizes: '100, 50, 25' } });
  const create = useMutation({
    mutationFn: async (values: LotteryFormValues) => (await staffApi().post('/api/staff/lotteries', lotteryInputOf(values))).data,
    onSuccess: () => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  const { errors } = form.formState;
  return (
    <form className="staff-lotteries__form" noValidate onSubmit={(e) => void form.handleSubmit((v) => create.mutate(v))(e)}>
      <h3>New lottery</h3>
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
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        Create the lottery
      </button>
      {create.isError && <p role="alert">The server refused the lottery (is the identifier taken?).</p>}
      {create.isSuccess && <p role="status">Lottery created; its seed hash is published.</p>}
    </form>
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

/** The promotions manager's lottery panel: create, grant tickets, read the draw (decision 054). */
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
              {l.title} ({l.frontend_identifier}) · {l.status} · {l.tickets_count} tickets
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <div className="staff-lotteries__detail">
          {open.status !== 'archive' && <GrantTickets key={open.id} lottery={open} />}
          <DrawResult lottery={open} />
        </div>
      )}
      <NewLottery />
    </section>
  );
}
