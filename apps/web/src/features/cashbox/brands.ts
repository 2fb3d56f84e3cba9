import type { PaymentMethod } from '@casino/contracts';

/** Brand names are proper nouns, the same in every language; bank transfer is translated. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  ecopayz: 'ecoPayz',
  sofort: 'Sofort',
  bitcoin: 'Bitcoin',
  'bitcoin-cash': 'Bitcoin Cash',
  litecoin: 'Litecoin',
  ethereum: 'Ethereum',
  dogecoin: 'Dogecoin',
  tether: 'Tether',
};

/** The card brands whose limits come from translations (PAY-08). */
const CARD_BRANDS = ['visa', 'maestro', 'mastercard', 'ecopayz'] as const;
export const isCardBrand = (brand: string): boolean => (CARD_BRANDS as readonly string[]).includes(brand);

/** A method's name for the player: the brand, or the translated kind for a bank transfer. */
export function methodName(method: Pick<PaymentMethod, 'brand'>, t: (key: string) => string): string {
  return BRAND_NAMES[method.brand] ?? t(`cashbox.method.${method.brand}`);
}

/** The card brands recognised from a card number as it is typed, each with a logo. */
export type CardBrand = 'visa' | 'mastercard' | 'maestro' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay';

/**
 * The issuer prefixes (IIN ranges) of each brand, most specific first: Maestro's 50, 56–58 and
 * 6x ranges come before Discover's and UnionPay's broader ones; Mastercard is 51–55 and 2221–2720.
 */
const BRAND_PREFIXES: readonly (readonly [CardBrand, RegExp])[] = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|[689])/],
  ['jcb', /^35(?:2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['maestro', /^(?:50|5[6-8]|6)/],
];

/** The brand of a card number as typed so far (spaces allowed), or null while it cannot be told. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};
/** A card brand's name, a proper noun the same in every language. */
export const cardBrandName = (brand: CardBrand): string => CARD_BRAND_NAMES[brand];
/** The payment methods whose brand has a card logo (the method picker shows it). */
export const logoBrandOf = (methodBrand: string): CardBrand | null =>
  methodBrand in CARD_BRAND_NAMES ? (methodBrand as CardBrand) : null;
