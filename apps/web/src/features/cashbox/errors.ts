import { PAYMENT_FIELD_REQUIRED, PAYMENT_RULES, depositLimitRemainingSchema, type PaymentRule } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../../api/is-http-error';
import { cashboxKeys } from './api';
import type { TFunction } from 'i18next';
import { playerKeys } from '../../common/player/player-query';
import { fieldErrors } from '../../common/forms/field-errors';

/** A rule text with its {{bound}} as a pattern, to recognise the server's English message. */
const RULE_PATTERNS = (Object.entries(PAYMENT_RULES) as [PaymentRule, string][]).map(([rule, text]) => {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{bound\\}\\}', '(.+)');
  return { rule, pattern: new RegExp(`^${escaped}$`) };
});

/**
 * The server's payment rule message in the page's language (requirements §core-5: messages are looked up
 * by rule name with the bound); an unknown message is shown as it came.
 */
function translatePaymentMessage(t: TFunction, message: string, formatBound?: (bound: string) => string): string {
  // Refusals of the responsible-gaming limits and of payments come as message keys.
  if (message.startsWith('limits.error.') || message.startsWith('payments.error.')) return t(message);
  for (const { rule, pattern } of RULE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) {
      const bound = match[1] ?? '';
      return t(`validation.${rule}`, { bound: formatBound && /^\d+$/.test(bound) ? formatBound(bound) : bound });
    }
  }
  return message;
}

/**
 * What a deposit limit that refused a deposit still allows, said with its period ("You can
 * deposit €20.00 more today"), or null when the refusal carries no such details.
 */
function depositLimitRemainingText(t: TFunction, error: unknown, money: (cents: number) => string): string | null {
  if (!isHttpError(error) || error.response?.status !== 422) return null;
  const details = depositLimitRemainingSchema.safeParse((error.response.data as { details?: unknown } | undefined)?.details);
  if (!details.success) return null;
  const { remaining_cents: remaining, period } = details.data;
  return remaining > 0
    ? t(`limits.error.deposit_remaining_${period}`, { amount: money(remaining) })
    : t(`limits.error.deposit_used_up_${period}`);
}

/**
 * The field errors of a failed payment call, translated, keyed by the form's field names
 * (`card.number` stays as the server names it). A deposit limit's refusal of the amount says
 * what the limit still allows.
 */
export function paymentErrors(
  t: TFunction,
  error: unknown,
  formatBound?: (bound: string) => string,
): Record<string, string | undefined> {
  const found = fieldErrors(error);
  if (found['base']?.[0] === 'Something went wrong') return { base: t('cashbox.error.generic') };
  const translated = Object.fromEntries(
    Object.entries(found).map(([field, messages]) => [field, translatePaymentMessage(t, messages[0] ?? '', formatBound)]),
  );
  const remaining = formatBound ? depositLimitRemainingText(t, error, (cents) => formatBound(String(cents))) : null;
  if (remaining && translated['amount_cents']) translated['amount_cents'] = `${translated['amount_cents']} ${remaining}`;
  return translated;
}

/** PAY-03: whether the server refused a payment for profile fields still empty (a 422 naming them). */
export function refusedForPaymentProfile(error: unknown): boolean {
  if (!isHttpError(error) || error.response?.status !== 422) return false;
  const errors = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.values(errors).some((messages) => Array.isArray(messages) && messages.includes(PAYMENT_FIELD_REQUIRED));
}

/**
 * After such a refusal (the profile or the fields asked changed since the cashbox opened): reads
 * the player and the field metadata again, so the cashbox's gate opens the personal-info form.
 */
export function reloadPaymentProfile(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: playerKeys.player, exact: true });
  void queryClient.invalidateQueries({ queryKey: cashboxKeys.playerFields });
}
