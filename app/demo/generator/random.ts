/**
 * A small seeded pseudo-random generator for demo data: the same seed always gives the same
 * numbers, on every machine and Node version (sfc32 seeded through the xmur3 string hash; both
 * public-domain algorithms by Chris Doty-Humphrey and Bret Mulvey / "bryc").
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Integer uniform in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the items, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Normally distributed (Box–Muller). */
  normal(mean: number, standardDeviation: number): number;
  /**
   * An independent stream for one purpose, so adding draws to one part of the data (say the
   * personnel list) does not change another (the trajectory) for the same seed.
   */
  fork(label: string): Random;
}

/** xmur3: 32-bit words from a string, good enough to seed sfc32. */
function hashWords(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number | string): Random {
  const key = String(seed);
  const words = hashWords(key);
  const source = sfc32(words(), words(), words(), words());
  // The first outputs of a freshly seeded sfc32 are weakly mixed; discard a few.
  for (let i = 0; i < 12; i++) source();

  const random: Random = {
    next: source,
    uniform: (min, max) => min + (max - min) * source(),
    int: (min, max) => min + Math.floor(source() * (max - min + 1)),
    chance: (probability) => source() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError("pick from an empty list");
      return items[Math.floor(source() * items.length)]!;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let target = source() * total;
      for (const [item, weight] of items) {
        target -= weight;
        if (target < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError("weighted pick from an empty list");
      return last[0];
    },
    normal: (mean, standardDeviation) => {
      const u = 1 - source();
      const v = source();
      return mean + standardDeviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    fork: (label) => createRandom(`${key}/${label}`),
  };
  return random;
}
