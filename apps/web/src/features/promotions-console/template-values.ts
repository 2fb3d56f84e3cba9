import {
  CURRENCIES,
  ENABLED_CURRENCIES,
  GAME_CATEGORY_SLUGS,
  minorUnitsOf,
  wholeUnitsOf,
  type Amounts,
  type GiftTemplateInput,
  type StaffGiftTemplate,
} from '@casino/contracts';

/** The currencies the form shows a row for: the enabled fiat ones. */
export const FORM_CURRENCIES = ENABLED_CURRENCIES.filter((code) => CURRENCIES.find((c) => c.code === code)?.fiat);
export const MONEY_FIELDS = ['amounts', 'max_amounts', 'min_deposits', 'max_wins', 'freespin_bets'] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
type TextRecord = Record<string, string>;

/** What the template form edits: amounts in whole units and lists as text, turned into the API's input on submit. */
export type TemplateFormValues = Omit<
  GiftTemplateInput,
  MoneyField | 'contributions' | 'percent' | 'title_key' | 'freespin_games' | 'eligibility' | 'active_from' | 'active_until'
> &
  Record<MoneyField, TextRecord> & {
    contributions: TextRecord;
    percent: string;
    title_key: string;
    freespin_games: string;
    groups: string;
    countries: string;
    deposit_number: string;
    active_from: string;
    active_until: string;
  };

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

function amountsOf(texts: TextRecord): Amounts {
  return Object.fromEntries(FORM_CURRENCIES.map((code) => [code, minorUnitsOf(texts[code] ?? '', code)]));
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** A `datetime-local` value (the operator's local time) as an instant. */
const instantOf = (text: string) => (text === '' ? null : new Date(text).toISOString());
/** An instant as a `datetime-local` value in the operator's time zone. */
function localOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function templateInputOf(values: TemplateFormValues): GiftTemplateInput {
  const { groups, countries, deposit_number, ...rest } = values;
  return {
    ...rest,
    title_key: values.title_key.trim() === '' ? null : values.title_key.trim(),
    amounts: amountsOf(values.amounts),
    max_amounts: amountsOf(values.max_amounts),
    min_deposits: amountsOf(values.min_deposits),
    max_wins: amountsOf(values.max_wins),
    freespin_bets: amountsOf(values.freespin_bets),
    percent: numberOrNull(values.percent),
    contributions: Object.fromEntries(
      Object.entries(values.contributions).flatMap(([slug, text]) => (text.trim() === '' ? [] : [[slug, Number(text)]])),
    ),
    freespin_games: list(values.freespin_games),
    eligibility: {
      groups: list(groups).map(Number),
      countries: list(countries).map((c) => c.toUpperCase()),
      deposit_number: numberOrNull(deposit_number),
    },
    active_from: instantOf(values.active_from),
    active_until: instantOf(values.active_until),
  };
}

function textsOf(amounts: Amounts): TextRecord {
  return Object.fromEntries(FORM_CURRENCIES.map((code) => [code, wholeUnitsOf(amounts[code], code)]));
}

/** The form's values for a template, or for a new one. */
export function formValuesOf(template: StaffGiftTemplate | null): TemplateFormValues {
  const t = template;
  return {
    kind: t?.kind ?? 'bonus',
    title: t?.title ?? '',
    title_key: t?.title_key ?? '',
    group_key: t?.group_key ?? '',
    amounts: textsOf(t?.amounts ?? {}),
    percent: t?.percent === null || t?.percent === undefined ? '' : String(t.percent),
    max_amounts: textsOf(t?.max_amounts ?? {}),
    min_deposits: textsOf(t?.min_deposits ?? {}),
    wager_multiplier: t?.wager_multiplier ?? 30,
    max_wins: textsOf(t?.max_wins ?? {}),
    contributions: Object.fromEntries(GAME_CATEGORY_SLUGS.map((slug) => [slug, String(t?.contributions[slug] ?? '')])),
    default_contribution: t?.default_contribution ?? 100,
    activation_days: t?.activation_days ?? 7,
    validity_days: t?.validity_days ?? 30,
    freespins_count: t?.freespins_count ?? 0,
    freespin_games: (t?.freespin_games ?? []).join(', '),
    freespin_bets: textsOf(t?.freespin_bets ?? {}),
    freespin_wager: t?.freespin_wager ?? 30,
    groups: (t?.eligibility.groups ?? []).join(', '),
    countries: (t?.eligibility.countries ?? []).join(', '),
    deposit_number: t?.eligibility.deposit_number ? String(t.eligibility.deposit_number) : '',
    position: t?.position ?? 0,
    active_from: localOf(t?.active_from ?? null),
    active_until: localOf(t?.active_until ?? null),
  };
}

/** Where a server or schema error on an input field shows on the form (the lists are edited as text). */
export function formFieldOf(path: string): string {
  if (path.startsWith('eligibility.groups')) return 'groups';
  if (path.startsWith('eligibility.countries')) return 'countries';
  if (path.startsWith('eligibility.deposit_number')) return 'deposit_number';
  if (path.startsWith('freespin_games')) return 'freespin_games';
  return path;
}
