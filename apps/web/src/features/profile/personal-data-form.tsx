import { zodResolver } from '@hookform/resolvers/zod';
import { playerUpdateRequestSchema, type Player } from '@casino/contracts';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/server-api';
import { FormError, FormField } from '../../common/forms/form-field';
import { fieldErrors } from '../../common/forms/field-errors';

/** The edition context's fields (PROF-05/06); the server re-validates and derives the state (PROF-07). */
const FIELDS = [
  ['first_name', 'given-name'],
  ['last_name', 'family-name'],
  ['nickname', 'nickname'],
  ['date_of_birth', 'bday'],
  ['mobile_phone', 'tel'],
  ['city', 'address-level2'],
  ['address', 'street-address'],
  ['postal_code', 'postal-code'],
  ['state', 'address-level1'],
] as const;
type Field = (typeof FIELDS)[number][0];
type Values = Record<Field, string>;

const storedValues = (player: Player): Values =>
  Object.fromEntries(FIELDS.map(([field]) => [field, player[field] ?? ''])) as Values;

/** The trimmed fields that differ from the stored ones: only these are checked and sent. */
export function changedFields(values: Values, player: Player): Partial<Values> {
  const changed: Partial<Values> = {};
  for (const [field] of FIELDS) {
    const value = values[field].trim();
    if (value !== (player[field] ?? '')) changed[field] = value;
  }
  return changed;
}

const checkUpdate = zodResolver(playerUpdateRequestSchema);

/** The contracts' PATCH rule applied to the changed fields, so a stored value never blocks a save. */
export const changesResolver =
  (player: Player): Resolver<Values> =>
  async (values, context, options) => {
    const checked = await checkUpdate(changedFields(values, player), context, options as never);
    if (Object.keys(checked.errors).length > 0) return { values: {}, errors: checked.errors as FieldErrors<Values> };
    return { values, errors: {} };
  };

/** The personal data form of the profile main page: PATCH /api/player with the changed fields only. */
export function PersonalDataForm({ player }: { player: Player }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ resolver: changesResolver(player), defaultValues: storedValues(player) });
  const { errors } = form.formState;

  async function submit(values: Values): Promise<void> {
    setSaved(false);
    try {
      await browserApi().patch('/api/player', changedFields(values, player), { logCode: 'USER_DATA_SEND_ERROR' });
      setSaved(true);
      await revalidator.revalidate();
    } catch (failure) {
      for (const [field, messages] of Object.entries(fieldErrors(failure))) {
        const known = FIELDS.some(([name]) => name === field);
        if (known || field === 'base') form.setError(known ? (field as Field) : 'root', { message: messages[0] });
      }
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      {FIELDS.map(([field, autoComplete]) => (
        <FormField
          key={field}
          label={t(`profile.field.${field}`)}
          autoComplete={autoComplete}
          placeholder={field === 'date_of_birth' ? 'DD/MM/YYYY' : undefined}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <FormError message={errors.root?.message} />
      {saved && <p role="status">{t('profile.saved')}</p>}
      <button type="submit" className="button button--primary">
        {t('profile.save')}
      </button>
    </form>
  );
}
