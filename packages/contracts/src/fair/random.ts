/**
 * The randomness an engine consumes. Engines see only this interface, never a platform API, so
 * they run unchanged on the server, in a simulation and in a player's browser.
 */
export interface Random {
  /** A uniform float in [0, 1) from the next 4 bytes: b0/256 + b1/256^2 + b2/256^3 + b3/256^4. */
  float(): number;
  /** A uniform integer in [0, n), 1 <= n <= 2^32, by rejection sampling on 4-byte values (no modulo bias). */
  int(n: number): number;
  /** How many bytes of the stream have been used: a round resumes by reopening the stream here. */
  readonly position: number;
}

/** Keyed HMAC-SHA256: `key` is the server seed, the result is 32 bytes. */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

const TWO_32 = 2 ** 32;

/** Reads 4 bytes of a stream as an unsigned big-endian integer. */
export function u32From(next: () => number): number {
  return next() * 16777216 + next() * 65536 + next() * 256 + next();
}

/**
 * The outcome stream of one round: bytes of HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${cursor}`)
 * for cursor 0, 1, 2, ..., 32 bytes each, read in order.
 */
export class FairRandom implements Random {
  private block: Uint8Array = new Uint8Array(0);
  private blockCursor = -1;
  private pos: number;

  constructor(
    private readonly hmac: HmacSha256,
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
    position = 0,
  ) {
    this.pos = position;
  }

  get position(): number {
    return this.pos;
  }

  /** The next byte of the stream. */
  byte(): number {
    const cursor = Math.floor(this.pos / 32);
    if (cursor !== this.blockCursor) {
      this.block = this.hmac(this.serverSeed, `${this.clientSeed}:${this.nonce}:${cursor}`);
      this.blockCursor = cursor;
    }
    const value = this.block[this.pos % 32] ?? 0;
    this.pos += 1;
    return value;
  }

  float(): number {
    return u32From(() => this.byte()) / TWO_32;
  }

  int(n: number): number {
    return rejectionInt(n, () => u32From(() => this.byte()));
  }
}

/** Rejection sampling: a 4-byte value at or above the largest multiple of n is drawn again. */
export function rejectionInt(n: number, nextU32: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('n must be an integer in 1..2^32');
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const value = nextU32();
    if (value < limit) return value % n;
  }
}
