import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { isLithuanianIban, type Account, type PaymentMethod, type Player, type WithdrawalRequest } from '@casino/contracts';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { FormError, FormField } from '../../common/forms/form-field';
import { AmountField } from './amount-field';
import { cashboxKeys, createWithdrawal, type WithdrawalResponse } from './api';
import { savedCardLabel } from './card-fields';
import { paymentFormSchema, type DepositValues } from './deposit-schema';
import { paymentErrors, refusedForPaymentProfile, reloadPaymentProfile } from './errors';
import { reportPayment } from './fraud';
import { useMethodLimits } from './method-picker';
import { parseAmount } from '../../common/money/amount-units';

const FIELD_OF: Readonly<Record<string, keyof DepositValues>> = {
  amount_cents: 'amount',
  saved_profile_id: 'profile',
  iban: 'iban',
  address: 'address',
};

/**
 * The withdrawal form of one method: an amount up to what may be cashed out, and where the money
 * goes (a saved card, an IBAN, a crypto address). The amount is reserved at once.
 */
export function WithdrawForm({
  player,
  account,
  method,
  onStarted,
}: {
  player: Player;
  account: Account;
  method: PaymentMethod;
  onStarted: (response: WithdrawalResponse) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const limits = useMethodLimits();
  const currency = method.currency;
  const money = (minor: number) => format.money(minor, currency);
  const available = account.available_to_cashout_cents;
  const schema = useMemo(
    () =>
      paymentFormSchema({
        method,
        action: 'cashout',
        available,
        today: new Date(),
        t,
        money: (minor) => format.money(minor, currency),
      }),
    [method, available, t, format, currency],
  );
  const form = useForm<DepositValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: '',
      profile: method.savedProfiles[0] ? String(method.savedProfiles[0].id) : '',
      number: '',
      expiry: '',
      cvv: '',
      holder: '',
      save: false,
      iban: '',
      address: '',
      gift: null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const iban = useWatch({ control: form.control, name: 'iban' });

  async function submit(values: DepositValues) {
    const amount = parseAmount(values.amount, currency) ?? 0;
    const saved = method.savedProfiles.find((profile) => String(profile.id) === values.profile);
    const request: WithdrawalRequest = { amount_cents: amount, currency, method_id: method.id };
    if (method.type === 'card' && saved) request.saved_profile_id = saved.id;
    if (method.type === 'bank') request.iban = values.iban.trim();
    if (method.type === 'crypto') request.address = values.address.trim();
    await reportPayment(player, {
      amount_cents: amount,
      currency,
      payment_system: method.brand,
      type: 'payout',
      ...(saved ? { card: saved } : {}),
    });
    try {
      onStarted(await createWithdrawal(browserApi(), request));
    } catch (error) {
      if (refusedForPaymentProfile(error)) {
        form.setError('root', { message: t('cashbox.personal.hint') });
        reloadPaymentProfile(queryClient);
        return;
      }
      for (const [field, message] of Object.entries(paymentErrors(t, error, (bound) => money(Number(bound))))) {
        form.setError(FIELD_OF[field] ?? 'root', { message });
      }
    } finally {
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.history });
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts });
    }
  }

  return (
    <form className="form cashbox__form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <AmountField
        currency={currency}
        hint={`${t('cashbox.withdraw.available', { amount: money(available) })} ${limits(method, 'cashout')}`}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      {method.type === 'card' &&
        (method.savedProfiles.length > 0 ? (
          <fieldset className="saved-cards">
            <legend>{t('cashbox.withdraw.to_card')}</legend>
            {method.savedProfiles.map((saved) => (
              <label key={saved.id} className="saved-card">
                <span>
                  <input type="radio" value={String(saved.id)} {...form.register('profile')} /> {savedCardLabel(saved, t)}
                </span>
              </label>
            ))}
            {errors.profile?.message && <p className="form__error">{errors.profile.message}</p>}
          </fieldset>
        ) : (
          <p className="cashbox__notice">{t('cashbox.withdraw.card_required')}</p>
        ))}
      {method.type === 'bank' && (
        <>
          <FormField
            label={t('cashbox.iban')}
            autoComplete="off"
            spellCheck={false}
            error={errors.iban?.message}
            {...form.register('iban')}
          />
          {isLithuanianIban(iban) && <p className="cashbox__notice">{t('payments.lithuanian_iban')}</p>}
        </>
      )}
      {method.type === 'crypto' && (
        <FormField
          label={t('cashbox.withdraw.address')}
          autoComplete="off"
          spellCheck={false}
          error={errors.address?.message}
          {...form.register('address')}
        />
      )}
      <FormError message={errors.root?.message} />
      <button
        type="submit"
        className="button button--primary cashbox__submit"
        disabled={isSubmitting || (method.type === 'card' && method.savedProfiles.length === 0)}
      >
        {t('cashbox.withdraw.submit')}
      </button>
    </form>
  );
}
