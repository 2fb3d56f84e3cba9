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

const KIND_NAMES: Record<GiftTemplateInput['kind'], string> = {
  bonus: 'Bonus money',
  freespins: 'Free spins',
  deposit: 'Deposit bonus (percent)',
  registration: 'Registration gift',
};
const MONEY_NAMES: Record<(typeof MONEY_FIELDS)[number], string> = {
  amounts: 'Amount',
  max_amounts: 'Deposit cap',
  min_deposits: 'Min deposit',
  max_wins: 'Max win',
  freespin_bets: 'Free-spin bet',
};

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
      setFailure(showServerErrors(err, (name, error, opts) => form.setError(formFieldOf(name) as never, error, opts)));
    }
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const editing = template !== null;
  return (
    <form className="promo-console__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="template-form-title">
      <h3 id="template-form-title">{editing ? `Edit “${template.title}”` : 'New gift template'}</h3>
      {editing && template.issued_count > 0 && (
        <p className="staff-console__note" role="note">
          This template has issued {template.issued_count} {template.issued_count === 1 ? 'gift' : 'gifts'}. Changes apply only to
          gifts issued from now on; gifts already issued keep their amount, wager, max win, free spins and deadlines. While any of
          them is open, the contribution table and the validity cannot change.
        </p>
      )}
      <div className="promo-console__form-body">
        <div>
          <fieldset>
            <legend>What it gives</legend>
            {editing ? (
              <p className="promo-console__field">
                <span>Kind</span> <strong>{KIND_NAMES[template.kind]}</strong>
              </p>
            ) : (
              <div className="promo-console__field">
                <label htmlFor="promo-kind">Kind</label>
                <select id="promo-kind" {...register('kind')}>
                  {GIFT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {KIND_NAMES[k]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <Field label="Title" errors={errors} registration={register('title')} />
            <Field
              label="Title key"
              hint="Optional message key the player's app translates instead of the title"
              errors={errors}
              registration={register('title_key')}
            />
            <Field
              label="Group key"
              hint="Matches content extensions to the gift"
              errors={errors}
              registration={register('group_key')}
            />
            <Field label="Position" type="number" errors={errors} registration={register('position', { valueAsNumber: true })} />
            {kind === 'deposit' && (
              <Field label="Percent of the deposit" inputMode="numeric" errors={errors} registration={register('percent')} />
            )}
          </fieldset>
          <MoneyTable register={register} clearErrors={form.clearErrors} errors={errors} kind={kind} />
          <fieldset>
            <legend>Wagering</legend>
            <Field
              label="Wager multiplier"
              type="number"
              errors={errors}
              registration={register('wager_multiplier', { valueAsNumber: true })}
            />
            <Field
              label="Default contribution (%)"
              type="number"
              errors={errors}
              registration={register('default_contribution', { valueAsNumber: true })}
            />
            <details>
              <summary>Contribution by game category (%; empty uses the default)</summary>
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
            <legend>Free spins</legend>
            <Field
              label="Spins"
              type="number"
              errors={errors}
              registration={register('freespins_count', { valueAsNumber: true })}
            />
            <Field
              label="Games"
              hint="Comma-separated game ids, e.g. inhouse:rocket-slot"
              errors={errors}
              registration={register('freespin_games')}
            />
            <Field
              label="Free-spin wager"
              type="number"
              errors={errors}
              registration={register('freespin_wager', { valueAsNumber: true })}
            />
          </fieldset>
          <fieldset>
            <legend>Timing</legend>
            <Field
              label="Days to activate"
              type="number"
              errors={errors}
              registration={register('activation_days', { valueAsNumber: true })}
            />
            <Field
              label="Days to wager"
              type="number"
              errors={errors}
              registration={register('validity_days', { valueAsNumber: true })}
            />
            <Field label="Live from (your time)" type="datetime-local" errors={errors} registration={register('active_from')} />
            <Field label="Live until (your time)" type="datetime-local" errors={errors} registration={register('active_until')} />
          </fieldset>
          <fieldset>
            <legend>Who may receive it</legend>
            <Field
              label="Groups"
              hint="Comma-separated group ids; empty for everyone"
              errors={errors}
              registration={register('groups')}
            />
            <Field
              label="Countries"
              hint="Comma-separated ISO codes, e.g. DE, AT"
              errors={errors}
              registration={register('countries')}
            />
            {kind === 'deposit' && (
              <Field
                label="Deposit number"
                hint="1 for the first deposit; empty for any"
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
          {editing ? 'Save changes' : 'Create template'}
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
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
  const columns = moneyColumns(props.kind);
  const columnErrors = columns.flatMap((c) => {
    const message = errorAt(props.errors, c);
    return message ? [`${MONEY_NAMES[c]}: ${message}`] : [];
  });
  return (
    <fieldset>
      <legend>Money per currency (whole units; empty for none)</legend>
      <table className="promo-console__money">
        <thead>
          <tr>
            <th scope="col">Currency</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {MONEY_NAMES[c]}
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
                    aria-label={`${MONEY_NAMES[c]} in ${code}`}
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
      <h4 id="template-preview-title">Player preview</h4>
      <div className="promo-console__card">
        <strong>{input.title || 'Untitled gift'}</strong>
        {input.kind === 'deposit' && input.percent !== null && (
          <p>
            {input.percent}% of your deposit{amount !== undefined && <> up to {formatMoney(amount, currency)}</>}
          </p>
        )}
        {input.kind !== 'deposit' && input.kind !== 'freespins' && amount !== undefined && (
          <p>{formatMoney(amount, currency)} bonus</p>
        )}
        {input.freespins_count > 0 && (
          <p>
            {input.freespins_count} free {input.freespins_count === 1 ? 'spin' : 'spins'}
            {bet !== undefined && <> at {formatMoney(bet, currency)}</>}
          </p>
        )}
        <p>
          Wager ×{input.wager_multiplier} within {input.validity_days} {input.validity_days === 1 ? 'day' : 'days'}; activate
          within {input.activation_days} {input.activation_days === 1 ? 'day' : 'days'}.
        </p>
        {input.max_wins[currency] !== undefined && <p>Max win {formatMoney(input.max_wins[currency], currency)}</p>}
      </div>
    </aside>
  );
}
