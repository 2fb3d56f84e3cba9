import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_CURRENCY,
  GAME_CATEGORY_SLUGS,
  GIFT_KINDS,
  formatMoney,
  giftTemplateInputSchema,
  type GiftTemplateInput,
  type StaffGiftTemplate,
} from '@casino/contracts';
import { useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type Resolver,
  type UseFormClearErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSaveTemplate } from './api';
import { Field, errorAt } from './fields';
import {
  FORM_CURRENCIES,
  type MONEY_FIELDS,
  formFieldOf,
  formValuesOf,
  templateInputOf,
  type TemplateFormValues,
} from './template-values';

const kindName = (kind: GiftTemplateInput['kind']) => `promotions.staff_console.tf.kind.${kind}` as const;
const moneyName = (field: (typeof MONEY_FIELDS)[number]) => `promotions.staff_console.tf.money.${field}` as const;

const schemaResolver = zodResolver(giftTemplateInputSchema);

/** The contracts' schema checks the form: its values turned into the API's input, errors shown on the inputs that hold them. */
const resolver: Resolver<TemplateFormValues, unknown, GiftTemplateInput> = async (values, context, options) => {
  const result = await schemaResolver(templateInputOf(values), context, { ...options, fields: {}, names: [] } as never);
  const errors: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(result.errors as Record<string, unknown>)) {
    if (path === 'eligibility' && error && typeof error === 'object')
      for (const [inner, value] of Object.entries(error)) errors[formFieldOf(`eligibility.${inner}`)] = value;
    else errors[path] = error;
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<TemplateFormValues> }
    : { values: result.values as GiftTemplateInput, errors: {} };
};

/** Create or edit a gift template (GIFT-21): every field, checked by the contracts' schema, with a preview. */
export function TemplateForm({ template, onDone }: { template: StaffGiftTemplate | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TemplateFormValues, unknown, GiftTemplateInput>({ resolver, defaultValues: formValuesOf(template) });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: template?.id ?? null, input });
      onDone();
    } catch (err) {
      setFailure(showServerErrors(err, (name, error, opts) => form.setError(formFieldOf(name) as never, error, opts), t));
    }
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const editing = template !== null;
  return (
    <form className="promo-console__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="template-form-title">
      <h3 id="template-form-title">
        {editing ? t('promotions.staff_console.tf.edit', { title: template.title }) : t('promotions.staff_console.tf.new')}
      </h3>
      {editing && template.issued_count > 0 && (
        <p className="staff-console__note" role="note">
          {t('promotions.staff_console.tf.issued_note', { count: template.issued_count })}
        </p>
      )}
      <div className="promo-console__form-body">
        <div>
          <fieldset>
            <legend>{t('promotions.staff_console.tf.gives')}</legend>
            {editing ? (
              <p className="promo-console__field">
                <span>{t('promotions.staff_console.tf.kind')}</span> <strong>{t(kindName(template.kind))}</strong>
              </p>
            ) : (
              <div className="promo-console__field">
                <label htmlFor="promo-kind">{t('promotions.staff_console.tf.kind')}</label>
                <select id="promo-kind" {...register('kind')}>
                  {GIFT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(kindName(k))}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <Field label={t('promotions.staff_console.tf.title')} errors={errors} registration={register('title')} />
            <Field
              label={t('promotions.staff_console.tf.title_key')}
              hint={t('promotions.staff_console.tf.title_key_hint')}
              errors={errors}
              registration={register('title_key')}
            />
            <Field
              label={t('promotions.staff_console.tf.group_key')}
              hint={t('promotions.staff_console.tf.group_key_hint')}
              errors={errors}
              registration={register('group_key')}
            />
            <Field
              label={t('promotions.staff_console.tf.position')}
              type="number"
              errors={errors}
              registration={register('position', { valueAsNumber: true })}
            />
            {kind === 'deposit' && (
              <Field
                label={t('promotions.staff_console.tf.percent')}
                inputMode="numeric"
                errors={errors}
                registration={register('percent')}
              />
            )}
          </fieldset>
          <MoneyTable register={register} clearErrors={form.clearErrors} errors={errors} kind={kind} />
          <fieldset>
            <legend>{t('promotions.staff_console.tf.wagering')}</legend>
            <Field
              label={t('promotions.staff_console.tf.wager_multiplier')}
              type="number"
              errors={errors}
              registration={register('wager_multiplier', { valueAsNumber: true })}
            />
            <Field
              label={t('promotions.staff_console.tf.default_contribution')}
              type="number"
              errors={errors}
              registration={register('default_contribution', { valueAsNumber: true })}
            />
            <details>
              <summary>{t('promotions.staff_console.tf.contributions')}</summary>
              <div className="promo-console__grid">
                {GAME_CATEGORY_SLUGS.map((slug) => (
                  <Field
                    key={slug}
                    label={slug}
                    inputMode="numeric"
                    errors={errors}
                    registration={register(`contributions.${slug}`)}
                  />
                ))}
              </div>
            </details>
          </fieldset>
          <fieldset>
            <legend>{t('promotions.staff_console.tf.free_spins')}</legend>
            <Field
              label={t('promotions.staff_console.tf.spins')}
              type="number"
              errors={errors}
              registration={register('freespins_count', { valueAsNumber: true })}
            />
            <Field
              label={t('promotions.staff_console.tf.games')}
              hint={t('promotions.staff_console.tf.games_hint')}
              errors={errors}
              registration={register('freespin_games')}
            />
            <Field
              label={t('promotions.staff_console.tf.freespin_wager')}
              type="number"
              errors={errors}
              registration={register('freespin_wager', { valueAsNumber: true })}
            />
          </fieldset>
          <fieldset>
            <legend>{t('promotions.staff_console.tf.timing')}</legend>
            <Field
              label={t('promotions.staff_console.tf.activation_days')}
              type="number"
              errors={errors}
              registration={register('activation_days', { valueAsNumber: true })}
            />
            <Field
              label={t('promotions.staff_console.tf.validity_days')}
              type="number"
              errors={errors}
              registration={register('validity_days', { valueAsNumber: true })}
            />
            <Field
              label={t('promotions.staff_console.tf.active_from')}
              type="datetime-local"
              errors={errors}
              registration={register('active_from')}
            />
            <Field
              label={t('promotions.staff_console.tf.active_until')}
              type="datetime-local"
              errors={errors}
              registration={register('active_until')}
            />
          </fieldset>
          <fieldset>
            <legend>{t('promotions.staff_console.tf.who')}</legend>
            <Field
              label={t('promotions.staff_console.tf.groups')}
              hint={t('promotions.staff_console.tf.groups_hint')}
              errors={errors}
              registration={register('groups')}
            />
            <Field
              label={t('promotions.staff_console.tf.countries')}
              hint={t('promotions.staff_console.tf.countries_hint')}
              errors={errors}
              registration={register('countries')}
            />
            {kind === 'deposit' && (
              <Field
                label={t('promotions.staff_console.tf.deposit_number')}
                hint={t('promotions.staff_console.tf.deposit_number_hint')}
                errors={errors}
                registration={register('deposit_number')}
              />
            )}
          </fieldset>
        </div>
        <Preview control={form.control} />
      </div>
      {failure && (
        <p role="alert" className="staff-console__error">
          {failure}
        </p>
      )}
      <div className="staff-console__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {editing ? t('promotions.staff_console.tf.save') : t('promotions.staff_console.tf.create')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('promotions.staff_console.tf.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The columns that matter for the kind. */
function moneyColumns(kind: GiftTemplateInput['kind']): (typeof MONEY_FIELDS)[number][] {
  if (kind === 'deposit') return ['max_amounts', 'min_deposits', 'max_wins', 'freespin_bets'];
  if (kind === 'freespins') return ['freespin_bets', 'max_wins'];
  return ['amounts', 'max_wins', 'freespin_bets'];
}

function MoneyTable(props: {
  register: UseFormRegister<TemplateFormValues>;
  clearErrors: UseFormClearErrors<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>;
  kind: GiftTemplateInput['kind'];
}) {
  const { t } = useTranslation();
  const columns = moneyColumns(props.kind);
  const columnErrors = columns.flatMap((c) => {
    const message = errorAt(props.errors, c);
    return message ? [`${t(moneyName(c))}: ${message}`] : [];
  });
  return (
    <fieldset>
      <legend>{t('promotions.staff_console.tf.money')}</legend>
      <table className="promo-console__money">
        <thead>
          <tr>
            <th scope="col">{t('promotions.staff_console.tf.currency')}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(moneyName(c))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FORM_CURRENCIES.map((code) => (
            <tr key={code}>
              <th scope="row">{code}</th>
              {columns.map((c) => (
                <td key={c}>
                  <input
                    aria-label={t('promotions.staff_console.tf.money_in', { column: t(moneyName(c)), code })}
                    inputMode="decimal"
                    aria-invalid={errorAt(props.errors, `${c}.${code}`) ? true : undefined}
                    // A column's error ("an amount in at least one currency") is about all its inputs.
                    {...props.register(`${c}.${code}`, { onChange: () => props.clearErrors(c) })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {columnErrors.map((message) => (
        <p key={message} className="staff-console__error">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

/** What a player will see on the gift card: in the default currency, else the first that has an amount. */
function Preview({
  control,
}: {
  control: ReturnType<typeof useForm<TemplateFormValues, unknown, GiftTemplateInput>>['control'];
}) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as TemplateFormValues;
  const input = templateInputOf(values);
  const money = input.kind === 'deposit' ? input.max_amounts : input.amounts;
  const currency =
    money[DEFAULT_CURRENCY] !== undefined
      ? DEFAULT_CURRENCY
      : (FORM_CURRENCIES.find((code) => money[code] !== undefined) ?? DEFAULT_CURRENCY);
  const amount = money[currency];
  const bet = input.freespin_bets[currency];
  return (
    <aside className="promo-console__preview" aria-labelledby="template-preview-title">
      <h4 id="template-preview-title">{t('promotions.staff_console.tf.preview')}</h4>
      <div className="promo-console__card">
        <strong>{input.title || t('promotions.staff_console.tf.untitled')}</strong>
        {input.kind === 'deposit' && input.percent !== null && (
          <p>
            {t('promotions.staff_console.tf.pv.percent', { percent: input.percent })}
            {amount !== undefined && t('promotions.staff_console.tf.pv.up_to', { amount: formatMoney(amount, currency) })}
          </p>
        )}
        {input.kind !== 'deposit' && input.kind !== 'freespins' && amount !== undefined && (
          <p>{t('promotions.staff_console.tf.pv.bonus', { amount: formatMoney(amount, currency) })}</p>
        )}
        {input.freespins_count > 0 && (
          <p>
            {t('promotions.staff_console.tf.pv.spins', { count: input.freespins_count })}
            {bet !== undefined && t('promotions.staff_console.tf.pv.at', { amount: formatMoney(bet, currency) })}
          </p>
        )}
        <p>
          {t('promotions.staff_console.tf.pv.wager', { wager: input.wager_multiplier, count: input.validity_days })}{' '}
          {t('promotions.staff_console.tf.pv.activate', { count: input.activation_days })}
        </p>
        {input.max_wins[currency] !== undefined && (
          <p>{t('promotions.staff_console.tf.pv.max_win', { amount: formatMoney(input.max_wins[currency], currency) })}</p>
        )}
      </div>
    </aside>
  );
}
