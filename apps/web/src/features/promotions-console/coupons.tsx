import { zodResolver } from '@hookform/resolvers/zod';
import { couponBatchInputSchema, type CouponBatchInput } from '@casino/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useBatches, useCreateBatch, useRetire, useTemplates } from './api';
import { Field, errorAt } from './fields';
import { ReasonAction } from './retire-button';

interface BatchFormValues {
  template_id: number;
  name: string;
  mode: CouponBatchInput['mode'];
  count: number;
  code: string;
  max_redemptions: string;
  valid_from: string;
  valid_until: string;
}

const instantOf = (text: string) => (text === '' ? null : new Date(text).toISOString());
const toInput = (v: BatchFormValues): CouponBatchInput => ({
  template_id: v.template_id,
  name: v.name,
  mode: v.mode,
  count: v.mode === 'shared' ? 1 : v.count,
  code: v.code.trim() === '' ? null : v.code.trim(),
  max_redemptions: v.mode === 'shared' && v.max_redemptions.trim() !== '' ? Number(v.max_redemptions) : null,
  valid_from: instantOf(v.valid_from),
  valid_until: instantOf(v.valid_until),
});
const schemaResolver = zodResolver(couponBatchInputSchema);

/** Coupon batches (GIFT-20): N unique codes or one shared code for a template, their redemptions, CSV, retire. */
export function Coupons() {
  const { t } = useTranslation();
  const batches = useBatches();
  const retire = useRetire('coupon_batches');
  return (
    <div>
      <BatchForm />
      <h3>{t('promotions.staff_console.coupons.batches')}</h3>
      {batches.isPending && <p className="staff-console__note">{t('promotions.staff_console.loading')}</p>}
      {batches.data?.length === 0 && <p className="staff-console__note">{t('promotions.staff_console.coupons.none')}</p>}
      {batches.data && batches.data.length > 0 && (
        <div className="promo-console__scroll">
          <table className="promo-console__table">
            <caption className="visually-hidden">{t('promotions.staff_console.coupons.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.staff_console.name')}</th>
                <th scope="col">{t('promotions.staff_console.template')}</th>
                <th scope="col">{t('promotions.staff_console.coupons.col.codes')}</th>
                <th scope="col">{t('promotions.staff_console.coupons.col.redeemed')}</th>
                <th scope="col">{t('promotions.staff_console.coupons.col.ends')}</th>
                <th scope="col">{t('promotions.staff_console.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {batches.data.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.name}</th>
                  <td>{b.template_title}</td>
                  <td>{b.mode === 'shared' ? b.code : t('promotions.staff_console.coupons.unique', { count: b.codes_count })}</td>
                  <td>
                    {b.redeemed_count}
                    {b.max_redemptions !== null &&
                      b.mode === 'shared' &&
                      t('promotions.staff_console.coupons.of_max', { max: b.max_redemptions })}
                  </td>
                  <td>
                    {b.retired_at
                      ? t('promotions.staff_console.coupons.retired')
                      : b.valid_until
                        ? new Date(b.valid_until).toLocaleString()
                        : '—'}
                  </td>
                  <td>
                    <div className="staff-console__actions">
                      <a className="button" href={`/api/staff/promotions/coupon_batches/${b.id}/codes`} download>
                        CSV{' '}
                        <span className="visually-hidden">{t('promotions.staff_console.coupons.csv_of', { name: b.name })}</span>
                      </a>
                      {!b.retired_at && (
                        <ReasonAction
                          action="retire"
                          subject={b.name}
                          run={(reason) => retire.mutateAsync({ id: b.id, reason })}
                        />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function BatchForm() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const create = useCreateBatch();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BatchFormValues, unknown, CouponBatchInput>({
    resolver: (values, context, options) => schemaResolver(toInput(values), context, options as never) as never,
    defaultValues: {
      template_id: 0,
      name: '',
      mode: 'unique',
      count: 100,
      code: '',
      max_redemptions: '',
      valid_from: '',
      valid_until: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const submit = form.handleSubmit(async (input) => {
    setDone(null);
    setFailure(null);
    try {
      const batch = await create.mutateAsync(input);
      setDone(t('promotions.staff_console.coupons.made', { name: batch.name, count: batch.codes_count }));
    } catch (err) {
      setFailure(showServerErrors(err, form.setError, t));
    }
  });
  const offered = templates.data?.filter((tp) => tp.state !== 'retired' && tp.kind !== 'deposit') ?? [];
  const templateError = errorAt(errors, 'template_id');
  return (
    <form className="promo-console__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="batch-form-title">
      <h3 id="batch-form-title">{t('promotions.staff_console.coupons.new')}</h3>
      <div className="promo-console__grid">
        <div className="promo-console__field">
          <label htmlFor="batch-template">{t('promotions.staff_console.template')}</label>
          <select
            id="batch-template"
            aria-invalid={templateError ? true : undefined}
            {...form.register('template_id', { valueAsNumber: true })}
          >
            <option value={0}>{t('promotions.staff_console.choose_template')}</option>
            {offered.map((tp) => (
              <option key={tp.id} value={tp.id}>
                {tp.title}
              </option>
            ))}
          </select>
          {templateError && <small className="staff-console__error">{templateError}</small>}
        </div>
        <Field label={t('promotions.staff_console.name')} errors={errors} registration={form.register('name')} />
        <div className="promo-console__field">
          <label htmlFor="batch-mode">{t('promotions.staff_console.coupons.col.codes')}</label>
          <select id="batch-mode" {...form.register('mode')}>
            <option value="unique">{t('promotions.staff_console.coupons.mode.unique')}</option>
            <option value="shared">{t('promotions.staff_console.coupons.mode.shared')}</option>
          </select>
        </div>
        {mode === 'unique' ? (
          <>
            <Field
              label={t('promotions.staff_console.coupons.count')}
              type="number"
              errors={errors}
              registration={form.register('count', { valueAsNumber: true })}
            />
            <Field label={t('promotions.staff_console.coupons.prefix')} errors={errors} registration={form.register('code')} />
          </>
        ) : (
          <>
            <Field label={t('promotions.staff_console.coupons.code')} errors={errors} registration={form.register('code')} />
            <Field
              label={t('promotions.staff_console.coupons.limit')}
              hint={t('promotions.staff_console.coupons.limit_hint')}
              inputMode="numeric"
              errors={errors}
              registration={form.register('max_redemptions')}
            />
          </>
        )}
        <Field
          label={t('promotions.staff_console.coupons.valid_from')}
          type="datetime-local"
          errors={errors}
          registration={form.register('valid_from')}
        />
        <Field
          label={t('promotions.staff_console.coupons.valid_until')}
          type="datetime-local"
          errors={errors}
          registration={form.register('valid_until')}
        />
      </div>
      {done && (
        <p role="status" className="staff-console__note">
          {done}
        </p>
      )}
      {failure && (
        <p role="alert" className="staff-console__error">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('promotions.staff_console.coupons.make')}
      </button>
    </form>
  );
}
