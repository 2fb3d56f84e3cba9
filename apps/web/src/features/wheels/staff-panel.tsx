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
  type WheelAdmin,
  type WheelGroupSegments,
  type WheelSegment,
  type WheelSegmentSet,
  type WheelSlug,
  WHEEL_SEGMENT_GROUPS,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { idempotencyHeader, newIdempotencyKey } from '../../api/idempotency';
import { staffApi } from '../../api/staff-api';
import { WheelDepositForm } from './staff-deposit-form';

/** The console's texts of the wheels (issue 25). */
const K = 'wheels.staff_console';

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
  const { t } = useTranslation();
  const cost = expectedSpinCost(segments);
  return (
    <p aria-live="polite">
      {t(`${K}.cost`, {
        money: euro(cost.money_cents),
        bonus: euro(cost.bonus_cents),
        coins: cost.points.toFixed(2),
        freespins: cost.freespins.toFixed(2),
      })}
    </p>
  );
}

const asNumber = { valueAsNumber: true } as const;
const asTemplate = { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) };
const COLUMNS = ['label', 'prize', 'weight', 'eur', 'coins', 'freespins', 'template'];

type Sets = Partial<Record<WheelSegmentSet, WheelSegment[]>>;
const SETS: readonly WheelSegmentSet[] = ['default', ...WHEEL_SEGMENT_GROUPS];

/** What the save sends: the title, the default segments and every group that has its own set (WHEEL-11). */
function editOf(title: string, sets: Sets): WheelEdit {
  const groups: WheelGroupSegments = {};
  for (const group of WHEEL_SEGMENT_GROUPS) {
    const own = sets[group];
    if (own) groups[group] = own;
  }
  return { title, segments: sets.default ?? [], groups };
}

/** Which segment set the editor shows: the default, or a wheel group's own (which may fall back to the default). */
function SetPicker({ value, onChange }: { value: WheelSegmentSet; onChange: (set: WheelSegmentSet) => void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t(`${K}.set.label`)}
      <select value={value} onChange={(e) => onChange(e.target.value as WheelSegmentSet)}>
        {SETS.map((set) => (
          <option key={set} value={set}>
            {set === 'default' ? t(`${K}.set.default`) : t(`${K}.set.group`, { group: set })}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A wheel's segments and weights, the default set and each wheel group's own (WHEEL-11), validated
 * with the contract before it is sent; the cost follows the weights of the set shown.
 */
function WheelEditor({ slug, initial }: { slug: WheelSlug; initial: WheelAdmin }) {
  const { t } = useTranslation();
  const [sets, setSets] = useState<Sets>({ default: initial.segments, ...initial.groups });
  const [current, setCurrent] = useState<WheelSegmentSet>('default');
  const form = useForm<WheelEdit>({
    resolver: zodResolver(wheelEditSchema),
    defaultValues: { title: initial.title, segments: initial.segments },
  });
  const rows = useFieldArray({ control: form.control, name: 'segments' });
  const segments = useWatch({ control: form.control, name: 'segments' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const own = current === 'default' || sets[current] !== undefined;
  /** The sets with the form's values kept under the set shown. */
  const withShown = (): Sets => (own ? { ...sets, [current]: form.getValues('segments') } : sets);
  const show = (next: WheelSegmentSet, from: Sets) => {
    setSets(from);
    setCurrent(next);
    form.reset({ title: form.getValues('title'), segments: from[next] ?? from.default ?? [] });
  };
  const save = form.handleSubmit(
    async (values) => {
      const all = own ? { ...sets, [current]: values.segments } : sets;
      try {
        await staffApi().put(`/api/staff/wheels/${slug}`, editOf(values.title, all));
        setSets(all);
        setOutcome({ kind: 'saved', text: t(`${K}.saved`) });
      } catch {
        setOutcome({ kind: 'refused', text: t(`${K}.refused`) });
      }
    },
    () => setOutcome({ kind: 'refused', text: t(`${K}.segments_invalid`) }),
  );
  const ownToggle =
    current === 'default' ? null : own ? (
      <button type="button" className="button" onClick={() => show(current, { ...withShown(), [current]: undefined })}>
        {t(`${K}.set.use_default`, { group: current })}
      </button>
    ) : (
      <>
        <p>{t(`${K}.set.falls_back`, { group: current })}</p>
        <button type="button" className="button" onClick={() => show(current, { ...sets, [current]: sets.default ?? [] })}>
          {t(`${K}.set.make_own`, { group: current })}
        </button>
      </>
    );
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={t(`${K}.segments`, { title: initial.title })}>
      <SetPicker value={current} onChange={(next) => show(next, withShown())} />
      {ownToggle}
      {own && (
        <>
          <table className="history-table">
            <thead>
              <tr>
                {COLUMNS.map((h) => (
                  <th key={h} scope="col">
                    {t(`${K}.column.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((field, i) => (
                <SegmentRow key={field.id} form={form} index={i} />
              ))}
            </tbody>
          </table>
          <CostLine segments={segments.map((s) => ({ ...s, weight: Number.isFinite(s.weight) ? s.weight : 0 }))} />
        </>
      )}
      <button type="submit" className="button button--primary">
        {t(`${K}.save`)}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** One segment's inputs. */
function SegmentRow({ form, index: i }: { form: UseFormReturn<WheelEdit>; index: number }) {
  const { t } = useTranslation();
  const row = { row: i + 1 };
  return (
    <tr>
      <td>
        <input aria-label={t(`${K}.segment.label`, row)} {...form.register(`segments.${i}.label`)} />
      </td>
      <td>
        <select aria-label={t(`${K}.segment.prize`, row)} {...form.register(`segments.${i}.kind`)}>
          {WHEEL_PRIZE_KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={t(`${K}.segment.weight`, row)}
          {...form.register(`segments.${i}.weight`, asNumber)}
        />
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={t(`${K}.segment.eur`, row)}
          {...form.register(`segments.${i}.amounts.EUR`, asNumber)}
        />
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={t(`${K}.segment.coins`, row)}
          {...form.register(`segments.${i}.points`, asNumber)}
        />
      </td>
      <td>
        <input
          type="number"
          min={0}
          aria-label={t(`${K}.segment.freespins`, row)}
          {...form.register(`segments.${i}.freespins_count`, asNumber)}
        />
      </td>
      <td>
        <input
          type="number"
          min={1}
          aria-label={t(`${K}.segment.template`, row)}
          {...form.register(`segments.${i}.gift_template_id`, asTemplate)}
        />
      </td>
    </tr>
  );
}

/** Grants loot boxes to a player: one Idempotency-Key per grant, so a double press grants once. */
function GrantForm() {
  const { t } = useTranslation();
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
        setOutcome({ kind: 'saved', text: t(`${K}.grant.granted`, { ids: ids.join(', ') }) });
        setKey(newIdempotencyKey());
      } catch {
        setOutcome({ kind: 'refused', text: t(`${K}.grant.refused`) });
      }
    },
    () => setOutcome({ kind: 'refused', text: t(`${K}.grant.invalid`) }),
  );
  return (
    <form onSubmit={(e) => void grant(e)} noValidate aria-labelledby="loot-box-grant-title">
      <h3 id="loot-box-grant-title">{t(`${K}.grant.title`)}</h3>
      <label>
        {t(`${K}.grant.player_id`)}
        <input type="number" min={1} {...form.register('player_id', asNumber)} />
      </label>
      <label>
        {t(`${K}.wheel`)}
        <select {...form.register('wheel')}>
          {WHEEL_SLUGS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <label>
        {t(`${K}.grant.boxes`)}
        <input type="number" min={1} max={20} {...form.register('count', asNumber)} />
      </label>
      <label>
        {t(`${K}.grant.valid_days`)}
        <input type="number" min={1} max={365} {...form.register('valid_days', asNumber)} />
      </label>
      <button type="submit" className="button button--primary">
        {t(`${K}.grant.submit`)}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/** The wheels in the console (decisions 055, 072): segments and weights per wheel, deposit loot boxes, and loot box grants. */
export function WheelsStaffPanel() {
  const { t } = useTranslation();
  const [slug, setSlug] = useState<WheelSlug>('rocketmart');
  const wheel = useQuery({
    queryKey: ['staff', 'wheels', slug],
    queryFn: async () => wheelAdminSchema.parse((await staffApi().get(`/api/staff/wheels/${slug}`)).data),
  });
  return (
    <section aria-labelledby="wheels-panel-title" className="loyalty-staff">
      <h2 id="wheels-panel-title">{t(`${K}.title`)}</h2>
      <label>
        {t(`${K}.wheel`)}
        <select value={slug} onChange={(e) => setSlug(e.target.value as WheelSlug)}>
          {WHEEL_SLUGS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      {wheel.isError && (
        <p role="alert" className="staff-console__error">
          {t(`${K}.load_failed`)}
        </p>
      )}
      {wheel.data && <WheelEditor key={slug} slug={slug} initial={wheel.data} />}
      <WheelDepositForm />
      <GrantForm />
    </section>
  );
}
