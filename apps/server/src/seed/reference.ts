import { CURRENCIES, ENABLED_CURRENCIES, LOCALES, LOCALE_MIRROR_DOMAINS } from '@casino/contracts';
import type { DbOrTx } from '../db/client';
import { countries, currencies, playerStatuses, siteLocales } from '../info/tables';
import { COUNTRIES } from './data/countries';

const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-NZ': 'English (New Zealand)',
  'fr-CA': 'Français (Canada)',
  no: 'Norsk',
  it: 'Italiano',
  et: 'Eesti',
  'en-KW': 'English (Kuwait)',
};

export const PLAYER_STATUSES = [
  { id: 1, name: 'active' },
  { id: 2, name: 'unverified' },
  { id: 3, name: 'verified' },
  { id: 4, name: 'suspended' },
  { id: 5, name: 'self_excluded' },
  { id: 6, name: 'cooling_off' },
  { id: 7, name: 'closed' },
];

/** Currencies, countries, statuses and locales: inserted when missing, never overwritten. */
export async function seedReference(tx: DbOrTx): Promise<void> {
  await tx
    .insert(currencies)
    .values(
      CURRENCIES.map((c, position) => ({
        code: c.code,
        fiat: c.fiat,
        subunitsToUnit: c.subunits_to_unit,
        enabled: (ENABLED_CURRENCIES as readonly string[]).includes(c.code),
        position,
      })),
    )
    .onConflictDoNothing();
  await tx.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await tx.insert(playerStatuses).values(PLAYER_STATUSES).onConflictDoNothing();
  await tx
    .insert(siteLocales)
    .values(LOCALES.map((code, position) => ({ code, name: LOCALE_NAMES[code], domain: LOCALE_MIRROR_DOMAINS[code], position })))
    .onConflictDoNothing();
}
