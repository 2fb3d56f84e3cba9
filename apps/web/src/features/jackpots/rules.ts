import type { Jackpot } from '@casino/contracts';

/** JACK-10: a winner shows as the first 6 characters of the name, then ***. */
export const maskedName = (name: string): string => `${[...name].slice(0, 6).join('')}***`;

/** JACK-03: only an active jackpot shows as active. */
export const isActive = (jackpot: Pick<Jackpot, 'state'>): boolean => jackpot.state === 'active';

/** The jackpot the section shows: the mystic one, else the first active one. */
export function shownJackpot(jackpots: Jackpot[] | undefined): Jackpot | undefined {
  return jackpots?.find((j) => j.identifier === 'mystic') ?? jackpots?.find(isActive) ?? jackpots?.[0];
}
