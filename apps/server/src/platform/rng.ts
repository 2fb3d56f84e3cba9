import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Randomness comes in as a service: cryptographic in production, seeded in tests. */
export interface Rng {
  bytes(size: number): Buffer;
  /** A uniform integer in [0, max). */
  int(max: number): number;
}

export const cryptoRng: Rng = {
  bytes: (size) => randomBytes(size),
  int: (max) => randomInt(max),
};

/** A deterministic generator (SHA-256 in counter mode) for tests. */
export function seededRng(seed: string): Rng {
  let counter = 0;
  const next = (): Buffer => createHash('sha256').update(`${seed}:${counter++}`).digest();
  return {
    bytes(size) {
      const chunks: Buffer[] = [];
      let length = 0;
      while (length < size) {
        const chunk = next();
        chunks.push(chunk);
        length += chunk.length;
      }
      return Buffer.concat(chunks).subarray(0, size);
    },
    int(max) {
      if (!Number.isInteger(max) || max <= 0) throw new RangeError('max must be a positive integer');
      // Rejection sampling on 48 bits keeps the result unbiased.
      const limit = Math.floor(2 ** 48 / max) * max;
      for (;;) {
        const value = next().readUIntBE(0, 6);
        if (value < limit) return value % max;
      }
    },
  };
}
