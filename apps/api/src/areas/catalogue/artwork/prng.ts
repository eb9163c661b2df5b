/**
 * A small seeded PRNG (mulberry32) so that the same title always gets the same artwork. Not for
 * anything secret; it only has to be stable and spread neighbouring ids apart.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** The murmur3 finaliser: every input bit flips about half the output bits. */
function fmix(value: number): number {
  let z = value;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export function createRng(seed: number): Rng {
  // Ids 1, 2, 3... are poor seeds on their own: nearby mulberry32 states give correlated
  // streams, so the id is mixed twice and the first outputs are thrown away.
  let state = fmix(fmix(seed ^ 0x5bd1e995) + 0x9e3779b9);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let warmUp = 0; warmUp < 4; warmUp += 1) next();
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}
