import { rejectionInt, type Random } from './random';

/**
 * A fast seeded generator (sfc32) with the same byte-to-number rules as the fair stream, for
 * return-to-player simulations only: real rounds always use FairRandom.
 */
export class SimulationRandom implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;
  private used = 0;

  constructor(seed: number) {
    this.a = seed >>> 0;
    this.b = (seed * 0x9e3779b9) >>> 0;
    this.c = (seed ^ 0xdeadbeef) >>> 0;
    for (let i = 0; i < 16; i++) this.u32();
    this.used = 0;
  }

  get position(): number {
    return this.used;
  }

  private u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    this.used += 4;
    return t >>> 0;
  }

  float(): number {
    return this.u32() / 4294967296;
  }

  int(n: number): number {
    return rejectionInt(n, () => this.u32());
  }
}
