import { zodResolver } from '@hookform/resolvers/zod';
import { couponBatchInputSchema, type CouponBatchInput } from '@casino/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
  const batches = useBatches();
  const retire = useRetire('coupon_batches');
  return (
    <div>
      <BatchForm />
      <h3>Batches</h3>
      {batches.isPending && <p className="staff-console__note">Loading…</p>}
      {batches.data?.length === 0 && <p className="staff-console__note">No coupon batches yet.</p>}
      {batches.data && batches.data.length > 0 && (
        <div className="promo-console__scroll">
          <table className="promo-console__table">
            <caption className="visually-hidden">Coupon batches</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Template</th>
                <th scope="col">Codes</th>
                <th scope="col">Redeemed</th>
                <th scope="col">Ends</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {batches.data.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.name}</th>
                  <td>{b.template_title}</td>
                  <td>{b.mode === 'shared' ? b.code : `${b.codes_count} unique`}</td>
                  <td>
                    {b.redeemed_count}
                    {b.max_redemptions !== null && b.mode === 'shared' && ` of ${b.max_redemptions}`}
                  </td>
                  <td>{b.retired_at ? 'retired' : b.valid_until ? new Date(b.valid_until).toLocaleString() : '—'}</td>
                  <td>
                    <div className="staff-console__actions">
                      <a className="button" href={`/api/staff/promotions/coupon_batches/${b.id}/codes`} download>
                        CSV <span className="visually-hidden">of {b.name}</span>
                      </a>
                      {!b.retired_at && (
                        <ReasonAction
                          label="Retire"
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
      setDone(`Batch “${batch.name}” made with ${batch.codes_count} ${batch.codes_count === 1 ? 'code' : 'codes'}.`);
    } catch (err) {
      setFailure(showServerErrors(err, form.setError));
    }
  });
  const offered = templates.data?.filter((t) => t.state !== 'retired' && t.kind !== 'deposit') ?? [];
  const templateError = errorAt(errors, 'template_id');
  return (
    <form className="promo-console__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="batch-form-title">
      <h3 id="batch-form-title">New coupon batch</h3>
      <div className="promo-console__grid">
        <div className="promo-console__field">
          <label htmlFor="batch-template">Template</label>
          <select
            id="batch-template"
            aria-invalid={templateError ? true : undefined}
            {...form.register('template_id', { valueAsNumber: true })}
          >
            <option value={0}>Choose a template</option>
            {offered.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
          {templateError && <small className="staff-console__error">{templateError}</small>}
        </div>
        <Field label="Name" errors={errors} registration={form.register('name')} />
        <div className="promo-console__field">
          <label htmlFor="batch-mode">Codes</label>
          <select id="batch-mode" {...form.register('mode')}>
            <option value="unique">Unique codes, one use each</option>
            <option value="shared">One shared code</option>
          </select>
        </div>
        {mode === 'unique' ? (
          <>
            <Field
              label="How many codes"
              type="number"
              errors={errors}
              registration={form.register('count', { valueAsNumber: true })}
            />
            <Field label="Prefix (optional)" errors={errors} registration={form.register('code')} />
          </>
        ) : (
          <>
            <Field label="Code" errors={errors} registration={form.register('code')} />
            <Field
              label="Redemption limit"
              hint="Empty for no limit"
              inputMode="numeric"
              errors={errors}
              registration={form.register('max_redemptions')}
            />
          </>
        )}
        <Field label="Valid from (your time)" type="datetime-local" errors={errors} registration={form.register('valid_from')} />
        <Field
          label="Valid until (your time)"
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
        Make codes
      </button>
    </form>
  );
}
