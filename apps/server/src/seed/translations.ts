import { LOCALES, type Locale } from '@casino/contracts';
import { translations } from '../cms/tables';
import type { DbOrTx } from '../db/client';
import { MESSAGE_DOMAINS } from './messages';

/**
 * The shipped UI messages per locale, all domains merged. English variants hold only the texts
 * that differ from English ("pokies" in Australia); every other locale holds every key.
 */
export const SHIPPED_MESSAGES: Record<Locale, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...Object.values(MESSAGE_DOMAINS).map((domain) => domain[locale]))]),
) as Record<Locale, Record<string, string>>;

/** Adds shipped messages whose key is missing; texts an operator edited stay. */
export async function seedTranslations(tx: DbOrTx): Promise<void> {
  const rows = Object.entries(SHIPPED_MESSAGES).flatMap(([locale, messages]) =>
    Object.entries(messages).map(([key, value]) => ({ locale, key, value })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(translations)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
