import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The lottery draw (docs/decisions/054-lotteries.md), pure so anyone holding the revealed seed and
 * the published ticket list gets the same winners.
 */

/** A fresh hidden seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The published commitment: SHA-256 of the seed's text, lowercase hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** The index a place draws among `remaining` tickets: HMAC-SHA256(seed, "place:<n>") as an integer, modulo `remaining`. */
export function drawIndex(seed: string, place: number, remaining: number): number {
  const digest = createHmac('sha256', seed).update(`place:${place}`, 'utf8').digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(remaining));
}

/**
 * The winners: tickets sorted by number, places in ascending order; each place takes the ticket at
 * its draw index among the tickets not yet drawn, so a ticket wins at most once. Places beyond the
 * number of tickets stay empty.
 */
export function drawWinners(seed: string, ticketNumbers: readonly number[], places: readonly number[]) {
  const pool = [...ticketNumbers].sort((a, b) => a - b);
  const winners: { place: number; ticket: number }[] = [];
  for (const place of [...places].sort((a, b) => a - b)) {
    if (pool.length === 0) break;
    const [ticket] = pool.splice(drawIndex(seed, place, pool.length), 1);
    if (ticket !== undefined) winners.push({ place, ticket });
  }
  return winners;
}

/** The name a winner list shows: the first 3 characters and ***, so players are not exposed. */
export function maskedName(name: string): string {
  return `${[...name].slice(0, 3).join('')}***`;
}
