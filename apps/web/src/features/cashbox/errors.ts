import { PAYMENT_RULES, type PaymentRule } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { fieldErrors } from '../auth/api';

/** A rule text with its {{bound}} as a pattern, to recognise the server's English message. */
const RULE_PATTERNS = (Object.entries(PAYMENT_RULES) as [PaymentRule, string][]).map(([rule, text]) => {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{bound\\}\\}', '(.+)');
  return { rule, pattern: new RegExp(`^${escaped}$`) };
});

/**
 * The server's payment rule message in the page's language (requirements §core-5: messages are looked up
 * by rule name with the bound); an unknown message is shown as it came.
 */
export function translatePaymentMessage(t: TFunction, message: string, formatBound?: (bound: string) => string): string {
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
 * The field errors of a failed payment call, translated, keyed by the form's field names
 * (`card.number` stays as the server names it).
 */
export function paymentErrors(
  t: TFunction,
  error: unknown,
  formatBound?: (bound: string) => string,
): Record<string, string | undefined> {
  const found = fieldErrors(error);
  if (found['base']?.[0] === 'Something went wrong') return { base: t('cashbox.error.generic') };
  return Object.fromEntries(
    Object.entries(found).map(([field, messages]) => [field, translatePaymentMessage(t, messages[0] ?? '', formatBound)]),
  );
}
