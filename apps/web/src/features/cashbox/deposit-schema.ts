import { expiryProblem, isBlockedCard, isLatinName, isLuhnValid, isValidIban, type PaymentMethod } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { amountProblem, amountStep } from './rules';
import { amountTextProblem, parseAmount } from '../../common/money/amount-units';

/** The deposit and withdrawal form as typed; the amount stays text until it is parsed into minor units. */
export const depositValuesSchema = z.object({
  amount: z.string(),
  profile: z.string(),
  number: z.string(),
  expiry: z.string(),
  cvv: z.string(),
  holder: z.string(),
  save: z.boolean(),
  iban: z.string(),
  address: z.string(),
  /** The chosen deposit gift's id, sent as `deposit_bonus`; null for no bonus. */
  gift: z.string().nullable(),
});
export type DepositValues = z.infer<typeof depositValuesSchema>;

interface PaymentFormRules {
  method: PaymentMethod;
  action: 'deposit' | 'cashout';
  /** The most the player may take out (available_to_cashout_cents), for a withdrawal. */
  available?: number;
  today: Date;
  t: TFunction;
  money: (minor: number) => string;
}

/**
 * The card, expiry, amount and IBAN rules of requirements §core-5 for the chosen method, with the messages
 * in the page's language; the server checks the same rules again.
 */
export function paymentFormSchema({ method, action, available, today, t, money }: PaymentFormRules) {
  const range = action === 'deposit' ? method.info.deposit : method.info.withdrawal;
  return depositValuesSchema.superRefine((values, ctx) => {
    const issue = (path: keyof DepositValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const minor = parseAmount(values.amount, method.currency);
    const step = amountStep(method.currency);
    const problem = amountProblem(minor, range, available, step);
    const unparsed = minor === null ? amountTextProblem(values.amount, method.currency) : null;
    if (unparsed && unparsed.problem !== 'required') {
      issue('amount', t(`validation.${unparsed.problem}`, { bound: unparsed.digits }));
    } else if (problem === 'required') issue('amount', t('validation.required', { field: t('cashbox.amount_field') }));
    else if (problem === 'amount_step') issue('amount', t('validation.amount_step', { bound: money(step) }));
    else if (problem === 'amount_min') issue('amount', t('validation.amount_min', { bound: money(range?.min ?? 0) }));
    else if (problem === 'amount_max') issue('amount', t('validation.amount_max', { bound: money(range?.max ?? 0) }));
    else if (problem) issue('amount', t(`validation.${problem}`));

    if (method.type === 'card' && action === 'deposit' && values.profile === 'new') {
      if (!isLuhnValid(values.number)) issue('number', t('validation.invalid_card_number'));
      else if (isBlockedCard(values.number)) issue('number', t('validation.blocked_card'));
      const expiry = expiryProblem(values.expiry, today);
      if (expiry) issue('expiry', t(`validation.${expiry}`));
      if (!/^\d{3,4}$/.test(values.cvv)) issue('cvv', t('cashbox.card.cvv_invalid'));
      if (!values.holder.trim()) issue('holder', t('validation.required', { field: t('cashbox.card.holder') }));
      else if (!isLatinName(values.holder)) issue('holder', t('validation.latin_letters_only'));
    }
    if (method.type === 'card' && action === 'cashout' && !/^\d+$/.test(values.profile)) {
      issue('profile', t('cashbox.withdraw.card_required'));
    }
    if (method.type === 'bank' && !isValidIban(values.iban)) issue('iban', t('validation.invalid_iban'));
    if (method.type === 'crypto' && action === 'cashout' && !values.address.trim()) {
      issue('address', t('validation.required', { field: t('cashbox.withdraw.address') }));
    }
  });
}
