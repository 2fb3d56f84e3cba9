import { zodResolver } from '@hookform/resolvers/zod';
import {
  expectedSpinCost,
  lootBoxGrantSchema,
  type LootBoxGrant,
  type WheelEdit,
  lootBoxGrantResponseSchema,
  WHEEL_PRIZE_KINDS,
  WHEEL_SLUGS,
  wheelAdminSchema,
  wheelEditSchema,
  type WheelSegment,
  type WheelSlug,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { idempotencyHeader, newIdempotencyKey } from '../../api/idempotency';
import { staffApi } from '../../api/staff-api';
import { WheelDepositForm } from './staff-deposit-form';

type Outcome = { kind: 'saved' | 'refused'; text: string } | null;

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.kind === 'saved' ? (
    <p role="status">{outcome.text}</p>
  ) : (
    <p role="alert" className="staff-console__error">
      {outcome.text}
    </p>
  );
}

const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The expected cost per spin as the weights stand (expectedSpinCost, decision 055). */
function CostLine({ segments }: { segments: WheelSegment[] }) {
  const cost = expectedSpinCost(segments);
  return (
    <p aria-live="polite">
      Expected cost per spin: {euro(cost.money_cents)} real money, {euro(cost.bonus_cents)} bonus money, {cost.points.toFixed(2)}{' '}
      coins, {cost.freespins.toFixed(2)} free spins.
    </p>
  );
}

const asNumber = { valueAsNumber: true } as const;
const asTemplate = { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) };
const COLUMNS = ['Label', 'Prize', 'Weight', 'EUR cents', 'Coins', 'Free spins', 'Gift template'];

/** A wheel's segments and weights, validated with the contract before it is sent; the cost follows the weights. */
function WheelEditor({ slug, initial }: { slug: WheelSlug; initial: WheelEdit }) {
  const form = useForm<WheelEdit>({ resolver: zodResolver(wheelEditSchema), defaultValues: initial });
  const rows = useFieldArray({ control: form.control, name: 'segments' });
  const segments = useWatch({ control: form.control, name: 'segments' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(
    async (values) => {
      try {
        await staffApi().put(`/api/staff/wheels/${slug}`, values);
        setOutcome({ kind: 'saved', text: 'Saved.' });
      } catch {
        setOutcome({ kind: 'refused', text: 'The server refused the change: check the values.' });
      }
    },
    () =>
      setOutcome({
        kind: 'refused',
        text: 'Check the segments: a money or bonus prize needs an EUR amount, gifts a template, the wheel some weight.',
      }),
  );
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={`Segments of ${initial.title}`}>
      <table className="history-table">
        <thead>
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => {
            const row = `segment ${i + 1}`;
            return (
              <tr key={field.id}>
                <td>
                  <input aria-label={`Label, ${row}`} {...form.register(`segments.${i}.label`)} />
                </td>
                <td>
                  <select aria-label={`Prize, ${row}`} {...form.register(`segments.${i}.kind`)}>
                    {WHEEL_PRIZE_KINDS.map((k) => (
                      <option key={k}>{k}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    aria-label={`Weight, ${row}`}
                    {...form.register(`segments.${i}.weight`, asNumber)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    aria-label={`EUR amount in cents, ${row}`}
                    {...form.register(`segments.${i}.amounts.EUR`, asNumber)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    aria-label={`Coins, ${row}`}
                    {...form.register(`segments.${i}.points`, asNumber)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    aria-label={`Free spins, ${row}`}
                    {...form.register(`segments.${i}.freespins_count`, asNumber)}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={1}
                    aria-label={`Gift template id, ${row}`}
                    {...form.register(`segments.${i}.gift_template_id`, asTemplate)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <CostLine segments={segments.map((s) => ({ ...s, weight: Number.isFinite(s.weight) ? s.weight : 0 }))} />
      <button type="submit" className="button button--primary">
        Save wheel
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** Grants loot boxes to a player: one Idempotency-Key per grant, so a double press grants once. */
function GrantForm() {
  const form = useForm<LootBoxGrant>({
    resolver: zodResolver(lootBoxGrantSchema),
    defaultValues: { wheel: 'rocketmart', count: 1, valid_days: 7 },
  });
  const [key, setKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const grant = form.handleSubmit(
    async (body) => {
      try {
        const res = await staffApi().post('/api/staff/lootboxes', body, { headers: idempotencyHeader(key) });
        const { ids } = lootBoxGrantResponseSchema.parse(res.data);
        setOutcome({ kind: 'saved', text: `Granted loot boxes ${ids.join(', ')}.` });
        setKey(newIdempotencyKey());
      } catch {
        setOutcome({ kind: 'refused', text: 'The grant was refused: check the player id.' });
      }
    },
    () => setOutcome({ kind: 'refused', text: 'Check the player id, 1 to 20 boxes and 1 to 365 days.' }),
  );
  return (
    <form onSubmit={(e) => void grant(e)} noValidate aria-labelledby="loot-box-grant-title">
      <h3 id="loot-box-grant-title">Grant loot boxes</h3>
      <label>
        Player id
        <input type="number" min={1} {...form.register('player_id', asNumber)} />
      </label>
      <label>
        Wheel
        <select {...form.register('wheel')}>
          {WHEEL_SLUGS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        Boxes
        <input type="number" min={1} max={20} {...form.register('count', asNumber)} />
      </label>
      <label>
        Valid for days
        <input type="number" min={1} max={365} {...form.register('valid_days', asNumber)} />
      </label>
      <button type="submit" className="button button--primary">
        Grant
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** The wheels in the console (decisions 055, 072): segments and weights per wheel, deposit loot boxes, and loot box grants. */
export function WheelsStaffPanel() {
  const [slug, setSlug] = useState<WheelSlug>('rocketmart');
  const wheel = useQuery({
    queryKey: ['staff', 'wheels', slug],
    queryFn: async () => wheelAdminSchema.parse((await staffApi().get(`/api/staff/wheels/${slug}`)).data),
  });
  return (
    <section aria-labelledby="wheels-panel-title" className="loyalty-staff">
      <h2 id="wheels-panel-title">Wheels and loot boxes</h2>
      <label>
        Wheel
        <select value={slug} onChange={(e) => setSlug(e.target.value as WheelSlug)}>
          {WHEEL_SLUGS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      {wheel.isError && (
        <p role="alert" className="staff-console__error">
          The wheel could not be loaded.
        </p>
      )}
      {wheel.data && <WheelEditor key={slug} slug={slug} initial={{ title: wheel.data.title, segments: wheel.data.segments }} />}
      <WheelDepositForm />
      <GrantForm />
    </section>
  );
}
