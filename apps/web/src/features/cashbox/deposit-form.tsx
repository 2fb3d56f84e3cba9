import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositRequest, PaymentHistoryItem, PaymentMethod, Player } from '@casino/contracts';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/server-api';
import { useFormat } from '../../i18n/format';
import { FormError, FormField } from '../../common/forms/form-field';
import { AmountField } from './amount-field';
import { cashboxKeys, createDeposit, type DepositResponse } from './api';
import { paymentErrors, refusedForPaymentProfile, reloadPaymentProfile } from './errors';
import { reportPayment } from './fraud';
import { CardFields } from './card-fields';
import { paymentFormSchema, type DepositValues } from './deposit-schema';
import { useMethodLimits } from './method-picker';
import { AmountPresets } from './amount-presets';
import { defaultDepositAmount } from './rules';
import { amountInputValue, parseAmount } from '../../common/money/amount-units';
import { DepositGiftPicker } from '../../common/gifts/deposit-gift-picker';

/** Server field names to the form's. */
const FIELD_OF: Readonly<Record<string, keyof DepositValues>> = {
  amount_cents: 'amount',
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.holder': 'holder',
  'card.cvv': 'cvv',
  card: 'number',
  saved_profile_id: 'profile',
  iban: 'iban',
};

/**
 * The deposit form of one method: amount (50 on a first fiat deposit, PAY-25), the card (saved
 * or new), the IBAN of a bank transfer, or the amount sent to a crypto address; the deposit
 * gift where the player may have one. Fraud data go first (PAY-23).
 */
export function DepositForm({
  player,
  method,
  history,
  giftOffered,
  giftChosen,
  onStarted,
}: {
  player: Player;
  method: PaymentMethod;
  history: PaymentHistoryItem[];
  giftOffered: boolean;
  giftChosen: boolean;
  onStarted: (response: DepositResponse) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const limits = useMethodLimits();
  const currency = method.currency;
  const money = (minor: number) => format.money(minor, currency);
  const schema = useMemo(
    () => paymentFormSchema({ method, action: 'deposit', today: new Date(), t, money: (minor) => format.money(minor, currency) }),
    [method, t, format, currency],
  );
  const initial = defaultDepositAmount(currency, method.info.deposit, history);
  const form = useForm<DepositValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: initial === null ? '' : amountInputValue(initial, currency),
      profile: method.savedProfiles[0] ? String(method.savedProfiles[0].id) : 'new',
      number: '',
      expiry: '',
      cvv: '',
      holder: [player.first_name, player.last_name].filter(Boolean).join(' '),
      save: false,
      iban: '',
      address: '',
      gift: null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = parseAmount(useWatch({ control: form.control, name: 'amount' }), currency);
  const gift = useWatch({ control: form.control, name: 'gift' });

  async function submit(values: DepositValues) {
    const amount = parseAmount(values.amount, currency) ?? 0;
    const saved = method.savedProfiles.find((profile) => String(profile.id) === values.profile);
    const request: DepositRequest = { amount_cents: amount, currency, method_id: method.id };
    if (method.type === 'card') {
      if (saved) request.saved_profile_id = saved.id;
      else {
        request.card = {
          number: values.number.replace(/\D/g, ''),
          expiry: values.expiry,
          holder: values.holder.trim(),
          cvv: values.cvv,
          save: values.save,
        };
      }
    }
    if (method.type === 'bank') request.iban = values.iban.trim();
    if (giftOffered && values.gift !== null) request.deposit_bonus = values.gift;
    await reportPayment(player, {
      amount_cents: amount,
      currency,
      payment_system: method.brand,
      type: 'transaction',
      ...(saved ? { card: saved } : request.card ? { card: request.card } : {}),
    });
    try {
      const response = await createDeposit(browserApi(), request);
      onStarted(response);
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
    }
  }

  return (
    <form className="form cashbox__form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <AmountField
        currency={currency}
        hint={limits(method, 'deposit')}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <AmountPresets
        currency={currency}
        range={method.info.deposit}
        selected={typed}
        onPick={(minor) => form.setValue('amount', amountInputValue(minor, currency), { shouldValidate: true })}
      />
      {method.type === 'card' && <CardFields method={method} form={form} />}
      {method.type === 'bank' && (
        <FormField
          label={t('cashbox.iban')}
          autoComplete="off"
          spellCheck={false}
          error={errors.iban?.message}
          {...form.register('iban')}
        />
      )}
      {giftOffered && (
        <DepositGiftPicker
          value={gift}
          onChange={(id) => form.setValue('gift', id)}
          amountCents={typed}
          preferFirst={giftChosen}
        />
      )}
      <FormError message={errors.root?.message} />
      <button type="submit" className="button button--primary cashbox__submit" disabled={isSubmitting}>
        {method.type === 'crypto'
          ? t('cashbox.crypto.sent')
          : typed !== null && typed > 0
            ? t('cashbox.deposit.submit_amount', { amount: money(typed) })
            : t('cashbox.deposit.submit')}
      </button>
    </form>
  );
}
