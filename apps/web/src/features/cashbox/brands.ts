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
