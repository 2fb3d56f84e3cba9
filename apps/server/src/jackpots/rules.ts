import { createHmac } from 'node:crypto';
import { currencyInfo, FairRandom, type HmacSha256 } from '@casino/contracts';

/**
 * The jackpot's arithmetic (docs/decisions/053-progressive-jackpots.md): conversion at the
 * configured rates, a level's share of a stake, and the provably fair draw that decides a hit.
 */

const RATE_DIGITS = 12;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);

/** A decimal rate ("0.92") as an integer of 10^-12 units. */
function scaledRate(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DIGITS, '0').slice(0, RATE_DIGITS));
}

const subunits = (currency: string) => BigInt(currencyInfo(currency)?.subunits_to_unit ?? 100);

/** A currency's rate to the jackpot's currency, or undefined when none is configured. */
export function rateOf(currency: string, base: string, rates: Record<string, string>): bigint | undefined {
  if (currency === base) return RATE_SCALE;
  const rate = rates[currency];
  return rate === undefined ? undefined : scaledRate(rate);
}

/** Minor units of `currency` in the jackpot's currency, rounded down. */
export function toBaseCents(cents: number, currency: string, base: string, rate: bigint): number {
  return Number((BigInt(cents) * rate * subunits(base)) / (subunits(currency) * RATE_SCALE));
}

/** Minor units of the jackpot's currency in `currency`, rounded down. */
export function fromBaseCents(cents: number, currency: string, base: string, rate: bigint): number {
  return Number((BigInt(cents) * RATE_SCALE * subunits(currency)) / (subunits(base) * rate));
}

/** A level's share of a stake: `ppm` millionths, rounded down. */
export function shareOf(stakeCents: number, ppm: number): number {
  return Number((BigInt(stakeCents) * BigInt(ppm)) / 1_000_000n);
}

const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();

/**
 * The draw of a level for a bet: integer(mean win − seed) of the stream HMAC-SHA256(server seed,
 * `jackpot-level:{level id}:{bet transaction id}:{block}`) read as docs/provably-fair.md describes.
 */
export function drawOf(input: { serverSeed: string; levelId: number; betTransactionId: number; space: number }): number {
  return new FairRandom(nodeHmac, input.serverSeed, `jackpot-level:${input.levelId}`, input.betTransactionId).int(input.space);
}

/**
 * Whether a contribution of `contributedCents` hits: a draw below it, so a level whose pool is
 * meant to grow by `mean − seed` between hits is hit with probability contribution / (mean − seed).
 */
export function isHit(draw: number, contributedCents: number): boolean {
  return draw < contributedCents;
}

/** A must-drop level drops on the bet that brings it to its ceiling. */
export function reachesCeiling(amountCents: number, ceilingCents: number | null): boolean {
  return ceilingCents !== null && amountCents >= ceilingCents;
}

/** Winner names are public: only the first 6 characters leave the server (JACK-10 adds the ***). */
export function publicName(name: string): string {
  return [...name.trim()].slice(0, 6).join('');
}

/** One bet's share of one level in a batch: in the bet's currency and in the jackpot's. */
export interface BatchShare {
  jackpotId: number;
  betTransactionId: number;
  currency: string;
  stakeCents: number;
  poolCents: number;
}

/**
 * What a batch's contributions move in the ledger (decision 073): one posting per jackpot and bet
 * currency, the pool side the sum of the shares' pool cents, the other side the sum of their
 * stake cents, named by its smallest bet transaction id (a bet is counted once per jackpot, so
 * that names the posting for good), in the order first met. The sum of rounded-down shares is exactly what posting the
 * bets one by one would have moved.
 */
export function contributionPostings(shares: readonly BatchShare[]): BatchShare[] {
  const postings = new Map<string, BatchShare>();
  for (const share of shares) {
    const key = `${share.jackpotId}:${share.currency}`;
    const posting = postings.get(key) ?? { ...share, stakeCents: 0, poolCents: 0 };
    posting.betTransactionId = Math.min(posting.betTransactionId, share.betTransactionId);
    posting.stakeCents += share.stakeCents;
    posting.poolCents += share.poolCents;
    postings.set(key, posting);
  }
  return [...postings.values()];
}
