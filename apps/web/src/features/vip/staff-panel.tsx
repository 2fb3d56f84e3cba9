import { zodResolver } from '@hookform/resolvers/zod';
import {
  VIP_RANKED,
  vipRankedSchema,
  vipStatusGiftsSchema,
  vipThresholdsBodySchema,
  vipThresholdsSchema,
  type VipStatusGift,
  type VipThreshold,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { staffApi } from '../../api/staff-api';

type ThresholdsForm = z.infer<typeof vipThresholdsBodySchema>;
/** The gifts as a form: a template id per status, empty for none. */
const giftsFormSchema = z.object({
  gifts: z.array(
    z.object({
      status: vipRankedSchema,
      template: z.string().regex(/^\d*$/, 'a template id or empty'),
    }),
  ),
});
type GiftsForm = z.infer<typeof giftsFormSchema>;
type Outcome = 'saved' | 'refused' | null;

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome === 'saved') return <p role="status">{t('vip.staff_console.saved')}</p>;
  if (outcome === 'refused')
    return (
      <p role="alert" className="staff-console__error">
        {t('vip.staff_console.refused')}
      </p>
    );
  return null;
}

function ThresholdsEditor({ initial }: { initial: VipThreshold[] }) {
  const { t } = useTranslation();
  const form = useForm<ThresholdsForm>({
    resolver: zodResolver(vipThresholdsBodySchema),
    defaultValues: { thresholds: initial },
  });
  const rows = useFieldArray({ control: form.control, name: 'thresholds' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await staffApi().put('/api/staff/vip/thresholds', values);
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  const errors = form.formState.errors.thresholds;
  return (
    <form onSubmit={save} noValidate aria-labelledby="vip-thresholds-title">
      <h3 id="vip-thresholds-title">{t('vip.staff_console.thresholds')}</h3>
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">{t('vip.staff_console.col.status')}</th>
            <th scope="col">{t('vip.staff_console.col.currency')}</th>
            <th scope="col">{t('vip.staff_console.col.deposits')}</th>
            <th scope="col">{t('vip.staff_console.col.bets')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.fields.map((field, i) => (
            <tr key={field.id}>
              <td>
                <select
                  aria-label={t('vip.staff_console.row.status', { row: i + 1 })}
                  {...form.register(`thresholds.${i}.status`)}
                >
                  {VIP_RANKED.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={t('vip.staff_console.row.currency', { row: i + 1 })}
                  {...form.register(`thresholds.${i}.currency`)}
                />
              </td>
              <td>
                <input
                  type="number"
                  aria-label={t('vip.staff_console.row.deposits', { row: i + 1 })}
                  {...form.register(`thresholds.${i}.deposit_cents`, { valueAsNumber: true })}
                />
              </td>
              <td>
                <input
                  type="number"
                  aria-label={t('vip.staff_console.row.bets', { row: i + 1 })}
                  {...form.register(`thresholds.${i}.bet_cents`, { valueAsNumber: true })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors && (
        <p role="alert" className="staff-console__error">
          {t('vip.staff_console.rows_invalid')}
        </p>
      )}
      <button
        type="button"
        className="button"
        onClick={() => rows.append({ status: 'BRONZE', currency: 'EUR', deposit_cents: 600_000, bet_cents: 6_000_000 })}
      >
        {t('vip.staff_console.add_threshold')}
      </button>{' '}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t('vip.staff_console.save_thresholds')}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

function GiftsEditor({ initial }: { initial: VipStatusGift[] }) {
  const { t } = useTranslation();
  const defaults = {
    gifts: initial.map((g) => ({ status: g.status, template: g.gift_template_id === null ? '' : String(g.gift_template_id) })),
  };
  const form = useForm<GiftsForm>({ resolver: zodResolver(giftsFormSchema), defaultValues: defaults });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    const gifts = values.gifts.map((g) => ({
      status: g.status,
      gift_template_id: g.template === '' ? null : Number(g.template),
    }));
    try {
      await staffApi().put('/api/staff/vip/gifts', { gifts });
      setOutcome('saved');
    } catch {
      setOutcome('refused');
    }
  });
  return (
    <form onSubmit={save} noValidate aria-labelledby="vip-gifts-title">
      <h3 id="vip-gifts-title">{t('vip.staff_console.gifts')}</h3>
      {defaults.gifts.map((g, i) => (
        <p key={g.status}>
          <label htmlFor={`vip-gift-${g.status}`}>{g.status}</label>{' '}
          <input
            id={`vip-gift-${g.status}`}
            inputMode="numeric"
            placeholder={t('vip.staff_console.gift_none')}
            {...form.register(`gifts.${i}.template`)}
          />
        </p>
      ))}
      {form.formState.errors.gifts && (
        <p role="alert" className="staff-console__error">
          {t('vip.staff_console.gifts_invalid')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {t('vip.staff_console.save_gifts')}
      </button>
      <OutcomeNote outcome={outcome} />
    </form>
  );
}

/**
 * The promotions manager's VIP panel of the staff console (docs/decisions/056-vip-club.md): the
 * thresholds and the status gifts, each save recorded in the staff audit log. Translated like the back office (issue 25).
 */
export function VipStaffPanel() {
  const { t } = useTranslation();
  const thresholds = useQuery({
    queryKey: ['staff', 'vip', 'thresholds'],
    queryFn: async () => vipThresholdsSchema.parse((await staffApi().get('/api/staff/vip/thresholds')).data),
  });
  const gifts = useQuery({
    queryKey: ['staff', 'vip', 'gifts'],
    queryFn: async () => vipStatusGiftsSchema.parse((await staffApi().get('/api/staff/vip/gifts')).data),
  });
  return (
    <section aria-labelledby="vip-panel-title" className="loyalty-staff">
      <h2 id="vip-panel-title">{t('vip.staff_console.title')}</h2>
      {(thresholds.isError || gifts.isError) && (
        <p role="alert" className="staff-console__error">
          {t('vip.staff_console.load_failed')}
        </p>
      )}
      {thresholds.data && <ThresholdsEditor initial={thresholds.data} />}
      {gifts.data && <GiftsEditor initial={gifts.data} />}
    </section>
  );
}
