import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  birthdaySchema,
  isValidPostalCode,
  minAgeFor,
  nameSchema,
  phoneSchema,
  plainTextSchema,
  ruleMessage,
  type Player,
} from '@casino/contracts';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { browserApi } from '../../api/server-api';
import { useFieldError } from '../../i18n/validation';
import { FormError, FormField } from '../../common/forms/form-field';
import { countriesQuery } from './api';
import { playerKeys } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';
import { CASHBOX_PROFILE_FIELDS, type CashboxProfileField } from '../../common/player/profile-fields';

type Values = Partial<Record<CashboxProfileField, string>>;

const AUTOCOMPLETE: Readonly<Record<CashboxProfileField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  mobile_phone: 'tel',
  country: 'country',
  city: 'address-level2',
  address: 'street-address',
  postal_code: 'postal-code',
};

const required = (field: string) => z.string().trim().min(1, ruleMessage('required', field));

/**
 * The personal-info rules of requirements §core-5 for the fields asked, the same schemas the server checks the
 * profile with. A postal code is checked against the country asked beside it, else the profile's.
 */
function personalInfoSchema(
  today: Date,
  player: Pick<Player, 'license_name' | 'country'>,
  fields: readonly CashboxProfileField[],
) {
  const rules: Record<CashboxProfileField, z.ZodType<string, string>> = {
    first_name: nameSchema('first_name'),
    last_name: nameSchema('last_name'),
    date_of_birth: required('date_of_birth').pipe(birthdaySchema(today, minAgeFor(player.license_name))),
    mobile_phone: required('mobile_phone').pipe(phoneSchema),
    country: z.string().regex(/^[A-Z]{2}$/, ruleMessage('required', 'country')),
    city: required('city').pipe(plainTextSchema('city', 80)),
    address: required('address').pipe(plainTextSchema('address', 200)),
    postal_code: required('postal_code'),
  };
  return z
    .object(
      Object.fromEntries(fields.map((field) => [field, rules[field]])) as Record<CashboxProfileField, z.ZodType<string, string>>,
    )
    .partial()
    .superRefine((values: Values, ctx) => {
      const country = values.country ?? player.country ?? '';
      if (values.postal_code?.trim() && !isValidPostalCode(country, values.postal_code)) {
        ctx.addIssue({ code: 'custom', path: ['postal_code'], message: ruleMessage('postal_code', 'postal_code', country) });
      }
    });
}

/**
 * The player's personal fields, prefilled from the profile; saved with PATCH /api/player (the
 * server checks them again and derives the state), then `onSaved`. The cashbox asks all eight
 * (PAY-03); real play asks only the provider context's empty ones (PLAY-04).
 */
export function PersonalInfoForm({
  player,
  onSaved,
  fields = CASHBOX_PROFILE_FIELDS,
  submitLabel,
}: {
  player: Player;
  onSaved: () => void;
  /** The fields to ask, in this order; all eight by default. */
  fields?: readonly CashboxProfileField[];
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useQuery(countriesQuery(browserApi()));
  const countryId = useId();
  // A caller keeps `fields` stable while the form is open: the fields asked do not move under the player.
  const schema = useMemo(
    () => personalInfoSchema(new Date(), { license_name: player.license_name, country: player.country }, fields),
    [player.license_name, player.country, fields],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field, player[field] ?? ''])) as Values,
  });
  const { errors, isSubmitting } = form.formState;
  // The select's options arrive after the form mounts, so the profile's country is set again once
  // they do (a select cannot show a value it has no option for); a choice the player made stays.
  const countriesLoaded = countries.data !== undefined;
  useEffect(() => {
    if (!countriesLoaded || !player.country || !fields.includes('country')) return;
    if (!form.getFieldState('country').isDirty) form.setValue('country', player.country);
  }, [countriesLoaded, player.country, fields, form]);
  const countryError = useFieldError(errors.country?.message);

  async function submit(values: Values) {
    const changed = Object.fromEntries(
      fields
        .map((field) => [field, (values[field] ?? '').trim()] as const)
        .filter(([field, value]) => value !== (player[field] ?? '')),
    );
    try {
      const { data } = await browserApi().patch<Player>('/api/player', changed, { logCode: 'USER_DATA_SEND_ERROR' });
      queryClient.setQueryData(playerKeys.player, data);
      onSaved();
    } catch (failure) {
      for (const [field, messages] of Object.entries(fieldErrors(failure))) {
        const name = (fields as readonly string[]).includes(field) ? (field as CashboxProfileField) : 'root';
        form.setError(name, { message: messages[0] });
      }
    }
  }

  return (
    <form className="form cashbox__form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      {fields.map((field) =>
        field === 'country' ? (
          <div key={field} className="form__field">
            <label htmlFor={countryId}>{t('cashbox.personal.country')}</label>
            <select
              id={countryId}
              className="input"
              autoComplete="country"
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? `${countryId}-error` : undefined}
              {...form.register('country')}
            >
              <option value="">{t('cashbox.personal.pick_country')}</option>
              {(countries.data ?? []).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {countryError && (
              <p id={`${countryId}-error`} className="form__error">
                {countryError}
              </p>
            )}
          </div>
        ) : (
          <FormField
            key={field}
            label={t(`profile.field.${field}`)}
            autoComplete={AUTOCOMPLETE[field]}
            placeholder={field === 'date_of_birth' ? 'DD/MM/YYYY' : undefined}
            inputMode={field === 'mobile_phone' ? 'tel' : undefined}
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ),
      )}
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {submitLabel ?? t('cashbox.personal.submit')}
      </button>
    </form>
  );
}
