import { createHash } from 'node:crypto';
import { crashPointFromSeed, timeOf } from '../engines/crash';
import type { HmacSha256 } from './random';

/**
 * The shared crash round's hash chain and clock schedule (docs/decisions/020-shared-crash-round.md).
 *
 * A chain is generated once from a secret end: link[length - 1] = the secret, and
 * link[i] = hex(SHA-256(link[i + 1])) for the links before it. Round `firstRound + i` plays link i
 * (its server seed; client seed `crash`, nonce the round number), so the links are used in the
 * reverse order of their making: nobody can compute a later round's seed from the ones revealed,
 * while everyone can check that SHA-256 of round n's seed is round n - 1's seed and, hashing on,
 * the chain's published commitment = SHA-256(link[0]).
 *
 * The schedule follows from the chain alone, so every server process derives the same rounds
 * with no leader: round i bets from start(i) for BETTING_MS, then flies from 1.00x along the
 * published curve until its crash point, pauses PAUSE_MS, and round i + 1 starts.
 */
export const CRASH_CHAIN_LENGTH = 100_000;
export const BETTING_MS = 7_000;
const PAUSE_MS = 3_000;
export const CRASH_CLIENT_SEED = 'crash';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

type CrashPhase = 'betting' | 'flying' | 'crashed';

/** One round's times (epoch milliseconds) and its outcome. */
export interface CrashRoundTimes {
  /** The global round number. */
  round: number;
  bettingAt: number;
  flightAt: number;
  crashAt: number;
  /** When the next round's betting opens. */
  endAt: number;
  /** Crash point in hundredths (2.35x = 235). */
  crashPoint: number;
}

export interface CrashChain {
  firstRound: number;
  length: number;
  epochMs: number;
  /** SHA-256 of the chain's first link: published before any round of the chain is played. */
  commitment: string;
  /** When the chain's last round ends (the next chain's epoch). */
  endMs: number;
  /** Round `firstRound + index`'s seed (hex). */
  seedOf(index: number): string;
  times(index: number): CrashRoundTimes;
  /** The index of the round running at `ms` (betting, flying or paused), or -1 outside the chain. */
  indexAt(ms: number): number;
}

/** Builds a chain's links, crash points and schedule: about a second for 100,000 links. */
export function buildCrashChain(
  hmac: HmacSha256,
  input: { secret: string; length: number; firstRound: number; epochMs: number },
): CrashChain {
  const { length, firstRound, epochMs } = input;
  const seeds = Buffer.alloc(32 * length);
  let link = input.secret;
  Buffer.from(link, 'hex').copy(seeds, 32 * (length - 1));
  for (let i = length - 2; i >= 0; i--) {
    link = sha256Hex(link);
    Buffer.from(link, 'hex').copy(seeds, 32 * i);
  }
  const seedOf = (index: number) => seeds.subarray(32 * index, 32 * index + 32).toString('hex');
  const crashPoints = new Float64Array(length);
  const starts = new Float64Array(length + 1);
  starts[0] = epochMs;
  for (let i = 0; i < length; i++) {
    const point = crashPointFromSeed(hmac, seedOf(i), firstRound + i);
    crashPoints[i] = point;
    starts[i + 1] = (starts[i] ?? 0) + BETTING_MS + timeOf(point) + PAUSE_MS;
  }
  const times = (index: number): CrashRoundTimes => {
    const bettingAt = starts[index] ?? 0;
    const crashPoint = crashPoints[index] ?? 100;
    const flightAt = bettingAt + BETTING_MS;
    const crashAt = flightAt + timeOf(crashPoint);
    return {
      round: firstRound + index,
      bettingAt,
      flightAt,
      crashAt,
      endAt: starts[index + 1] ?? crashAt + PAUSE_MS,
      crashPoint,
    };
  };
  return {
    firstRound,
    length,
    epochMs,
    commitment: sha256Hex(seedOf(0)),
    endMs: starts[length] ?? epochMs,
    seedOf,
    times,
    indexAt(ms) {
      if (ms < epochMs || ms >= (starts[length] ?? 0)) return -1;
      let lo = 0;
      let hi = length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= ms) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}

/** The phase of a round at a moment of its own span. */
export function phaseAt(times: CrashRoundTimes, ms: number): CrashPhase {
  if (ms < times.flightAt) return 'betting';
  return ms < times.crashAt ? 'flying' : 'crashed';
}
