import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@casino/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { FormField } from '../../common/forms/form-field';
import { cashboxKeys, deleteSavedProfile } from './api';
import { CardBrandLogo } from './brand-logo';
import { cardBrandOf, cardBrandName, methodName } from './brands';
import type { DepositValues } from './deposit-schema';
import { formatExpiry, groupCardNumber } from './rules';

/** A saved card's one-line name: brand, last four digits and expiry. */
export function savedCardLabel(profile: PaymentMethod['savedProfiles'][number], t: (key: string) => string): string {
  return `${methodName(profile, t)} •••• ${profile.last4} (${profile.expiry})`;
}

/** The saved cards of a card method (each can be deleted) and the new-card fields. */
export function CardFields({ method, form }: { method: PaymentMethod; form: UseFormReturn<DepositValues> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { errors } = form.formState;
  const profile = useWatch({ control: form.control, name: 'profile' });
  const brand = cardBrandOf(useWatch({ control: form.control, name: 'number' }) ?? '');
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedProfile(browserApi(), id),
    onSuccess: (_, id) => {
      if (form.getValues('profile') === String(id)) form.setValue('profile', 'new');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashboxKeys.methods(method.currency) }),
  });
  return (
    <>
      {method.savedProfiles.length > 0 && (
        <fieldset className="saved-cards">
          <legend>{t('cashbox.card.saved')}</legend>
          {method.savedProfiles.map((saved) => (
            <div key={saved.id} className="saved-card">
              <label>
                <input type="radio" value={String(saved.id)} {...form.register('profile')} /> {savedCardLabel(saved, t)}
              </label>
              <button
                type="button"
                className="button button--ghost"
                disabled={remove.isPending}
                aria-label={t('cashbox.card.delete_label', { card: savedCardLabel(saved, t) })}
                onClick={() => remove.mutate(saved.id)}
              >
                {t('cashbox.card.delete')}
              </button>
            </div>
          ))}
          <label className="saved-card">
            <span>
              <input type="radio" value="new" {...form.register('profile')} /> {t('cashbox.card.new')}
            </span>
          </label>
        </fieldset>
      )}
      {profile === 'new' && (
        <div className="card-fields">
          <div className="card-fields__number">
            <FormField
              label={t('cashbox.card.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              error={errors.number?.message}
              {...form.register('number', { onChange: (event) => form.setValue('number', groupCardNumber(event.target.value)) })}
            />
            {/* The brand as the number is typed; said politely to screen readers once it is known. */}
            <span className="card-fields__brand" aria-live="polite">
              {brand && <CardBrandLogo brand={brand} />}
              {brand && <span className="visually-hidden">{t('cashbox.card.brand', { brand: cardBrandName(brand) })}</span>}
            </span>
          </div>
          <div className="card-fields__row">
            <FormField
              label={t('cashbox.card.expiry')}
              placeholder={t('cashbox.card.expiry_placeholder')}
              inputMode="numeric"
              autoComplete="cc-exp"
              error={errors.expiry?.message}
              {...form.register('expiry', { onChange: (event) => form.setValue('expiry', formatExpiry(event.target.value)) })}
            />
            <FormField
              label={t('cashbox.card.cvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              error={errors.cvv?.message}
              {...form.register('cvv')}
            />
          </div>
          <FormField
            label={t('cashbox.card.holder')}
            autoComplete="cc-name"
            error={errors.holder?.message}
            {...form.register('holder')}
          />
          <label className="checkbox">
            <input type="checkbox" {...form.register('save')} /> {t('cashbox.card.save')}
          </label>
        </div>
      )}
    </>
  );
}
