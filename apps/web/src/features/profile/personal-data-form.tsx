import type { Player } from '@casino/contracts';
import { useState } from 'react';
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

/** The personal data form of the profile main page: PATCH /api/player with the changed fields only. */
export function PersonalDataForm({ player }: { player: Player }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changed: Record<string, string> = {};
    for (const [field] of FIELDS) {
      const value = String(form.get(field) ?? '').trim();
      if (value !== (player[field] ?? '')) changed[field] = value;
    }
    setSaved(false);
    try {
      await browserApi().patch('/api/player', changed, { logCode: 'USER_DATA_SEND_ERROR' });
      setErrors({});
      setSaved(true);
      await revalidator.revalidate();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS.map(([field, autoComplete]) => (
        <FormField
          key={field}
          name={field}
          label={t(`profile.field.${field}`)}
          autoComplete={autoComplete}
          placeholder={field === 'date_of_birth' ? 'DD/MM/YYYY' : undefined}
          defaultValue={player[field] ?? ''}
          error={errors[field]?.[0]}
        />
      ))}
      <FormError message={errors['base']?.[0]} />
      {saved && <p role="status">{t('profile.saved')}</p>}
      <button type="submit" className="button button--primary">
        {t('profile.save')}
      </button>
    </form>
  );
}
