import {
  expectedSpinCost,
  lootBoxGrantResponseSchema,
  WHEEL_PRIZE_KINDS,
  WHEEL_SLUGS,
  wheelAdminSchema,
  wheelEditSchema,
  type WheelPrizeKind,
  type WheelSegment,
  type WheelSlug,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { idempotencyHeader, newIdempotencyKey } from '../../api/idempotency';
import { staffApi } from '../../api/staff-api';

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

const numberOf = (value: string) => (value === '' ? 0 : Number(value));

function SegmentRow({ segment, i, onChange }: { segment: WheelSegment; i: number; onChange: (s: WheelSegment) => void }) {
  const set = (patch: Partial<WheelSegment>) => onChange({ ...segment, ...patch });
  const row = `segment ${i + 1}`;
  return (
    <tr>
      <td>
        <input aria-label={`Label, ${row}`} value={segment.label} onChange={(e) => set({ label: e.target.value })} />
      </td>
      <td>
        <select
          aria-label={`Prize, ${row}`}
          value={segment.kind}
          onChange={(e) => set({ kind: e.target.value as WheelPrizeKind })}
        >
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
          value={segment.weight}
          onChange={(e) => set({ weight: numberOf(e.target.value) })}
        />
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={`EUR amount in cents, ${row}`}
          value={segment.amounts.EUR ?? 0}
          onChange={(e) => set({ amounts: { ...segment.amounts, EUR: numberOf(e.target.value) } })}
        />
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={`Coins, ${row}`}
          value={segment.points}
          onChange={(e) => set({ points: numberOf(e.target.value) })}
        />
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={`Free spins, ${row}`}
          value={segment.freespins_count}
          onChange={(e) => set({ freespins_count: numberOf(e.target.value) })}
        />
      </td>
      <td>
        <input
          type="number"
          min={1}
          aria-label={`Gift template id, ${row}`}
          value={segment.gift_template_id ?? ''}
          onChange={(e) => set({ gift_template_id: e.target.value === '' ? null : Number(e.target.value) })}
        />
      </td>
    </tr>
  );
}

/** A wheel's segments and weights, validated with the contract before it is sent. */
function WheelEditor({ slug, initial }: { slug: WheelSlug; initial: { title: string; segments: WheelSegment[] } }) {
  const [segments, setSegments] = useState(initial.segments);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = wheelEditSchema.safeParse({ title: initial.title, segments });
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      setOutcome({ kind: 'refused', text: `Check the segments (${where}).` });
      return;
    }
    try {
      await staffApi().put(`/api/staff/wheels/${slug}`, parsed.data);
      setOutcome({ kind: 'saved', text: 'Saved.' });
    } catch {
      setOutcome({ kind: 'refused', text: 'The server refused the change: check the values.' });
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={`Segments of ${initial.title}`}>
      <table className="history-table">
        <thead>
          <tr>
            {['Label', 'Prize', 'Weight', 'EUR cents', 'Coins', 'Free spins', 'Gift template'].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {segments.map((segment, i) => (
            <SegmentRow
              key={i}
              segment={segment}
              i={i}
              onChange={(s) => setSegments(segments.map((old, j) => (j === i ? s : old)))}
            />
          ))}
        </tbody>
      </table>
      <CostLine segments={segments} />
      <button type="submit" className="button button--primary">
        Save wheel
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** Grants loot boxes to a player: one Idempotency-Key per grant, so a double press grants once. */
function GrantForm() {
  const [form, setForm] = useState({ player_id: '', wheel: 'rocketmart' as WheelSlug, count: '1', valid_days: '7' });
  const [key, setKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const grant = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      player_id: Number(form.player_id),
      wheel: form.wheel,
      count: Number(form.count),
      valid_days: Number(form.valid_days),
    };
    try {
      const res = await staffApi().post('/api/staff/lootboxes', body, { headers: idempotencyHeader(key) });
      const { ids } = lootBoxGrantResponseSchema.parse(res.data);
      setOutcome({ kind: 'saved', text: `Granted loot boxes ${ids.join(', ')}.` });
      setKey(newIdempotencyKey());
    } catch {
      setOutcome({ kind: 'refused', text: 'The grant was refused: check the player id and the numbers.' });
    }
  };
  const field = (name: 'player_id' | 'count' | 'valid_days', label: string) => (
    <label>
      {label}
      <input type="number" min={1} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
    </label>
  );
  return (
    <form onSubmit={(e) => void grant(e)} noValidate aria-labelledby="loot-box-grant-title">
      <h3 id="loot-box-grant-title">Grant loot boxes</h3>
      {field('player_id', 'Player id')}
      <label>
        Wheel
        <select value={form.wheel} onChange={(e) => setForm({ ...form, wheel: e.target.value as WheelSlug })}>
          {WHEEL_SLUGS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      {field('count', 'Boxes')}
      {field('valid_days', 'Valid for days')}
      <button type="submit" className="button button--primary">
        Grant
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** The wheels in the console (decision 055): segments and weights per wheel, and loot box grants. */
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
      {wheel.data && <WheelEditor key={slug} slug={slug} initial={wheel.data} />}
      <GrantForm />
    </section>
  );
}
