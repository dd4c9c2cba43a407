/**
 * Deterministic randomness for generated demo data (never Math.random): the same seed gives the same data on every
 * machine and every run, and each item of a sequence has a generator of its own, so generation can start at any
 * index without producing the items before it.
 */

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
export function mix32(value: number): number {
  let x = value >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Values with weights, prepared once for repeated weighted picks. */
export class WeightedChoice<T> {
  private readonly values: T[];
  private readonly bounds: number[];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('a weighted choice needs at least one value');
    this.values = entries.map(([value]) => value);
    let sum = 0;
    this.bounds = entries.map(([, weight]) => {
      sum += weight;
      return sum;
    });
    this.total = sum;
  }

  pick(rng: Rng): T {
    const roll = rng.next() * this.total;
    let i = 0;
    while (i < this.bounds.length - 1 && roll >= (this.bounds[i] as number)) i += 1;
    return this.values[i] as T;
  }
}

/** mulberry32: a small, fast 32-bit generator, plenty for demo data (never for anything secret). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)] as T;
  }
}

/** The generator of item `index` of the sequence `stream`: independent of every other item's. */
export function rngFor(stream: number, index: number): Rng {
  return new Rng(mix32(mix32(stream) ^ mix32(index + 0x9e3779b9)));
}
