import { VALIDATION_RULES, type ValidationRule } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The field rules of contracts produce one English text per rule, field and bound (the same text
 * the server answers in a 422). The web shows it in the page's language: the text is matched back
 * to its rule, field and bound, and looked up as `validation.<rule>` with the field's label
 * (`validation.field.<name>`) and the bound (VAL-21). A text that is no rule's (already
 * translated, or another message) is shown as it is.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = (Object.entries(VALIDATION_RULES) as [ValidationRule, string][])
  .map(([rule, template]) => {
    const names: ('field' | 'bound')[] = [];
    const source = template
      .split(/(\{\{field\}\}|\{\{bound\}\})/)
      .map((part) => {
        if (part === '{{field}}' || part === '{{bound}}') {
          names.push(part === '{{field}}' ? 'field' : 'bound');
          // A bound is a number or a code, never several words: that splits '{{field}} {{bound}}'.
          return part === '{{field}}' ? '(.+?)' : '(\\S*)';
        }
        return escape(part);
      })
      .join('');
    return { rule, names, pattern: new RegExp(`^${source}$`, 'i'), literal: template.length };
  })
  // The longest templates first, so a specific rule wins over a general one.
  .sort((a, b) => b.literal - a.literal);

interface ParsedRuleMessage {
  rule: ValidationRule;
  field?: string;
  bound?: string;
}

/** The rule, field (as its snake_case name) and bound of a contracts rule message, or null. */
export function parseRuleMessage(message: string): ParsedRuleMessage | null {
  for (const { rule, names, pattern } of PATTERNS) {
    const match = pattern.exec(message.trim());
    if (!match) continue;
    const parsed: ParsedRuleMessage = { rule };
    names.forEach((name, i) => {
      const value = match[i + 1];
      if (name === 'field') parsed.field = value?.trim().toLowerCase().replace(/ /g, '_');
      else parsed.bound = value;
    });
    return parsed;
  }
  return null;
}

/** A message key the server answers (`account.error.closed`), not a sentence. */
const MESSAGE_KEY = /^[a-z][a-z_]*(\.[a-z0-9_]+)+$/;

/**
 * A field error in the page's language (VAL-21): a contracts rule text, a message key the
 * server answered, or else the text as it is. A numeric bound is also the plural count.
 */
export function localizeRuleMessage(t: TFunction, exists: (key: string) => boolean, message: string): string {
  if (MESSAGE_KEY.test(message) && exists(message)) return t(message);
  const parsed = parseRuleMessage(message);
  const key = parsed && `validation.${parsed.rule}`;
  if (!parsed || !key || !(exists(key) || exists(`${key}_other`))) return message;
  const fieldKey = `validation.field.${parsed.field ?? ''}`;
  const field = parsed.field ? (exists(fieldKey) ? t(fieldKey) : parsed.field.replace(/_/g, ' ')) : '';
  const count = parsed.bound !== undefined && /^\d+$/.test(parsed.bound) ? Number(parsed.bound) : undefined;
  return t(key, { field, bound: parsed.bound ?? '', ...(count === undefined ? {} : { count }) });
}

/** A field error in the page's language: contracts' rule texts are translated (VAL-21). */
export function useFieldError(message?: string): string | undefined {
  const { t, i18n } = useTranslation();
  return message ? localizeRuleMessage(t, (key) => i18n.exists(key), message) : undefined;
}
